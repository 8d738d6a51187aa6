/**
 * Catalogue of the marketing area: download products and social networks (rule site.areas
 * names the products; rule site.apps the product/app identifiers). The server regions are company content:
 * `@meridian/shared/network`.
 */

/** Download sub-pages of `/download/{product}` (rule site.areas). */
export const PRODUCTS = ['android', 'apple-tv', 'chrome', 'ios', 'lg-tv', 'mac', 'samsung-tv', 'smart-tv', 'windows'] as const;

/** One download product id. */
export type Product = (typeof PRODUCTS)[number];

/** Networks of `/vpn-for-social-media/{id}`. */
export const NETWORKS = ['facebook', 'instagram', 'tiktok', 'x', 'youtube', 'whatsapp'] as const;

/** One social network id. */
export type Network = (typeof NETWORKS)[number];

/** True when `value` is one of `list`; used by the validation hooks. */
export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
