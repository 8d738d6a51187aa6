import { APPS, appById, type AppPlatform } from './app-ids.ts';
import { PRODUCTS, type Product } from './catalogue.ts';
import { safeTarget } from '../../utils/safe-target.ts';
import { STORE_LISTINGS, editionTitle, type Store } from './store-listings.ts';

const apps = (product: Product) => STORE_LISTINGS[product].editions.map((edition) => edition.app);
const INTERNAL_WORDS = [...new Set(APPS.flatMap((app) => app.name.split('_')))].filter(
  (word) => !['TV', 'iOS', 'Mac', 'Android', 'Chrome', 'Windows', 'Web'].includes(word),
);

/** The host and path shape of a listing (not a store's home page) in each store. */
const LISTING: Readonly<Record<Store, RegExp>> = {
  'app-store': /^https:\/\/apps\.apple\.com\/app\/id\d+$/,
  'google-play': /^https:\/\/play\.google\.com\/store\/apps\/details\?id=[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/,
  'chrome-web-store': /^https:\/\/chromewebstore\.google\.com\/detail\/[a-z0-9-]+\/[a-p]{32}$/,
  'microsoft-store': /^https:\/\/apps\.microsoft\.com\/detail\/[0-9A-Z]{12}$/,
};

test('every store button points at an app listing the redirect page lets through, not at a store home page', () => {
  for (const product of PRODUCTS) {
    const { store, editions } = STORE_LISTINGS[product];
    for (const edition of editions) {
      expect({ product, url: edition.url }).toEqual({ product, url: expect.stringMatching(LISTING[store]) });
      expect(safeTarget(edition.url)).toBe(edition.url);
    }
  }
});

test('each page offers the store apps of its platform: phones without the TV and SDK builds, TVs the Android TV app', () => {
  expect(apps('ios')).toEqual([1, 2, 3, 4, 5, 6, 7, 13]);
  expect(apps('android')).toEqual([101, 102, 103, 104, 105, 106, 107, 109, 114, 115]);
  expect(apps('chrome')).toEqual([301, 302]);
  expect(apps('windows')).toEqual([401, 402]);
  expect(apps('mac')).toEqual([12, 15]);
  for (const product of ['lg-tv', 'samsung-tv', 'smart-tv'] as const) expect(apps(product)).toEqual([108]);
  expect(apps('apple-tv')).toEqual([1]);
});

test('every edition is an app of rule site.apps built for its page platform, and web apps are on no page', () => {
  const platformOf: Record<Product, AppPlatform> = {
    android: 'android',
    'apple-tv': 'ios',
    chrome: 'chrome',
    ios: 'ios',
    'lg-tv': 'android',
    mac: 'mac',
    'samsung-tv': 'android',
    'smart-tv': 'android',
    windows: 'windows',
  };
  for (const product of PRODUCTS) expect(apps(product).every((id) => appById(id).platform === platformOf[product])).toBe(true);
  const offered = new Set(PRODUCTS.flatMap(apps));
  expect([501, 502, 503, 512].filter((id) => offered.has(id))).toEqual([]);
});

test('visitor-facing titles carry the brand and no internal identifier or product code', () => {
  expect(INTERNAL_WORDS).toEqual(expect.arrayContaining(['Master', 'Turbo', 'MasterPro', 'Snap', 'Robot', 'Hot', 'Monster', 'Sofast']));
  for (const product of PRODUCTS) {
    const titles = STORE_LISTINGS[product].editions.map((edition) => editionTitle(edition, 'Meridian VPN'));
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) {
      expect(title.startsWith('Meridian VPN')).toBe(true);
      expect(title).not.toMatch(/\d|_/);
      for (const word of INTERNAL_WORDS) expect(title.split(' ')).not.toContain(word);
    }
  }
});
