/**
 * The geo_info call (decision 026): the caller's public IP address and country. Pages ask it
 * in their loaders through the page context (decision 013), so on the server the API answers for the
 * visitor's forwarded address and the result is in the server HTML; client navigations and the
 * retry run the same loader in the browser with the page's client.
 */
import type { HttpClient } from '@meridian/shared/http';
import type { PageContext } from '@meridian/shared/route-module';
import { countryName } from './country-name.ts';

/** Path of the call; POST with no body. */
export const GEO_INFO_PATH = '/api/mms/account/v1/geo_info';

/** geo_info's data: `country` and `country_code` are empty strings when the country is unknown. */
export interface GeoInfo {
  readonly user_ip: string;
  readonly country: string;
  readonly country_code: string;
}

/**
 * What a tools page shows about the visitor's connection: the answer with the country's name
 * in the page language (null when the API knows no country), or that the lookup failed.
 */
export type GeoLookup =
  { readonly status: 'success'; readonly info: GeoInfo; readonly countryName: string | null } | { readonly status: 'error' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for data shaped like {@link GeoInfo}. */
export function isGeoInfo(value: unknown): value is GeoInfo {
  return (
    isRecord(value) &&
    typeof value.user_ip === 'string' &&
    value.user_ip !== '' &&
    typeof value.country === 'string' &&
    typeof value.country_code === 'string'
  );
}

/**
 * Asks the API where the caller is. Rejects with the client's ApiError when the call fails,
 * and with an Error when the answer is not geo_info's shape.
 */
export async function fetchGeoInfo(client: HttpClient): Promise<GeoInfo> {
  const data = await client.post<unknown>(GEO_INFO_PATH);
  if (!isGeoInfo(data)) throw new Error(`reading POST ${GEO_INFO_PATH}: unexpected data ${JSON.stringify(data)}`);
  return data;
}

/**
 * The lookup for a page in `page.locale`; never rejects: a failed call (API down, timeout,
 * unexpected answer) is `{ status: 'error' }`, which the page shows with a retry. The country's
 * name is worked out here, once, so the server HTML and the hydrating browser show the same text.
 */
export async function lookUpGeo(page: Pick<PageContext, 'api' | 'locale'>): Promise<GeoLookup> {
  try {
    const info = await fetchGeoInfo(await page.api());
    return { status: 'success', info, countryName: countryName(info.country_code, info.country, page.locale) };
  } catch {
    return { status: 'error' };
  }
}
