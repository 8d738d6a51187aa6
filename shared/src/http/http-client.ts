/**
 * The product API client (rules site.app-type, account.session, account.logged-out): adds the
 * app-type and bearer headers, unwraps the `{ code: 0, message, data }` envelope and turns the
 * session-ending codes into the logged-out dialog or a trip to /login. Framework-agnostic: the
 * page (or the request, on the server) injects how to read the token, ask, clear and navigate.
 * In the browser the calls go through axios (its interceptors); the host's server sends them through
 * a transport of its own (`http-transport.server.ts`, decision 078) and reads the answers by the same
 * rules ({@link createSessionFailure}).
 */
import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import { LOGGED_OUT_CODES } from '../api-contract/error-codes.ts';

/** Web app type sent as `X-App-Type` on every call (rule site.app-type). */
export const APP_TYPE = '501';

/**
 * English text of the logged-out dialog (rule account.logged-out). Callers pass the translated text as
 * `loggedOutMessage`; this is the default.
 */
export const LOGGED_OUT_MESSAGE = 'You have been logged out, you can cancel to stay on this page, or log in again';

/** HTTP statuses and body codes meaning the visitor must log in (rule account.session). */
export const LOGIN_REQUIRED_CODES: readonly number[] = Object.freeze([401, 403]);

/**
 * What a failed call rejects with: the response body when it has a `code` (the API's
 * `{ code, message, fields? }`), else `{ code: <HTTP status>, message }`, or for a request that
 * got no response `{ code: <axios error code such as 'ERR_NETWORK' or 'ECONNABORTED'>, message }`.
 */
export type ApiError = { readonly code: number | string; readonly message: string; readonly [field: string]: unknown };

/** Why the client ended the session: a dead token (dialog) or a 401/403 (to /login). */
export type LoggedOutEvent = {
  readonly reason: 'token-invalid' | 'login-required';
  readonly status: number;
  readonly code: number | string | undefined;
};

/** Dependencies of {@link createHttpClient}. */
export type HttpClientOptions = {
  /** API base, for example `https://api.example.com` or `http://127.0.0.1:3100`. */
  readonly baseURL: string;
  /** The current bearer token; empty, null or undefined sends no Authorization header. */
  readonly getToken: () => string | null | undefined;
  /** Optional notice, before the dialog (once per dialog) or the redirect, that the session has ended. */
  readonly onLoggedOut?: (event: LoggedOutEvent) => void;
  /** Asks the visitor a yes/no question (the confirm modal); true means OK. */
  readonly confirm: (message: string) => boolean | Promise<boolean>;
  /** Clears user info and removes the token (the user store's `clear`). */
  readonly clearSession: () => void | Promise<void>;
  /** Reloads the page (browser: `location.reload()`). */
  readonly reload: () => void;
  /** Navigates to the login screen, with the locale prefix when there is one. */
  readonly goToLogin: () => void;
  /** Translated text for the logged-out dialog; defaults to {@link LOGGED_OUT_MESSAGE}. */
  readonly loggedOutMessage?: string;
  /** Request timeout in milliseconds; 0 (the default) waits forever. */
  readonly timeoutMs?: number;
  /** Replaces axios's own adapter (tests). */
  readonly adapter?: AxiosAdapter;
  /** Headers sent with every call (the host's server client forwards the visitor's address). */
  readonly headers?: Readonly<Record<string, string>>;
};

/**
 * The client: typed helpers resolving to the envelope's `data`. The HTTP library (axios) is
 * loaded on the first call, so a page that calls nothing before it is interactive keeps it off
 * its first load (decision 015).
 */
export type HttpClient = {
  request<T = unknown>(config: AxiosRequestConfig): Promise<T>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
};

/** True for a plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `code` of an API body, when it has a number or string one. */
export function bodyCode(body: unknown): number | string | undefined {
  if (!isRecord(body)) return undefined;
  const code = body.code;
  return typeof code === 'number' || typeof code === 'string' ? code : undefined;
}

/** True for a value a call of this client rejected with because the API (or the network) said no. */
export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && bodyCode(value) !== undefined && typeof value.message === 'string';
}

function toApiError(status: number, body: unknown): ApiError {
  const code = bodyCode(body);
  if (isRecord(body) && code !== undefined) {
    return { ...body, code, message: typeof body.message === 'string' ? body.message : `HTTP ${status}` };
  }
  return { code: status, message: `HTTP ${status}` };
}

/**
 * Creates the API client of one page (browser) or one request (server).
 *
 * - Requests: `X-App-Type: 501` always; `Authorization: Bearer <token>` when `getToken()` gives one;
 *   no Content-Type on a bodiless call (geo_info posts an empty body).
 * - 2xx with body code 0 (number or string): resolves to the envelope's `data` (null when absent).
 *   A 2xx body without a `code` (a bare CDN file such as `{ id }`) resolves as it is.
 * - Body code 50008, 50012 or 50014, on any status: opens `confirm(loggedOutMessage)` (one
 *   dialog at a time, shared by concurrent calls); on OK runs `clearSession()` then `reload()`.
 *   A dialog that throws counts as cancel. The call then rejects with the body.
 * - Otherwise HTTP 401/403 or body code 401/403 (number or string): `clearSession()`, then
 *   `goToLogin()`, and the call rejects with the body.
 * - Any other failure rejects with an {@link ApiError}; nothing here throws an `Error` for an
 *   API answer (docs/conventions.md rule 10). Errors thrown by injected callbacks propagate.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fail = createSessionFailure(options);
  let loading: Promise<AxiosInstance> | undefined;
  const instance = () => (loading ??= import('axios').then((module) => configure(module.default, options, fail)));

  return {
    request: async <T>(config: AxiosRequestConfig) => (await (await instance()).request<T>(config)).data,
    get: async <T>(url: string, config?: AxiosRequestConfig) => (await (await instance()).get<T>(url, config)).data,
    post: async <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => (await (await instance()).post<T>(url, body, config)).data,
  };
}

/**
 * How a call ends when the API did not answer with data (the rules on {@link createHttpClient}):
 * `fail(status, body)` opens the logged-out dialog (one for concurrent calls) or goes to the login
 * screen when the codes say so, then rejects with the {@link ApiError} of the answer. Shared by the
 * axios client and the host's server client (`http-transport.server.ts`).
 */
export function createSessionFailure(
  options: Pick<HttpClientOptions, 'confirm' | 'clearSession' | 'reload' | 'goToLogin' | 'onLoggedOut' | 'loggedOutMessage'>,
): (status: number, body: unknown) => Promise<never> {
  let openDialog: Promise<void> | null = null;

  async function askToLogInAgain(): Promise<void> {
    let confirmed: boolean;
    try {
      confirmed = await options.confirm(options.loggedOutMessage ?? LOGGED_OUT_MESSAGE);
    } catch {
      confirmed = false;
    }
    if (!confirmed) return;
    await options.clearSession();
    options.reload();
  }

  return async function fail(status: number, body: unknown): Promise<never> {
    const code = bodyCode(body);
    const numeric = code === undefined ? Number.NaN : Number(code);
    if (LOGGED_OUT_CODES.includes(numeric)) {
      if (openDialog === null) {
        options.onLoggedOut?.({ reason: 'token-invalid', status, code });
        openDialog = askToLogInAgain().finally(() => {
          openDialog = null;
        });
      }
      await openDialog;
    } else if (LOGIN_REQUIRED_CODES.includes(status) || LOGIN_REQUIRED_CODES.includes(numeric)) {
      options.onLoggedOut?.({ reason: 'login-required', status, code });
      await options.clearSession();
      options.goToLogin();
    }
    throw toApiError(status, body);
  };
}

/** An axios instance with the interceptors described on {@link createHttpClient}. */
function configure(axios: AxiosStatic, options: HttpClientOptions, fail: (status: number, body: unknown) => Promise<never>): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 0,
    ...(options.headers ? { headers: { ...options.headers } } : {}),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    config.headers.set('X-App-Type', APP_TYPE);
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Without this, axios labels a bodiless POST form-urlencoded (Node adapter) and the API
    // answers 415; `false` tells axios to send no Content-Type at all, as browsers do.
    if (config.data == null && !config.headers.has('Content-Type')) config.headers.set('Content-Type', false);
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body: unknown = response.data;
      const code = bodyCode(body);
      if (code === undefined) return response;
      if ((code === 0 || code === '0') && isRecord(body)) return { ...response, data: body.data ?? null };
      return fail(response.status, body);
    },
    (error: unknown) => {
      if (!axios.isAxiosError(error)) throw error;
      if (error.response) return fail(error.response.status, error.response.data);
      const networkError: ApiError = { code: error.code ?? 'ERR_NETWORK', message: error.message };
      throw networkError;
    },
  );

  return instance;
}
