import { renderToString } from 'react-dom/server';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApiClient, okReply } from '../testing/fake-api.ts';
import { pageTree, renderPage } from '../testing/render-page.tsx';
import { WhatIsMyIpPage } from './what-is-my-ip.tsx';

const IPV6 = '2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3';

test('shows the looking-up state in a live region while geo_info is pending', () => {
  const { client } = fakeApiClient('pending');
  renderPage(<WhatIsMyIpPage />, { client });
  expect(screen.getByRole('heading', { level: 1, name: 'What is my IP address?' })).toBeInTheDocument();
  const region = screen.getByText('Looking up your address…').closest('[aria-live]');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toHaveAttribute('aria-busy', 'true');
});

test('shows an IPv6 address, its version, the country and its code once geo_info answers', async () => {
  const { client, requests } = fakeApiClient(okReply({ user_ip: IPV6, country: 'Germany', country_code: 'DE' }));
  renderPage(<WhatIsMyIpPage />, { client });
  const address = await screen.findByText(IPV6);
  expect(address).toHaveAttribute('dir', 'ltr');
  const facts = screen.getByRole('region', { name: 'Your connection' });
  expect(within(facts).getByText('IPv6')).toBeInTheDocument();
  expect(within(facts).getByText('Germany')).toBeInTheDocument();
  expect(within(facts).getByText('DE')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.headers.get('X-App-Type')).toBe('501');
});

test('shows an IPv4 address and says the country is unknown when geo_info knows none', async () => {
  const { client } = fakeApiClient(okReply({ user_ip: '203.0.113.7', country: '', country_code: '' }));
  renderPage(<WhatIsMyIpPage />, { client });
  expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
  expect(screen.getByText('IPv4')).toBeInTheDocument();
  expect(screen.getAllByText('Unknown')).toHaveLength(2);
});

test('offers a retry after a failed lookup and shows the address once the retry succeeds', async () => {
  const { client, requests } = fakeApiClient('network-error', okReply({ user_ip: '198.51.100.23', country: 'France', country_code: 'FR' }));
  renderPage(<WhatIsMyIpPage />, { client });
  expect(await screen.findByText(/couldn't look up your IP address/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('Looking up your address…')).toBeInTheDocument();
  expect(await screen.findByText('198.51.100.23')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(requests).toHaveLength(2);
});

test('explains what websites can see and links to pricing', () => {
  const { client } = fakeApiClient('pending');
  renderPage(<WhatIsMyIpPage />, { client });
  for (const name of ['Your IP address', 'Your approximate location', 'Your internet provider', 'Your browser and device']) {
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Hide my IP with Meridian VPN' })).toHaveAttribute('href', '/pricing');
});

test('renders the looking-up state on the server without calling the API', async () => {
  const { client, requests } = fakeApiClient(okReply({ user_ip: '203.0.113.7', country: 'Germany', country_code: 'DE' }));
  const html = renderToString(pageTree(<WhatIsMyIpPage />, { client }));
  expect(html).toContain('Looking up your address…');
  expect(html).toContain('<noscript><p class="tool-panel__status">Turn on JavaScript in your browser to see your IP address.</p></noscript>');
  expect(html).not.toContain('203.0.113.7');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(requests).toHaveLength(0);
});
