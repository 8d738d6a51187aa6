/**
 * Test helper (not shipped): the page's real HTTP client over a scripted transport that answers
 * like the reference API (envelope, status codes), so tests run the shared client's envelope
 * and session handling without a network.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { createHttpClient, type HttpClient } from '@meridian/shared/http';

/** An answer: a status and body, or a connection that failed. */
export type FakeReply = { readonly status: number; readonly body: unknown } | 'network-error';

/** A request as the fake saw it; `body` is the parsed JSON body. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  readonly authorization: string | undefined;
  readonly appType: string | undefined;
}

/** A route's answer: fixed, or computed from the request. */
export type FakeRoute = FakeReply | ((request: SeenRequest) => FakeReply);

/** A successful envelope around `data`. */
export const ok = (data: unknown = null): FakeReply => ({ status: 200, body: { code: 0, message: 'ok', data } });

/** A failure as the API sends it. */
export const fail = (status: number, code: number, message = 'failed'): FakeReply => ({ status, body: { code, message } });

/** Routes keyed `'<METHOD> <path>'`, for example `'POST /api/mms/account/v1/web/logout'`. */
export type FakeRoutes = Record<string, FakeRoute>;

export interface FakeApi {
  readonly requests: SeenRequest[];
  /** Replaces or adds routes. */
  on(routes: FakeRoutes): void;
  /** The requests to `'<METHOD> <path>'`. */
  calls(key: string): SeenRequest[];
  readonly adapter: AxiosAdapter;
}

/** A scripted transport; unknown routes answer 404 like the API. */
export function fakeApi(initial: FakeRoutes = {}): FakeApi {
  const routes: FakeRoutes = { ...initial };
  const requests: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const seen: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : undefined,
      authorization: headers.get('Authorization')?.toString(),
      appType: headers.get('X-App-Type')?.toString(),
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.url}`] ?? fail(404, 404, 'route not found');
    const reply = typeof route === 'function' ? route(seen) : route;
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      data: JSON.stringify(reply.body),
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
    };
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    return response;
  };
  return {
    requests,
    on: (more) => Object.assign(routes, more),
    calls: (key) => requests.filter((request) => `${request.method} ${request.url}` === key),
    adapter,
  };
}

/** Callbacks of the client, to assert on. */
export interface ClientHooks {
  readonly getToken: () => string | null;
  readonly clearSession: () => void;
  readonly goToLogin: () => void;
}

/** The shared client as the host makes it, over `api`'s transport. */
export function fakeHttpClient(api: FakeApi, hooks: ClientHooks): HttpClient {
  return createHttpClient({
    baseURL: 'http://api.test',
    adapter: api.adapter,
    getToken: hooks.getToken,
    confirm: () => false,
    clearSession: hooks.clearSession,
    reload: () => {},
    goToLogin: hooks.goToLogin,
  });
}
