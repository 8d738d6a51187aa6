/**
 * Facts behind the `/download/{product}` pages: device group, store and how many requirement
 * lines and install steps each page has. Texts live in `locales/<lang>/download.json` under
 * `products.<product>` (`requirements.r1..rN`, `steps.s1..sN`); app identifiers in app-ids.ts.
 */
import type { Product } from './catalogue.ts';

/** Device groups of the download index. */
export const DEVICE_GROUPS = ['mobile', 'desktop', 'browser', 'tv'] as const;
export type DeviceGroup = (typeof DEVICE_GROUPS)[number];

/** Stores the apps are installed from; the URLs are in features/links/page-links.ts. */
export const STORES = ['app-store', 'google-play', 'chrome-web-store', 'microsoft-store'] as const;
export type Store = (typeof STORES)[number];

/** What the catalogue knows about one download page. */
export interface ProductInfo {
  readonly group: DeviceGroup;
  readonly store: Store;
  /** Number of platform requirement lines (`requirements.r1` ...); the account line is shared (`detail.account`). */
  readonly requirements: number;
  /** Number of install steps (`steps.s1` ...). */
  readonly steps: number;
}

/** Every download page of spec section 2. */
export const PRODUCT_INFO: Readonly<Record<Product, ProductInfo>> = {
  android: { group: 'mobile', store: 'google-play', requirements: 2, steps: 4 },
  'apple-tv': { group: 'tv', store: 'app-store', requirements: 2, steps: 4 },
  chrome: { group: 'browser', store: 'chrome-web-store', requirements: 1, steps: 4 },
  ios: { group: 'mobile', store: 'app-store', requirements: 2, steps: 4 },
  'lg-tv': { group: 'tv', store: 'google-play', requirements: 2, steps: 4 },
  mac: { group: 'desktop', store: 'app-store', requirements: 2, steps: 4 },
  'samsung-tv': { group: 'tv', store: 'google-play', requirements: 2, steps: 4 },
  'smart-tv': { group: 'tv', store: 'google-play', requirements: 2, steps: 4 },
  windows: { group: 'desktop', store: 'microsoft-store', requirements: 2, steps: 4 },
};

