/**
 * The admin-API helper (rule shell.admin-api): it alerts on a non-200 answer with the message or
 * 'Error'. It calls through the page's API client (so `X-App-Type`, the bearer token and the
 * session-ending codes apply as to every call) and, when the answer is not a success, shows the
 * shell's alert dialog with the answer's own message, or the translated word "Error" when the
 * answer carries none (or no answer came). The product shows no admin endpoint or caller; the
 * helper is the rule, ready for one.
 */
import type { AxiosRequestConfig } from 'axios';
import { isApiError, type ApiError, type HttpClient } from './http-client.ts';

/** Dependencies of {@link createAdminApi}. */
export interface AdminApiOptions {
  /** The page's API client ({@link createHttpClient}). */
  readonly http: HttpClient;
  /** The shell's modal alert (the UI kit's `dialogs.alert`); resolves when closed. */
  readonly alert: (options: { readonly message: string }) => Promise<void>;
  /** The word "Error" in the page's language (`common:ui.error`), shown when the answer has no message. */
  readonly errorText: () => string;
}

/** The admin calls: the same shapes as {@link HttpClient}, resolving to the envelope's `data`. */
export type AdminApi = HttpClient;

/**
 * The message an answer carried, or null: an {@link ApiError} from a response has a numeric
 * `code` (the body's or the HTTP status) and the body's `message`; the client writes
 * `HTTP <status>` when the body had none, and a request without an answer has a string code
 * such as `ERR_NETWORK` and a transport message that is not for visitors.
 */
export function answerMessage(error: ApiError): string | null {
  const numeric = typeof error.code === 'number' || /^\d+$/.test(error.code);
  const message = error.message.trim();
  if (!numeric || message === '' || message === `HTTP ${String(error.code)}`) return null;
  return message;
}

/**
 * Creates the helper. Each call resolves as the client's would; a call that fails (any HTTP
 * status but 2xx with body code 0, a session-ending code, or no answer) opens the alert with
 * {@link answerMessage} or `errorText()` without waiting for it to close, then rejects with the
 * same {@link ApiError}. An `Error` that is not an API answer (a bug) is rethrown without alert.
 */
export function createAdminApi(options: AdminApiOptions): AdminApi {
  const alerting = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isApiError(error)) void options.alert({ message: answerMessage(error) ?? options.errorText() });
      throw error;
    }
  };
  return {
    request: <T>(config: AxiosRequestConfig) => alerting(() => options.http.request<T>(config)),
    get: <T>(url: string, config?: AxiosRequestConfig) => alerting(() => options.http.get<T>(url, config)),
    post: <T>(url: string, body?: unknown, config?: AxiosRequestConfig) => alerting(() => options.http.post<T>(url, body, config)),
  };
}
