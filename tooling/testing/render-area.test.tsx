import { screen } from '@testing-library/react';
import { areaModule } from 'remote-tools/src/expose/routes.ts';
import whatIsVpn from 'remote-tools/locales/en/what-is-vpn.json';
import whatIsVpnDe from 'remote-tools/locales/de/what-is-vpn.json';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';

const bundles = { en: { 'what-is-vpn': whatIsVpn }, de: { 'what-is-vpn': whatIsVpnDe } };

test('renders a page of an area on the server with its status and texts, in the language of the prefix', async () => {
  const en = await renderOnServer({ module: areaModule, bundles, url: '/what-is-vpn' });
  expect(en.status).toBe(200);
  expect(en.html).toContain(`<h1`);
  expect(en.html).toContain(whatIsVpn.h1.replace('{{brand}}', 'Meridian VPN'));
  const de = await renderOnServer({ module: areaModule, bundles, url: '/de/what-is-vpn' });
  expect(de.html).toContain(whatIsVpnDe.h1.replace('{{brand}}', 'Meridian VPN'));
});

test('an unknown path of the area is a 404 as the host mounts it', async () => {
  const answer = await renderOnServer({ module: areaModule, bundles, url: '/what-is-vpn/nothing-here' });
  expect(answer.status).toBe(404);
});

test('renders the hydrated page in the browser', async () => {
  const page = await renderInBrowser({ module: areaModule, bundles, url: '/what-is-vpn' });
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(page.path()).toBe('/what-is-vpn');
});
