/**
 * The API's POST on the browser's `fetch` for the calls a page makes on its own after hydration
 * (geo_info and analytics events), so that a first visit does not fetch the
 * HTTP library (axios, 20 KB compressed) until a loader or an action needs it (decision 031). Same
 * wire rules as the page's client (`@meridian/shared/http`): `X-App-Type: 501`, the bearer token
 * when there is one, JSON bodies, no Content-Type on a bodiless call, and the `{ code: 0, data }`
 * envelope. A session that ended is left to the page's client: these calls only reject.
 */

/** What a call rejects with: the answer's `{ code, message }`, the HTTP status, or `ERR_NETWORK`. */
export type ApiPostError = { readonly code: number | string; readonly message: string };

/** Options of {@link createApiPost}. */
export interface ApiPostOptions {
  /** API base (`https://api.example.com`). */
  readonly baseURL: string;
  /** The session token, or null/undefined when signed out. */
  readonly getToken: () => string | null | undefined;
  /** The browser's fetch (a test's own). */
  readonly fetch?: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `post(path, body?)` that resolves to the envelope's `data` (null when absent; a body without a
 * `code` as it is) and rejects with an {@link ApiPostError} for any other answer or no answer.
 */
export function createApiPost(options: ApiPostOptions): { post<T = unknown>(path: string, body?: unknown): Promise<T> } {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  return {
    async post<T>(path: string, body?: unknown): Promise<T> {
      const headers: Record<string, string> = { 'X-App-Type': '501', Accept: 'application/json' };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      let response: Response;
      try {
        response = await send(`${options.baseURL}${path}`, {
          method: 'POST',
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      } catch (error) {
        throw { code: 'ERR_NETWORK', message: error instanceof Error ? error.message : String(error) } satisfies ApiPostError;
      }
      const answer: unknown = await response.json().catch(() => null);
      const code = isRecord(answer) && (typeof answer.code === 'number' || typeof answer.code === 'string') ? answer.code : undefined;
      if (response.ok && code === undefined && answer !== null) return answer as T;
      if (response.ok && (code === 0 || code === '0')) return ((answer as Record<string, unknown>).data ?? null) as T;
      const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : `HTTP ${response.status}`;
      throw { code: code ?? response.status, message } satisfies ApiPostError;
    },
  };
}
