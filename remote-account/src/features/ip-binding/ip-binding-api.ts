/** IP binding (spec section 7): POST web/user_ip/query (`_span` timestamp), user_ip/bind, user_ip/remove. */
import type { HttpClient } from '@meridian/shared/http';
import { isRecord, listOf, numberOf, stringOf } from '../../lib/guards.ts';

const WEB = '/api/mms/account/v1/web';
export const IP_QUERY_PATH = `${WEB}/user_ip/query`;
export const IP_BIND_PATH = `${WEB}/user_ip/bind`;
export const IP_REMOVE_PATH = `${WEB}/user_ip/remove`;

/** One bound address; `createdAt` in ms. */
export interface BoundIp {
  readonly ip: string;
  readonly createdAt: number | undefined;
}

/** The bound addresses, the caller's address as the API sees it, and the limit. */
export interface IpBindings {
  readonly ips: readonly BoundIp[];
  readonly currentIp: string | undefined;
  readonly max: number;
}

/** The API's limit when it does not say (api/README.md: at most 5 addresses). */
export const DEFAULT_MAX_IPS = 5;

function parseBoundIp(item: unknown): BoundIp | undefined {
  const ip = isRecord(item) ? stringOf(item.ip) : undefined;
  return ip === undefined || !isRecord(item) ? undefined : { ip, createdAt: numberOf(item.created_at) };
}

/** Lists the bindings; `now` (ms) is sent as `_span`, the spec's cache-busting timestamp. */
export async function queryIps(http: Pick<HttpClient, 'post'>, now: number): Promise<IpBindings> {
  const data = await http.post<unknown>(IP_QUERY_PATH, { _span: now });
  const record = isRecord(data) ? data : {};
  return { ips: listOf(data, 'ips', parseBoundIp), currentIp: stringOf(record.current_ip), max: numberOf(record.max) ?? DEFAULT_MAX_IPS };
}

/** Binds `ip` (a no-op when already bound); 40020 past the limit, 40000 for a bad address. */
export async function bindIp(http: Pick<HttpClient, 'post'>, ip: string): Promise<BoundIp> {
  return parseBoundIp(await http.post<unknown>(IP_BIND_PATH, { ip })) ?? { ip, createdAt: undefined };
}

/** Removes a bound address; 404 when it is not bound. */
export async function removeIp(http: Pick<HttpClient, 'post'>, ip: string): Promise<void> {
  await http.post(IP_REMOVE_PATH, { ip });
}
