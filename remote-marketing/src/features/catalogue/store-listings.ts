/**
 * Where each download page sends visitors, in one table to configure: for every
 * product of `/download/{product}`, the store its apps are listed in and each app edition's
 * visitor-facing name and store listing. The first edition is the page's main download button.
 * Links go out through `/redirect`, which only lets through the store hosts of src/utils/safe-target.ts.
 *
 * `app` is the product/app identifier of rule site.apps: internal, for analytics and support,
 * never shown. `name` is the listing's title as the store shows it; `{brand}` stands for the
 * configured brand. The listing addresses and titles below are the configuration to keep in
 * step with the stores.
 */
import type { Product } from './catalogue.ts';

/** Stores the apps are installed from (`stores.<store>` in the download bundle). */
export const STORES = ['app-store', 'google-play', 'chrome-web-store', 'microsoft-store'] as const;
export type Store = (typeof STORES)[number];

/** One store listing of a product. */
export interface Edition {
  /** App identifier of rule site.apps (internal; never shown to visitors). */
  readonly app: number;
  /** Visitor-facing title of the listing; `{brand}` is replaced by the brand. */
  readonly name: string;
  /** The listing's https address in its store. */
  readonly url: string;
}

/** A download page's store and its editions, the main one first. */
export interface ProductListings {
  readonly store: Store;
  readonly editions: readonly [Edition, ...Edition[]];
}

const appStore = (id: string) => `https://apps.apple.com/app/id${id}`;
const googlePlay = (packageName: string) => `https://play.google.com/store/apps/details?id=${packageName}`;
const chromeWebStore = (slug: string, id: string) => `https://chromewebstore.google.com/detail/${slug}/${id}`;
const microsoftStore = (id: string) => `https://apps.microsoft.com/detail/${id}`;

const IOS: ProductListings['editions'] = [
  { app: 1, name: '{brand}', url: appStore('6502143001') },
  { app: 2, name: '{brand} Pro', url: appStore('6502143002') },
  { app: 3, name: '{brand} Lite', url: appStore('6502143003') },
  { app: 4, name: '{brand} Fast', url: appStore('6502143004') },
  { app: 5, name: '{brand} Proxy', url: appStore('6502143005') },
  { app: 6, name: '{brand} Secure', url: appStore('6502143006') },
  { app: 7, name: '{brand} Shield', url: appStore('6502143007') },
  { app: 13, name: '{brand} Go', url: appStore('6502143013') },
];

const TV: ProductListings = { store: 'google-play', editions: [{ app: 108, name: '{brand} TV', url: googlePlay('com.meridianvpn.tv') }] };

/** Every download page's listings. */
export const STORE_LISTINGS: Readonly<Record<Product, ProductListings>> = {
  ios: { store: 'app-store', editions: IOS },
  // The App Store ships the main iOS listing as one universal purchase with a tvOS build.
  'apple-tv': { store: 'app-store', editions: [IOS[0]] },
  mac: {
    store: 'app-store',
    editions: [
      { app: 12, name: '{brand}', url: appStore('6502143012') },
      { app: 15, name: '{brand} Fast', url: appStore('6502143015') },
    ],
  },
  android: {
    store: 'google-play',
    editions: [
      { app: 101, name: '{brand}', url: googlePlay('com.meridianvpn.app') },
      { app: 102, name: '{brand} Pro', url: googlePlay('com.meridianvpn.pro') },
      { app: 103, name: '{brand} Lite', url: googlePlay('com.meridianvpn.lite') },
      { app: 104, name: '{brand} Fast', url: googlePlay('com.meridianvpn.fast') },
      { app: 105, name: '{brand} Proxy', url: googlePlay('com.meridianvpn.proxy') },
      { app: 106, name: '{brand} Secure', url: googlePlay('com.meridianvpn.secure') },
      { app: 107, name: '{brand} Shield', url: googlePlay('com.meridianvpn.shield') },
      { app: 109, name: '{brand} Pro Lite', url: googlePlay('com.meridianvpn.prolite') },
      { app: 114, name: '{brand} Fast Lite', url: googlePlay('com.meridianvpn.fastlite') },
      { app: 115, name: '{brand} Net', url: googlePlay('com.meridianvpn.net') },
    ],
  },
  // LG and Samsung TVs run the Android TV app on a Google TV or Android TV device plugged into them.
  'lg-tv': TV,
  'samsung-tv': TV,
  'smart-tv': TV,
  chrome: {
    store: 'chrome-web-store',
    editions: [
      { app: 301, name: '{brand}', url: chromeWebStore('meridian-vpn', 'mfkdnlhgiecpdjfabcpokgnhmlbaoejd') },
      { app: 302, name: '{brand} Fast', url: chromeWebStore('meridian-vpn-fast', 'pkgbjlcemfhdoaoinmdkfjncgapleibh') },
    ],
  },
  windows: {
    store: 'microsoft-store',
    editions: [
      { app: 401, name: '{brand}', url: microsoftStore('9NMRDNVPN401') },
      { app: 402, name: '{brand} Fast', url: microsoftStore('9NMRDNVPN402') },
    ],
  },
};

/** An edition's title for visitors, with the brand in place of `{brand}`. */
export function editionTitle(edition: Edition, brand: string): string {
  return edition.name.replaceAll('{brand}', brand);
}
