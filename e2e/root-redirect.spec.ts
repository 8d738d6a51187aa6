/**
 * The root path may redirect by a configured root redirect (rule route.root-redirect, decision 025):
 * a host started with ROOT_REDIRECT=/pricing sends the home page of every language there, with
 * the visitor's prefix and query kept; other pages and the default host are unaffected.
 */
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/apps.ts';
import { startHost, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';
import { expect, test } from './fixtures/test.ts';
import { ROOT_REDIRECT_HOST_PORT, SITE } from './fixtures/system.ts';

const HOST = `http://localhost:${ROOT_REDIRECT_HOST_PORT}`;
let host: Started;

// One host on one port for the whole file: parallel workers would each start it in their beforeAll.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  host = startHost(ROOT_REDIRECT_HOST_PORT, join(ROOT, 'var', 'release.json'), { ROOT_REDIRECT: '/pricing' });
  await waitForUrl(`${HOST}/healthz`);
});
test.afterAll(async () => {
  await stopAll([host]);
});

test('the home page of every language redirects to the configured path, keeping the prefix and the query', async ({ request }) => {
  for (const [from, to] of [
    ['/', '/pricing'],
    ['/?utm_source=news', '/pricing?utm_source=news'],
    ['/de', '/de/pricing'],
    ['/de/', '/de/pricing'],
    ['/en', '/en/pricing'],
    ['/ar?x=1', '/ar/pricing?x=1'],
  ] as const) {
    const response = await request.get(`${HOST}${from}`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(response.headers().location, from).toBe(to);
  }
  const other = await request.get(`${HOST}/features`, { maxRedirects: 0 });
  expect(other.status()).toBe(200);
});

test('a visitor whose language is detected goes to the configured page in that language in one redirect', async ({ playwright }) => {
  const context = await playwright.request.newContext({ extraHTTPHeaders: { 'accept-language': 'ja-JP,ja;q=0.9' } });
  const response = await context.get(`${HOST}/`, { maxRedirects: 0 });
  expect(response.headers().location).toBe('/ja/pricing');
  expect(response.headers()['set-cookie']).toContain('LANGUAGE=ja');
  await context.dispose();
});

test('a visitor opening the home page lands on the configured page', async ({ page }) => {
  const response = await page.goto(`${HOST}/de`);
  expect(response?.url()).toBe(`${HOST}/de/pricing`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('without ROOT_REDIRECT the home page is the home page', async ({ request }) => {
  expect((await request.get(`${SITE}/`, { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get(`${SITE}/de`, { maxRedirects: 0 })).status()).toBe(200);
});
