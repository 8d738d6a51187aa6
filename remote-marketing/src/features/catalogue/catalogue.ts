/**
 * Catalogue of the marketing area: server regions, download products and social networks
 * (spec section 2 lists the regions and products; section 3 the product/app identifiers).
 */

/** Region pages of `/vpn-server/{region}` (spec section 2). */
export const REGIONS = [
  'australia',
  'brazil',
  'canada',
  'france',
  'germany',
  'hongkong',
  'india',
  'indonesia',
  'italy',
  'japan',
  'korea',
  'singapore',
  'uk',
  'usa',
] as const;

/** One server region id. */
export type Region = (typeof REGIONS)[number];

/** Download sub-pages of `/download/{product}` (spec section 2). */
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
