/**
 * Login and sign-in-by-code calls (spec section 7, api/README.md): POST web/login with a
 * captcha v2 token, and web/verification/request + validate with purpose 'login', which
 * signs in by emailed code and creates the account on first use.
 */
import { postWithCaptcha } from '@meridian/shared/captcha';
import type { HttpClient } from '@meridian/shared/http';
import { isRecord, numberOf, stringOf } from '../../lib/guards.ts';

/** The login path; the captcha helper sends it as /ws/mm/reca/r2/... with `recasign`. */
export const LOGIN_PATH = '/api/mms/account/v1/web/login';
export const VERIFICATION_REQUEST_PATH = '/api/mms/account/v1/web/verification/request';
export const VERIFICATION_VALIDATE_PATH = '/api/mms/account/v1/web/verification/validate';

/** A new session: the bearer token for the user store. */
export interface IssuedSession {
  readonly token: string;
}

/** A session made from an emailed code, with what the account still lacks. */
export interface CodeSession extends IssuedSession {
  readonly isNewUser: boolean;
  readonly isPasswordSet: boolean;
}

function tokenOf(data: unknown, what: string): string {
  const token = isRecord(data) ? stringOf(data.token) : undefined;
  if (!token) throw new Error(`${what}: the answer has no token`);
  return token;
}

/**
 * Logs in with email and password. `getCaptchaToken` gives the v2 widget's token; an empty one
 * rejects with Error('recaptcha token is empty') before any request. Other rejections are the
 * API's (40010 wrong credentials, 40003/40004 captcha, 403 disabled, 429).
 */
export async function logIn(
  http: Pick<HttpClient, 'post'>,
  credentials: { readonly email: string; readonly password: string },
  getCaptchaToken: () => Promise<string>,
): Promise<IssuedSession> {
  const data = await postWithCaptcha<unknown>(http, LOGIN_PATH, credentials, getCaptchaToken);
  return { token: tokenOf(data, 'logging in') };
}

/** Emails a sign-in code; resolves to how long it stays valid, in seconds (600 by default). */
export async function requestLoginCode(http: Pick<HttpClient, 'post'>, email: string): Promise<number> {
  const data = await http.post<unknown>(VERIFICATION_REQUEST_PATH, { email, purpose: 'login' });
  return (isRecord(data) ? numberOf(data.expires_in) : undefined) ?? 600;
}

/** Signs in with an emailed code (creating the account on first use); 40011 for a bad code. */
export async function signInWithCode(http: Pick<HttpClient, 'post'>, email: string, code: string): Promise<CodeSession> {
  const data = await http.post<unknown>(VERIFICATION_VALIDATE_PATH, { email, code, purpose: 'login' });
  const record = isRecord(data) ? data : {};
  return {
    token: tokenOf(data, 'signing in with a code'),
    isNewUser: record.is_new_user === true,
    isPasswordSet: record.is_password_set === true,
  };
}
