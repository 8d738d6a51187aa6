/**
 * Where an analytics event comes from (rule analytics.event: `ip`, `country`, `country_code`), read
 * from the geo_info answer (`{ user_ip, country, country_code }`) the page asks
 * for once. Events made before it answers get these facts when they are sent (analytics-client).
 */
import type { AnalyticsContext } from './analytics-event.ts';

/** geo_info: POST, answers for the caller's address (on the server, the visitor's in `X-Forwarded-For`). */
export const GEO_INFO_PATH = '/api/mms/account/v1/geo_info';

/** The where-facts of {@link AnalyticsContext}. */
export type GeoContext = Pick<AnalyticsContext, 'ip' | 'country' | 'countryCode'>;

const text = (record: Record<string, unknown>, key: string): string | undefined => {
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * The facts a geo_info answer gives: each present only when it is a non-empty string, the
 * country code upper-cased (`de` gives `DE`). Anything that is not an object gives none.
 */
export function geoContext(geo: unknown): GeoContext {
  if (typeof geo !== 'object' || geo === null) return {};
  const record = geo as Record<string, unknown>;
  const ip = text(record, 'user_ip');
  const country = text(record, 'country');
  const countryCode = text(record, 'country_code')?.toUpperCase();
  return { ...(ip ? { ip } : {}), ...(country ? { country } : {}), ...(countryCode ? { countryCode } : {}) };
}

/**
 * The visitor's country of a geo_info answer, as the page context gives it (`PageContext.country`):
 * the ISO 3166 code upper-cased, '' when the answer has none or is not geo_info's shape.
 */
export function countryOf(geo: unknown): string {
  return geoContext(geo).countryCode ?? '';
}
