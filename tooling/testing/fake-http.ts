/**
 * The one fake API of the repository's tests (not shipped): the shared HTTP client over a
 * transport that answers by route like the reference API (envelope, status codes), so tests run
 * the real client, its envelope and its session handling with no network. Mock only what is
 * outside the system (brief): in component and loader tests the API is that boundary.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createHttpClient, type HttpClient } from '@meridian/shared/http';

/** An answer: a status and body, or a failed connection. */
export type FakeReply = { readonly status: number; readonly body: unknown } | 'network-error';

/** A route's answers: one reply, a list (one per call, the last repeats) or a function of the request. */
export type FakeRoute = FakeReply | readonly FakeReply[] | ((request: RecordedRequest) => FakeReply);

/** A request as the fake saw it; `body` parsed from JSON. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, unknown>;
  readonly headers: Record<string, unknown>;
  readonly body: unknown;
}

/** A successful envelope around `data`. */
export const okReply = (data: unknown): FakeReply => ({ status: 200, body: { code: 0, message: 'ok', data } });

/** An API failure `{ code, message }` with an HTTP status. */
export const errorReply = (status: number, code: number, message = 'failed'): FakeReply => ({ status, body: { code, message } });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isReplyList(route: FakeRoute): route is readonly FakeReply[] {
  return Array.isArray(route);
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? undefined;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** A fake API: the client, every request it saw, and routes that can be changed mid-test. */
export interface FakeHttp {
  readonly client: HttpClient;
  readonly requests: readonly RecordedRequest[];
  /** The requests to one route, `'METHOD /path'`. */
  callsTo(key: string): RecordedRequest[];
  /** Adds or replaces routes. */
  on(routes: Readonly<Record<string, FakeRoute>>): void;
}

/** Hooks the client calls when the session ends (a test may watch them). */
export interface FakeHttpHooks {
  readonly token?: () => string | null;
  readonly clearSession?: () => void;
  readonly goToLogin?: () => void;
  readonly confirm?: (message: string) => boolean;
}

/**
 * A client whose routes are keyed 'METHOD /path' (query strings go to `params`). An unknown
 * route answers 404. `requests` lists every call in order; `callsTo(key)` those of one route.
 */
export function fakeHttp(initial: Readonly<Record<string, FakeRoute>> = {}, hooks: FakeHttpHooks = {}): FakeHttp {
  const routes: Record<string, FakeRoute> = { ...initial };
  const requests: RecordedRequest[] = [];
  const counts = new Map<string, number>();
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path: config.url ?? '',
      params: isRecord(config.params) ? { ...config.params } : {},
      headers: config.headers.toJSON(),
      body: parseBody(config.data),
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const count = counts.get(key) ?? 0;
    counts.set(key, count + 1);
    const route = routes[key];
    const reply: FakeReply =
      route === undefined
        ? errorReply(404, 404, `no fake route ${key}`)
        : typeof route === 'function'
          ? route(request)
          : isReplyList(route)
            ? (route[Math.min(count, route.length - 1)] ?? 'network-error')
            : route;
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
  const client: HttpClient = createHttpClient({
    baseURL: 'http://api.test',
    adapter,
    getToken: hooks.token ?? (() => null),
    confirm: hooks.confirm ?? (() => false),
    clearSession: hooks.clearSession ?? (() => {}),
    reload: () => {},
    goToLogin: hooks.goToLogin ?? (() => {}),
  });
  return {
    client,
    requests,
    callsTo: (key: string) => requests.filter((request) => `${request.method} ${request.path}` === key),
    on: (more) => Object.assign(routes, more),
  };
}
