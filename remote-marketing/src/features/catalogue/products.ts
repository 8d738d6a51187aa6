/**
 * Facts behind the `/download/{product}` pages: device group and how many requirement lines
 * and install steps each page has. Texts live in `locales/<lang>/download.json` under
 * `products.<product>` (`requirements.r1..rN`, `steps.s1..sN`); the store listings in
 * store-listings.ts.
 */
import type { Product } from './catalogue.ts';

/** Device groups of the download index. */
export const DEVICE_GROUPS = ['mobile', 'desktop', 'browser', 'tv'] as const;
export type DeviceGroup = (typeof DEVICE_GROUPS)[number];

/** What the catalogue knows about one download page. */
export interface ProductInfo {
  readonly group: DeviceGroup;
  /** Number of platform requirement lines (`requirements.r1` ...); the account line is shared (`detail.account`). */
  readonly requirements: number;
  /** Number of install steps (`steps.s1` ...). */
  readonly steps: number;
}

/** Every download page (rule site.areas). */
export const PRODUCT_INFO: Readonly<Record<Product, ProductInfo>> = {
  android: { group: 'mobile', requirements: 2, steps: 4 },
  'apple-tv': { group: 'tv', requirements: 2, steps: 4 },
  chrome: { group: 'browser', requirements: 1, steps: 4 },
  ios: { group: 'mobile', requirements: 2, steps: 4 },
  'lg-tv': { group: 'tv', requirements: 2, steps: 4 },
  mac: { group: 'desktop', requirements: 2, steps: 4 },
  'samsung-tv': { group: 'tv', requirements: 2, steps: 4 },
  'smart-tv': { group: 'tv', requirements: 2, steps: 4 },
  windows: { group: 'desktop', requirements: 2, steps: 4 },
};
