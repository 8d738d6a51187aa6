import { fireEvent, screen } from '@testing-library/react';
import { renderInBrowser } from 'host/testing/render-area';
import whatIsVpn from '../../locales/en/what-is-vpn.json';
import { areaModule } from '../expose/routes.ts';

const renderPage = () => renderInBrowser({ module: areaModule, bundles: { en: { 'what-is-vpn': whatIsVpn } }, url: '/what-is-vpn' });

test('has one H1 and an explanation', async () => {
  await renderPage();
  await screen.findByRole('heading', { level: 1 });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'How a VPN works' })).toBeInTheDocument();
});

test('draws both diagrams as labelled images described by their captions', async () => {
  await renderPage();
  await screen.findByRole('heading', { level: 1 });
  const without = screen.getByRole('img', { name: 'Without a VPN' });
  expect(without).toHaveAccessibleDescription(/each website sees your real IP address/);
  expect(without).toHaveTextContent('Internet provider');
  const withVpn = screen.getByRole('img', { name: 'With a VPN' });
  expect(withVpn).toHaveAccessibleDescription(/encrypted tunnel to a VPN server/);
  expect(withVpn).toHaveTextContent('Encrypted tunnel');
  expect(withVpn).toHaveTextContent('VPN server');
});

test('answers at least six questions in disclosure widgets that open on click', async () => {
  await renderPage();
  await screen.findByRole('heading', { level: 1 });
  const questions = screen.getAllByRole('group');
  expect(questions.length).toBeGreaterThanOrEqual(6);
  const legal = screen.getByText('Is using a VPN legal?');
  const details = legal.closest('details');
  expect(details).not.toHaveAttribute('open');
  fireEvent.click(legal);
  expect(details).toHaveAttribute('open');
  expect(screen.getByText('Does Meridian VPN keep logs of my activity?')).toBeInTheDocument();
});

test('links to pricing from the introduction and the closing call to action', async () => {
  await renderPage();
  await screen.findByRole('heading', { level: 1 });
  const links = screen.getAllByRole('link', { name: 'Try Meridian VPN' });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', '/pricing');
});
