/**
 * Login and sign-in-by-code calls (api/README.md): POST web/login with a
 * captcha v2 token, and web/verification/request + validate with purpose 'login', which
 * signs in by emailed code and creates the account on first use. Every sign-in sends the
 * browser's device token and answers a new one (login protection).
 */
import { postWithCaptcha } from '@meridian/shared/captcha';
import { ContractError, loginCall, parseResponse, verificationValidateCall, type RequestOf } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import { postCodeRequest } from '../../lib/code-request.ts';

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

const withDevice = (deviceToken: string | null) => (deviceToken ? { device_token: deviceToken } : {});

/**
 * Logs in with email and password and the v2 captcha token `captchaToken`. An empty token
 * rejects with Error('recaptcha token is empty') before any request. Other rejections are the
 * API's (40010 wrong credentials, 40003/40004 captcha, 403 disabled, 429 locked out), or
 * ContractError for an answer off the contract.
 */
export async function logIn(
  http: Pick<HttpClient, 'post'>,
  credentials: { readonly email: string; readonly password: string; readonly deviceToken: string | null },
  captchaToken: string,
): Promise<IssuedSession> {
  const body: RequestOf<typeof loginCall> = {
    email: credentials.email,
    password: credentials.password,
    ...withDevice(credentials.deviceToken),
  };
  const session = parseResponse(loginCall, await postWithCaptcha<unknown>(http, loginCall.path, body, () => captchaToken));
  return { token: session.token, deviceToken: session.device_token || undefined };
}

/**
 * Emails a sign-in code; resolves to how long it stays valid, in seconds. `captchaToken` is the
 * form's v2 token ('' when the form had no security check); 40003 asks for one.
 */
export async function requestLoginCode(http: Pick<HttpClient, 'post'>, email: string, captchaToken = ''): Promise<number> {
  return (await postCodeRequest(http, { email, purpose: 'login' }, captchaToken)).expires_in;
}

/**
 * Signs in with an emailed code (creating the account on first use; called with an anonymous
 * account's token it claims that account's purchase); 40011 for a bad code, ContractError for
 * an answer off the contract (a login code answered without a session included).
 */
export async function signInWithCode(
  http: Pick<HttpClient, 'post'>,
  input: { readonly email: string; readonly code: string; readonly deviceToken: string | null },
): Promise<CodeSession> {
  const body: RequestOf<typeof verificationValidateCall> = {
    email: input.email,
    code: input.code,
    purpose: 'login',
    ...withDevice(input.deviceToken),
  };
  const data = parseResponse(verificationValidateCall, await http.post<unknown>(verificationValidateCall.path, body));
  if (!('token' in data)) throw new ContractError(verificationValidateCall.path, ['token: a sign-in by code answers a session']);
  return {
    token: data.token,
    deviceToken: data.device_token || undefined,
    isNewUser: data.is_new_user,
    isPasswordSet: data.is_password_set,
    claimed: data.claimed,
  };
}
