/**
 * Country of an IP address for geo_info and plan currency (rule checkout.currency).
 * The default lookup uses the GeoLite2 country data embedded in the geoip-lite package
 * (no download at install or run time), loaded on first use (about 150 MB of memory).
 */
import type { AppConfig } from '../config.ts';

/** Maps an IP address to an ISO 3166-1 alpha-2 code, or null when unknown. */
export type GeoLookup = (ip: string) => Promise<string | null>;

/** The geoip-lite lookup. */
export const geoipLiteLookup: GeoLookup = async (ip) => {
  const { default: geoip } = await import('geoip-lite');
  return geoip.lookup(ip)?.country ?? null;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of a country code, e.g. 'US' -> 'United States'; the code itself when unknown. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where an address is: `country_code` '' and `country` '' when neither data nor fallback know. */
export interface GeoInfo {
  readonly country_code: string;
  readonly country: string;
}

/** What {@link locate} takes from the app context (only that, so context.ts and this module do not import each other). */
export interface GeoContext {
  readonly geo: GeoLookup;
  readonly config: Pick<AppConfig, 'geoFallbackCountry'>;
}

/**
 * Country of `ip` by the lookup, else config.geoFallbackCountry (for private and loopback
 * addresses in local runs), else empty strings.
 */
export async function locate(ctx: GeoContext, ip: string): Promise<GeoInfo> {
  const code = (await ctx.geo(ip)) ?? ctx.config.geoFallbackCountry;
  return code === null ? { country_code: '', country: '' } : { country_code: code, country: countryName(code) };
}
