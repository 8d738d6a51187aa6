/**
 * The visitor's country as the host decides it on the server (rule checkout.currency; decision 045):
 * geo_info asked with the visitor's address, each address's answer kept for a while, so that a
 * page stored per country (`cacheable: 'country'`, prices) costs at most one API call per address
 * and not a render per request. Remote loaders read the same answer through the page context.
 */
import { GEO_INFO_PATH, countryOf } from '@meridian/shared/analytics';
import { APP_TYPE } from '@meridian/shared/http';

/** Country by visitor address. */
export interface GeoLookup {
  /** The ISO 3166 code, upper case, of `ip`'s country; '' when unknown or when geo_info fails. Never rejects. */
  country(ip: string): Promise<string>;
}

/** Options of {@link createGeoLookup}. */
export interface GeoLookupOptions {
  /** The API as the host's server reaches it. */
  readonly apiBase: string;
  /** Milliseconds geo_info may take. */
  readonly timeoutMs: number;
  /** Milliseconds an address's answer is kept (10 minutes by default). */
  readonly ttlMs?: number;
  /** Most addresses kept; the oldest leaves first (10 000 by default). */
  readonly maxEntries?: number;
  readonly now?: () => number;
  readonly fetch?: typeof globalThis.fetch;
}

/**
 * Creates the lookup. Concurrent requests of one address share one call; a failure answers ''
 * and is not kept, so the next request asks again.
 */
export function createGeoLookup({
  apiBase,
  timeoutMs,
  ttlMs = 600_000,
  maxEntries = 10_000,
  now = Date.now,
  fetch = globalThis.fetch,
}: GeoLookupOptions): GeoLookup {
  const known = new Map<string, { country: Promise<string>; expires: number }>();
  const ask = async (ip: string): Promise<string> => {
    const response = await fetch(new URL(GEO_INFO_PATH, apiBase), {
      method: 'POST',
      headers: { 'X-App-Type': APP_TYPE, 'X-Forwarded-For': ip, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { code?: unknown; data?: unknown } | null;
    if (!response.ok || (body?.code !== 0 && body?.code !== '0')) throw new Error(`geo_info answered ${response.status}`);
    return countryOf(body.data);
  };
  return {
    country(ip) {
      const hit = known.get(ip);
      if (hit && hit.expires > now()) return hit.country;
      known.delete(ip);
      const country = ask(ip).catch(() => {
        known.delete(ip);
        return '';
      });
      known.set(ip, { country, expires: now() + ttlMs });
      while (known.size > maxEntries) {
        const oldest = known.keys().next().value;
        if (oldest === undefined) break;
        known.delete(oldest);
      }
      return country;
    },
  };
}
