import { renderOnServer } from '../../../tooling/testing/render-area.tsx';
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

test('the app editions table names each edition for visitors and links to its listing, with no internal identifier', async () => {
  for (const product of PRODUCTS) {
    const container = await page(`/download/${product}`);
    const table = container.querySelector('table.editions');
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])];
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual(
      STORE_LISTINGS[product].editions.map((edition) => edition.name.replace('{brand}', 'Meridian VPN')),
    );
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(
      STORE_LISTINGS[product].editions.map((edition) => redirectHref(edition.url)),
    );
    const text = table?.textContent ?? '';
    expect(text).not.toMatch(/\d/);
    for (const app of APPS) expect(text).not.toContain(app.name);
    for (const word of ['Master', 'Turbo', 'App ID']) expect(text).not.toContain(word);
  }
});

test('the editions table reads naturally in Japanese', async () => {
  const container = await page('/ja/download/mac');
  const table = container.querySelector('table.editions');
  expect([...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual([
    downloadJa.detail.editionName,
    downloadJa.detail.editionListing,
  ]);
  expect(table?.querySelector('tbody a')?.textContent).toBe('App Storeで入手');
});
