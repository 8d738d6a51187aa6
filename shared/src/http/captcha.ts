/**
 * Captcha-protected calls (rule account.captcha): login carries a reCAPTCHA v2 token,
 * anonymous signup and the s1 subscription a v3 token, each in the body as `recasign`, and each
 * is sent under a rewritten path that the captcha gateway checks before the API sees it.
 */
import type { HttpClient } from './http-client.ts';

/** reCAPTCHA flavour of a protected call. */
export type CaptchaVersion = 'v2' | 'v3';

/** Gateway prefix per captcha version (rule account.captcha). */
export const CAPTCHA_PREFIXES: Readonly<Record<CaptchaVersion, string>> = Object.freeze({
  v2: '/ws/mm/reca/r2',
  v3: '/ws/mm/reca/r3',
});

/**
 * The protected API paths and the captcha version each takes (rule account.captcha). A code request
 * (verification/request) needs one only when the API asks for it (400 40003: not the first
 * request for the address in a while, api/README.md).
 */
export const CAPTCHA_PATHS: Readonly<Record<string, CaptchaVersion>> = Object.freeze({
  '/api/mms/account/v1/web/login': 'v2',
  '/api/mms/account/v1/web/verification/request': 'v2',
  '/api/mms/account/v1/web/anonymous_signup': 'v3',
  '/api/mms/payment/v1/providers/s1/create_subscription': 'v3',
});

/** Message of the Error for a missing token (rule account.captcha). */
export const EMPTY_CAPTCHA_TOKEN_MESSAGE = 'recaptcha token is empty';

/** Captcha script polling (rule account.captcha): every 200 ms, at most 300 polls (about 60 s). */
export const CAPTCHA_POLL = Object.freeze({ intervalMs: 200, maxPolls: 300 } as const);

/** The captcha version a path needs (query string ignored), or null for an unprotected path. */
export function captchaVersionOf(path: string): CaptchaVersion | null {
  const pathname = path.split('?')[0] ?? path;
  return Object.hasOwn(CAPTCHA_PATHS, pathname) ? (CAPTCHA_PATHS[pathname] ?? null) : null;
}

/**
 * The request to send for a protected call: `url` is `path` under its gateway prefix
 * (`/api/mms/account/v1/web/login` -> `/ws/mm/reca/r2/api/mms/account/v1/web/login`), `body`
 * is a copy of `body` plus `recasign: token`.
 *
 * @throws Error('recaptcha token is empty') when `token` is empty or blank
 * @throws Error naming the path when it is not a captcha-protected path
 */
export function signCaptchaRequest<B extends object>(
  path: string,
  body: B,
  token: string,
): { url: string; body: B & { recasign: string } } {
  const version = captchaVersionOf(path);
  if (version === null) throw new Error(`signing a captcha request: ${path} is not a captcha-protected path`);
  if (token.trim() === '') throw new Error(EMPTY_CAPTCHA_TOKEN_MESSAGE);
  return { url: `${CAPTCHA_PREFIXES[version]}${path}`, body: { ...body, recasign: token } };
}

/**
 * POSTs a protected call: awaits `getToken()` (the page's grecaptcha response or execute), signs
 * the request and posts it through the client, resolving to the envelope's `data`.
 * Rejects with Error('recaptcha token is empty') before any request when the token is empty,
 * otherwise as {@link HttpClient.post} does.
 */
export async function postWithCaptcha<T = unknown>(
  http: Pick<HttpClient, 'post'>,
  path: string,
  body: object,
  getToken: () => string | null | undefined | Promise<string | null | undefined>,
): Promise<T> {
  const token = (await getToken()) ?? '';
  const request = signCaptchaRequest(path, body, token);
  return http.post<T>(request.url, request.body);
}

/** Options of {@link waitForCaptcha}; both default to {@link CAPTCHA_POLL}. */
export type WaitForCaptchaOptions = { readonly intervalMs?: number; readonly maxPolls?: number };

/**
 * Resolves once `isReady()` (for example `() => typeof window.grecaptcha?.execute === 'function'`)
 * is true. It checks at once, then polls every `intervalMs` (200 ms); when poll number `maxPolls`
 * (300, so after 60 000 ms) still finds it not ready, it rejects with an Error saying so
 * (rule account.captcha: the call fails when the captcha script does not load). A throwing `isReady`
 * rejects with its error.
 */
export function waitForCaptcha(isReady: () => boolean, options: WaitForCaptchaOptions = {}): Promise<void> {
  const intervalMs = options.intervalMs ?? CAPTCHA_POLL.intervalMs;
  const maxPolls = options.maxPolls ?? CAPTCHA_POLL.maxPolls;
  return new Promise<void>((resolve, reject) => {
    let polls = 0;
    const check = (): void => {
      try {
        if (isReady()) {
          resolve();
          return;
        }
      } catch (error) {
        reject(error instanceof Error ? error : new Error(`waiting for the captcha script: ${String(error)}`));
        return;
      }
      if (polls >= maxPolls) {
        reject(new Error(`waiting for the captcha script: not loaded after ${maxPolls} polls at ${intervalMs} ms`));
        return;
      }
      polls += 1;
      setTimeout(check, intervalMs);
    };
    check();
  });
}
