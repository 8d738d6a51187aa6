import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../testing/render-page.tsx';
import { WhatIsVpnPage } from './what-is-vpn.tsx';

test('has one H1 and an explanation', () => {
  renderPage(<WhatIsVpnPage />);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'How a VPN works' })).toBeInTheDocument();
});

test('draws both diagrams as labelled images described by their captions', () => {
  renderPage(<WhatIsVpnPage />);
  const without = screen.getByRole('img', { name: 'Without a VPN' });
  expect(without).toHaveAccessibleDescription(/each website sees your real IP address/);
  expect(without).toHaveTextContent('Internet provider');
  const withVpn = screen.getByRole('img', { name: 'With a VPN' });
  expect(withVpn).toHaveAccessibleDescription(/encrypted tunnel to a VPN server/);
  expect(withVpn).toHaveTextContent('Encrypted tunnel');
  expect(withVpn).toHaveTextContent('VPN server');
});

test('answers at least six questions in disclosure widgets that open on click', () => {
  renderPage(<WhatIsVpnPage />);
  const questions = screen.getAllByRole('group');
  expect(questions.length).toBeGreaterThanOrEqual(6);
  const legal = screen.getByText('Is using a VPN legal?');
  const details = legal.closest('details');
  expect(details).not.toHaveAttribute('open');
  fireEvent.click(legal);
  expect(details).toHaveAttribute('open');
  expect(screen.getByText('Does Meridian VPN keep logs of my activity?')).toBeInTheDocument();
});

test('links to pricing from the introduction and the closing call to action', () => {
  renderPage(<WhatIsVpnPage />);
  const links = screen.getAllByRole('link', { name: 'Try Meridian VPN' });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', '/pricing');
});
