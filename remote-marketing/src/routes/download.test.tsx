import { renderOnServer } from 'host/testing/render-area';
import download from '../../locales/en/download.json';
import downloadJa from '../../locales/ja/download.json';
import { APPS } from '../features/catalogue/app-ids.ts';
import { PRODUCTS } from '../features/catalogue/catalogue.ts';
import { STORE_LISTINGS } from '../features/catalogue/store-listings.ts';
import { redirectHref } from '../features/links/page-links.ts';
import { areaModule } from '../expose/routes.ts';

const bundles = { en: { download }, ja: { download: downloadJa } };

async function page(url: string): Promise<HTMLElement> {
  const answer = await renderOnServer({ module: areaModule, bundles, url });
  expect(answer.status).toBe(200);
  const container = document.createElement('div');
  container.innerHTML = answer.html;
  return container;
}

const href = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('a')].find((link) => link.textContent?.trim() === name)?.getAttribute('href');

test('the download button of a page goes through /redirect to the app listing of its store, not the store home page', async () => {
  const windows = await page('/download/windows');
  expect(href(windows, 'Download for Windows')).toBe(redirectHref(STORE_LISTINGS.windows.editions[0].url));
  expect(href(windows, 'Download for Windows')).toBe('/redirect?to=https%3A%2F%2Fapps.microsoft.com%2Fdetail%2F9NMRDNVPN401');
  const android = await page('/download/android');
  expect(href(android, 'Download for Android')).toBe(
    '/redirect?to=https%3A%2F%2Fplay.google.com%2Fstore%2Fapps%2Fdetails%3Fid%3Dcom.meridianvpn.app',
  );
});

test('a download page lists its install steps in order', async () => {
  const container = await page('/download/windows');
  const heading = [...container.querySelectorAll('h2')].find((h2) => h2.textContent === 'How to install');
  expect(heading?.parentElement?.querySelectorAll('ol li')).toHaveLength(4);
});

const WINDOWS_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148';

async function downloadFor(userAgent: string, url = '/download'): Promise<HTMLElement> {
  const answer = await renderOnServer({ module: areaModule, bundles, url, headers: { 'user-agent': userAgent } });
  const container = document.createElement('div');
  container.innerHTML = answer.html;
  return container;
}

test("/download offers the visitor's system first with its store's drawn badge, linking to the main listing", async () => {
  const windows = (await downloadFor(WINDOWS_AGENT)).querySelector('.page-intro');
  const badge = windows?.querySelector('a.store-badge');
  expect(badge?.textContent).toBe('Get it from Microsoft');
  expect(badge?.getAttribute('href')).toBe(redirectHref(STORE_LISTINGS.windows.editions[0].url));
  // Our own drawing: a generic device icon and words, no image and no store artwork.
  expect(badge?.querySelectorAll('svg.icon')).toHaveLength(1);
  expect(badge?.querySelector('img, text')).toBeNull();
  const iphone = (await downloadFor(IPHONE_AGENT)).querySelector('.page-intro a.store-badge');
  expect(iphone?.textContent).toBe('Download on the App Store');
  expect(iphone?.getAttribute('href')).toBe(redirectHref(STORE_LISTINGS.ios.editions[0].url));
  const japanese = (await downloadFor(IPHONE_AGENT, '/ja/download')).querySelector('.page-intro a.store-badge');
  expect(japanese?.textContent).toBe(`${downloadJa.badges['app-store'].lead} ${downloadJa.badges['app-store'].name}`);
});

test('a system without an app of its own (Linux) still gets one action in the first screen: to the list of every app', async () => {
  const linux = await downloadFor('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
  const actions = [...(linux.querySelector('.page-intro')?.querySelectorAll('a.button--primary, a.store-badge') ?? [])];
  expect(actions.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['Apps for every device', '#apps']]);
  expect(linux.querySelector('section#apps h2')?.textContent).toBe('Apps for every device');
});

test('a page with several store listings answers "can\'t find it?" in a closed question under the steps, naming each other listing; no editions table', async () => {
  for (const product of PRODUCTS) {
    const container = await page(`/download/${product}`);
    expect(container.querySelector('table')).toBeNull();
    const details = container.querySelector('details.other-editions');
    const { editions } = STORE_LISTINGS[product];
    if (editions.length === 1) {
      expect(details).toBeNull();
      continue;
    }
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe("Can't find Meridian VPN in your store?");
    expect(details?.textContent).toContain('It is the same app, with the same account, servers and features');
    const rows = [...(details?.querySelectorAll('li') ?? [])];
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual(
      editions.slice(1).map((edition) => edition.name.replace('{brand}', 'Meridian VPN')),
    );
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(
      editions.slice(1).map((edition) => redirectHref(edition.url)),
    );
    const text = details?.textContent ?? '';
    for (const app of APPS) expect(text).not.toContain(app.name);
    for (const word of ['Master', 'Turbo', 'App ID']) expect(text).not.toMatch(new RegExp(`\\b${word}\\b`));
  }
});

test('the other listings read naturally in Japanese', async () => {
  const container = await page('/ja/download/mac');
  const details = container.querySelector('details.other-editions');
  expect(details?.querySelector('summary')?.textContent).toBe('ストアでMeridian VPNが見つかりませんか？');
  expect(details?.querySelector('a')?.textContent).toBe('App Storeで入手');
});
