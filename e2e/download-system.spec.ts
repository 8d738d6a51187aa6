/**
 * Download for your system (decision 039): the server detects the visitor's system (the client hint
 * Sec-CH-UA-Platform, then the User-Agent), so the first screen of /download offers its app with
 * its store's badge (decision 042), and every other system is still listed below.
 */
import { expect, test } from './fixtures/test.ts';
import { bundle, text } from './fixtures/messages.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('an Android phone gets the Android app first, from Google Play, in the first screen; the other systems follow', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { 'sec-ch-ua-platform': '"Android"' },
  });
  await context.addInitScript(() => window.localStorage.setItem('accpeted-cookies', 'true'));
  const page = await context.newPage();
  const download = bundle('remote-marketing', 'download', 'de');
  await page.goto('/de/download');
  const android = text(download, 'products.android.name');
  await expect(page.locator('.page-intro').getByText(text(download, 'detected', { product: android }))).toBeInViewport();
  const badge = `${text(download, 'badges.google-play.lead')} ${text(download, 'badges.google-play.name')}`;
  const get = page.locator('.page-intro').getByRole('link', { name: badge });
  await expect(get).toBeInViewport({ ratio: 1 });
  await expect(get).toHaveAttribute('href', /^\/de\/redirect\?to=https%3A%2F%2Fplay\.google\.com%2F/);
  await expect(page.getByRole('link', { name: text(download, 'products.windows.name') })).toHaveAttribute('href', '/de/download/windows');
  await context.close();
});

test('without a hint the User-Agent decides on the server; an unknown system gets the full list, its first screen one button to it', async ({
  request,
}) => {
  const download = bundle('remote-marketing', 'download');
  const iphone = await (await request.get('/download', { headers: { 'user-agent': IPHONE } })).text();
  expect(iphone).toContain(text(download, 'detected', { product: text(download, 'products.ios.name') }).replace(/'/g, '&#x27;'));
  expect(iphone).toContain(`<span class="store-badge__name">${text(download, 'badges.app-store.name')}</span>`);
  const linux = await (await request.get('/download', { headers: { 'user-agent': LINUX, 'sec-ch-ua-platform': '"Linux"' } })).text();
  expect(linux).not.toContain('system-pick');
  expect(linux).toContain(`href="#apps">${text(download, 'listTitle')}</a>`);
  expect(linux).toContain('href="/download/windows"');
});
