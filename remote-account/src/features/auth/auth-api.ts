/**
 * Login and sign-in-by-code calls (spec section 7, api/README.md): POST web/login with a
 * captcha v2 token, and web/verification/request + validate with purpose 'login', which
 * signs in by emailed code and creates the account on first use. Every sign-in sends the
 * browser's device token and answers a new one (login protection).
 */
import { postWithCaptcha } from '@meridian/shared/captcha';
import { API_PATH } from '@meridian/shared/api-contract';
import type { HttpClient } from '@meridian/shared/http';
import { postCodeRequest } from '../../lib/code-request.ts';
import { isRecord, numberOf, stringOf } from '../../lib/guards.ts';

/** How long an emailed code stays valid when the API does not say (api/README.md), in seconds. */
export const DEFAULT_CODE_TTL_SECONDS = 600;

/** A new session: the bearer token and the device token to keep for later sign-ins. */
export interface IssuedSession {
  readonly token: string;
  readonly deviceToken: string | undefined;
}

/** A session made from an emailed code, with what the account still lacks. */
export interface CodeSession extends IssuedSession {
  readonly isNewUser: boolean;
  readonly isPasswordSet: boolean;
  /** True when the code sign-in moved an anonymous purchase into this account. */
  readonly claimed: boolean;
}

function sessionOf(data: unknown, what: string): IssuedSession {
  const token = isRecord(data) ? stringOf(data.token) : undefined;
  if (!token) throw new Error(`${what}: the answer has no token`);
  return { token, deviceToken: (isRecord(data) ? stringOf(data.device_token) : undefined) || undefined };
}

const withDevice = (deviceToken: string | null) => (deviceToken ? { device_token: deviceToken } : {});

/**
 * Logs in with email and password and the v2 captcha token `captchaToken`. An empty token
 * rejects with Error('recaptcha token is empty') before any request. Other rejections are the
 * API's (40010 wrong credentials, 40003/40004 captcha, 403 disabled, 429 locked out).
 */
export async function logIn(
  http: Pick<HttpClient, 'post'>,
  credentials: { readonly email: string; readonly password: string; readonly deviceToken: string | null },
  captchaToken: string,
): Promise<IssuedSession> {
  const body = { email: credentials.email, password: credentials.password, ...withDevice(credentials.deviceToken) };
  return sessionOf(await postWithCaptcha<unknown>(http, API_PATH.login, body, () => captchaToken), 'logging in');
}

/**
 * Emails a sign-in code; resolves to how long it stays valid, in seconds. `captchaToken` is the
 * form's v2 token ('' when the form had no security check); 40003 asks for one.
 */
export async function requestLoginCode(http: Pick<HttpClient, 'post'>, email: string, captchaToken = ''): Promise<number> {
  const data = await postCodeRequest(http, { email, purpose: 'login' }, captchaToken);
  return (isRecord(data) ? numberOf(data.expires_in) : undefined) ?? DEFAULT_CODE_TTL_SECONDS;
}

/**
 * Signs in with an emailed code (creating the account on first use; called with an anonymous
 * account's token it claims that account's purchase); 40011 for a bad code.
 */
export async function signInWithCode(
  http: Pick<HttpClient, 'post'>,
  input: { readonly email: string; readonly code: string; readonly deviceToken: string | null },
): Promise<CodeSession> {
  const data = await http.post<unknown>(API_PATH.verificationValidate, {
    email: input.email,
    code: input.code,
    purpose: 'login',
    ...withDevice(input.deviceToken),
  });
  const record = isRecord(data) ? data : {};
  return {
    ...sessionOf(data, 'signing in with a code'),
    isNewUser: record.is_new_user === true,
    isPasswordSet: record.is_password_set === true,
    claimed: record.claimed === true,
  };
}
