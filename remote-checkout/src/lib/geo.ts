/** The visitor's country from geo_info (spec sections 3 and 7), for currency and the action blocker. */
import type { HttpClient } from '@meridian/shared/http';
import { GEO_INFO_PATH } from './api-paths.ts';
import { isRecord, stringField } from './guards.ts';

/**
 * The visitor's ISO country code ('' when unknown). On the server the client forwards the
 * visitor's address, so the API answers for the visitor rather than for the host.
 * Rejects as the client does.
 */
export async function fetchCountry(http: HttpClient): Promise<string> {
  const data = await http.post<unknown>(GEO_INFO_PATH);
  return (isRecord(data) ? stringField(data, 'country_code') : undefined) ?? '';
}
