/** The geo_info call (spec section 7): the caller's public IP address and country. */
import type { HttpClient } from '@meridian/shared/http';

/** Path of the call; POST with no body. */
export const GEO_INFO_PATH = '/api/mms/account/v1/geo_info';

/** geo_info's data: `country` and `country_code` are empty strings when the country is unknown. */
export interface GeoInfo {
  readonly user_ip: string;
  readonly country: string;
  readonly country_code: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for data shaped like {@link GeoInfo}. */
export function isGeoInfo(value: unknown): value is GeoInfo {
  return isRecord(value) && typeof value.user_ip === 'string' && value.user_ip !== '' && typeof value.country === 'string' && typeof value.country_code === 'string';
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
