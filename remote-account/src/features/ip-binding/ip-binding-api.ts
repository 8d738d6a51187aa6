/** IP binding (api/README.md): POST web/user_ip/query (`_span` timestamp), user_ip/bind, user_ip/remove. */
import {
  parseResponse,
  userIpBindCall,
  userIpQueryCall,
  userIpRemoveCall,
  type ParsedResponseOf,
  type RequestOf,
} from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';

/** One bound address; `createdAt` in ms. */
export interface BoundIp {
  readonly ip: string;
  readonly createdAt: number;
}

/** The bound addresses, the caller's address as the API sees it, and the limit. */
export interface IpBindings {
  readonly ips: readonly BoundIp[];
  readonly currentIp: string;
  readonly max: number;
}

const boundIpOf = (row: ParsedResponseOf<typeof userIpBindCall>): BoundIp => ({ ip: row.ip, createdAt: row.created_at });

/** Lists the bindings; `now` (ms) is sent as `_span`, the spec's cache-busting timestamp. Off-contract answers reject with ContractError. */
export async function queryIps(http: Pick<HttpClient, 'post'>, now: number): Promise<IpBindings> {
  const body: RequestOf<typeof userIpQueryCall> = { _span: now };
  const data = parseResponse(userIpQueryCall, await http.post<unknown>(userIpQueryCall.path, body));
  return { ips: data.ips.map(boundIpOf), currentIp: data.current_ip, max: data.max };
}

/** Binds `ip` (a no-op when already bound); 40020 past the limit, 40000 for a bad address. */
export async function bindIp(http: Pick<HttpClient, 'post'>, ip: string): Promise<BoundIp> {
  const body: RequestOf<typeof userIpBindCall> = { ip };
  return boundIpOf(parseResponse(userIpBindCall, await http.post<unknown>(userIpBindCall.path, body)));
}

/** Removes a bound address; 404 when it is not bound. */
export async function removeIp(http: Pick<HttpClient, 'post'>, ip: string): Promise<void> {
  const body: RequestOf<typeof userIpRemoveCall> = { ip };
  await http.post(userIpRemoveCall.path, body);
}
