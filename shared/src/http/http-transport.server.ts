/**
 * The API client of the host's server (decision 078): the same contract ({@link HttpClient}) and the
 * same rules as the browser's axios client (app type, bearer token, the envelope, the session codes:
 * `http-client.ts`, rules site.app-type, account.session, account.logged-out), its calls sent by a
 * {@link Transport} the host gives (undici: a third of axios's CPU per call). A module of its own, so
 * that no browser bundle carries it.
 */
import type { AxiosRequestConfig } from 'axios';
import { APP_TYPE, bodyCode, createSessionFailure, isRecord, type HttpClient, type HttpClientOptions } from './http-client.ts';

/** One call as a {@link Transport} sends it. */
export interface TransportCall {
  /** Upper case: `GET`, `POST`. */
  readonly method: string;
  /** Absolute URL with the query. */
  readonly url: string;
  /** Header names as given; X-App-Type and Authorization included. */
  readonly headers: Readonly<Record<string, string>>;
  /** JSON text, or null for a call without a body. */
  readonly body: string | null;
  /** Milliseconds the answer may take; 0 waits forever. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** What the API answered: the HTTP status and the body's text. */
export interface TransportAnswer {
  readonly status: number;
  readonly text: string;
}

/**
 * Sends one call. Rejects only when nothing answered, with an {@link ApiError} whose code is
 * `ERR_NETWORK`, `ECONNABORTED` (the time ran out) or `ERR_CANCELED` (the call's signal), as axios
 * names them; any status is an answer.
 */
export type Transport = (call: TransportCall) => Promise<TransportAnswer>;

/** Options of {@link createTransportClient}: those of the axios client, with the transport in place of axios. */
export type TransportClientOptions = Omit<HttpClientOptions, 'adapter'> & { readonly transport: Transport };

/**
 * The client over `options.transport`. A call may name only `method`, `url`, `params` (flat:
 * strings, numbers, booleans), `headers` (strings), `data` (a plain object or array, sent as JSON)
 * and `signal`; anything else rejects with a TypeError before sending, never a silently different
 * request. A 2xx answer resolves as the axios client's does (the envelope's `data`, or a bare body
 * as it is); every other answer goes through {@link createSessionFailure}; a transport's rejection
 * (no answer) passes on as it is.
 */
export function createTransportClient(options: TransportClientOptions): HttpClient {
  const fail = createSessionFailure(options);
  const request = async <T>(config: AxiosRequestConfig): Promise<T> => {
    const answer = await options.transport(transportCall(options, config));
    const body = bodyOfText(answer.text);
    const code = bodyCode(body);
    if (answer.status >= 200 && answer.status < 300) {
      if (code === undefined) return body as T;
      if ((code === 0 || code === '0') && isRecord(body)) return (body.data ?? null) as T;
    }
    return fail(answer.status, body);
  };
  return {
    request,
    get: (url, config) => request({ ...config, method: 'get', url }),
    post: (url, body, config) => request({ ...config, method: 'post', url, data: body }),
  };
}

/** What a call may name when a {@link Transport} sends it. */
const TRANSPORT_CONFIG = new Set(['method', 'url', 'params', 'headers', 'data', 'signal']);

/** `base` and `path` joined as axios joins them (a path keeps the base's own path); an absolute `path` stands alone. */
function joinUrl(base: string, path: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path)) return path;
  return path ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : base;
}

function isPlainData(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The call a transport sends for `config`, with the client's headers, the app type and the bearer
 * token, as the axios interceptors add them.
 * @throws TypeError for a config a transport cannot send as axios would (see {@link createTransportClient})
 */
function transportCall(options: TransportClientOptions, config: AxiosRequestConfig): TransportCall {
  for (const [key, value] of Object.entries(config)) {
    if (value !== undefined && !TRANSPORT_CONFIG.has(key)) throw new TypeError(`the API client's transport cannot send config.${key}`);
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw new TypeError(`the API client's transport sends only flat query parameters, not ${name}`);
    query.append(name, String(value));
  }
  const headers: Record<string, string> = { ...options.headers };
  for (const [name, value] of Object.entries((config.headers ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw new TypeError(`the API client's transport sends only text headers, not ${name}`);
    headers[name] = value;
  }
  headers['X-App-Type'] = APP_TYPE;
  const token = options.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | null = null;
  if (config.data !== undefined && config.data !== null) {
    if (!isPlainData(config.data)) throw new TypeError("the API client's transport sends only a plain object or array as a body");
    body = JSON.stringify(config.data);
    headers['Content-Type'] = 'application/json';
  }
  const url = joinUrl(options.baseURL, config.url ?? '');
  const search = query.toString();
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url: search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url,
    headers,
    body,
    timeoutMs: options.timeoutMs ?? 0,
    ...(config.signal ? { signal: config.signal as AbortSignal } : {}),
  };
}

/** A body's text read as axios reads it: JSON when it parses, else the text itself. */
function bodyOfText(text: string): unknown {
  if (text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
