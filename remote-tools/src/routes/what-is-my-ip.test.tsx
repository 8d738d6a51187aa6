import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okReply } from '../../../tooling/testing/fake-http.ts';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';
import whatIsMyIp from '../../locales/en/what-is-my-ip.json';
import whatIsMyIpDe from '../../locales/de/what-is-my-ip.json';
import { areaModule } from '../expose/routes.ts';
import { GEO_INFO_PATH } from '../features/ip-lookup/geo-info.ts';

const bundles = { en: { 'what-is-my-ip': whatIsMyIp }, de: { 'what-is-my-ip': whatIsMyIpDe } };
const GEO = `POST ${GEO_INFO_PATH}`;
const IPV6 = '2a02:1810:4d02:6a00:5c1d:9b5c:c1e4:1ab3';
const page = (url: string, routes: Parameters<typeof renderOnServer>[0]['routes']) => ({ module: areaModule, bundles, url, routes });

test('the server HTML shows the address geo_info gives for the visitor, its version, country and code', async () => {
  const answer = await renderOnServer(
    page('/what-is-my-ip', { [GEO]: okReply({ user_ip: '203.0.113.7', country: 'Germany', country_code: 'DE' }) }),
  );
  expect(answer.status).toBe(200);
  expect(answer.html).toContain('203.0.113.7');
  expect(answer.html).toContain('IPv4');
  expect(answer.html).toContain('Germany');
  expect(answer.html).toContain('>DE</dd>');
  expect(answer.html).not.toContain(whatIsMyIp.lookingUp);
  expect(answer.http.callsTo(GEO)).toHaveLength(1);
});

test('the server HTML names the country in the page language', async () => {
  const answer = await renderOnServer(
    page('/de/what-is-my-ip', { [GEO]: okReply({ user_ip: '198.51.100.23', country: 'France', country_code: 'FR' }) }),
  );
  expect(answer.html).toContain(whatIsMyIpDe.h1);
  expect(answer.html).toContain('Frankreich');
});

test('the server HTML explains what websites can see and links to pricing', async () => {
  const answer = await renderOnServer(
    page('/what-is-my-ip', { [GEO]: okReply({ user_ip: '203.0.113.7', country: '', country_code: '' }) }),
  );
  for (const item of ['ip', 'location', 'isp', 'browser'] as const) expect(answer.html).toContain(whatIsMyIp.explain[item].title);
  expect(answer.html).toContain('href="/pricing"');
  expect(answer.html.match(new RegExp(whatIsMyIp.countryUnknown, 'g'))).toHaveLength(2);
});

test('a failed lookup on the server is a page with the error and a retry form, not a server error', async () => {
  const answer = await renderOnServer(page('/what-is-my-ip', { [GEO]: 'network-error' }));
  expect(answer.status).toBe(200);
  expect(answer.html).toContain(whatIsMyIp.error.replace("'", '&#x27;'));
  const form = /<form[^>]*>.*?<\/form>/s.exec(answer.html)?.[0] ?? '';
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/what-is-my-ip"');
  expect(form).toMatch(/<button type="submit"[^>]*>Try again<\/button>/);
});

test('in the browser an IPv6 address is shown left to right with its version and country', async () => {
  await renderInBrowser(page('/what-is-my-ip', { [GEO]: okReply({ user_ip: IPV6, country: 'Germany', country_code: 'DE' }) }));
  const address = await screen.findByText(IPV6);
  expect(address).toHaveAttribute('dir', 'ltr');
  const facts = screen.getByRole('region', { name: 'Your connection' });
  expect(within(facts).getByText('IPv6')).toBeInTheDocument();
  expect(within(facts).getByText('Germany')).toBeInTheDocument();
});

test('the retry asks geo_info again through the page client and shows the address once it answers', async () => {
  const view = await renderInBrowser(
    page('/what-is-my-ip', { [GEO]: ['network-error', okReply({ user_ip: '198.51.100.23', country: 'France', country_code: 'FR' })] }),
  );
  expect(await screen.findByText(/couldn't look up your IP address/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('198.51.100.23')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(view.http.callsTo(GEO)).toHaveLength(2);
  await waitFor(() => expect(view.path()).toMatch(/^\/what-is-my-ip\??$/));
});
