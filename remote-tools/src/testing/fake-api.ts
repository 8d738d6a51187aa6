/**
 * Test helper (not shipped): an API client whose transport answers like the reference API,
 * so tests exercise the real envelope handling without a network.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { HttpClient } from '@meridian/shared/http';
import { createPublicApiClient } from '../features/api/api-client.ts';

/** An answer: a status and body, a failed connection, or none ever (a call left pending). */
export type FakeReply = { readonly status: number; readonly body: unknown } | 'network-error' | 'pending';

/** A successful envelope around `data`. */
export const okReply = (data: unknown): FakeReply => ({ status: 200, body: { code: 0, message: 'ok', data } });

/** A client answering each call with the next of `replies` (the last one repeats), and the requests it saw. */
export function fakeApiClient(...replies: readonly FakeReply[]): { readonly client: HttpClient; readonly requests: InternalAxiosRequestConfig[] } {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const reply = replies[Math.min(requests.length, replies.length - 1)] ?? 'network-error';
    requests.push(config);
    if (reply === 'pending') return new Promise<never>(() => {});
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: JSON.stringify(reply.body), status: reply.status, statusText: String(reply.status), headers: new AxiosHeaders({ 'content-type': 'application/json' }), config };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  return { client: createPublicApiClient('http://api.test', adapter), requests };
}
