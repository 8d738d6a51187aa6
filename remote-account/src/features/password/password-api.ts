/**
 * Password calls (api/README.md): a reset code by email
 * (web/verification/request, purpose 'reset_password'), web/reset_password with that code,
 * web/set_password for an account that has none, web/change_password.
 */
import {
  changePasswordCall,
  parseResponse,
  resetPasswordCall,
  setPasswordCall,
  type ApiCall,
  type RequestOf,
} from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import { postCodeRequest } from '../../lib/code-request.ts';

type Poster = Pick<HttpClient, 'post'>;

/** Posts `body` to `apiCall` and checks its answer against the contract (ContractError when off it). */
async function post<C extends ApiCall>(http: Poster, apiCall: C, body: RequestOf<C>): Promise<void> {
  parseResponse(apiCall, await http.post<unknown>(apiCall.path, body));
}

/**
 * Emails a reset code; the API answers the same whether or not the address has an account.
 * `captchaToken` is the form's v2 token ('' without a security check); 40003 asks for one.
 */
export async function requestResetCode(http: Poster, email: string, captchaToken = ''): Promise<void> {
  await postCodeRequest(http, { email, purpose: 'reset_password' }, captchaToken);
}

/** Sets a new password with an emailed code; 40011 for a bad code. Every session of the account ends. */
export async function resetPassword(
  http: Poster,
  input: { readonly email: string; readonly code: string; readonly password: string },
): Promise<void> {
  await post(http, resetPasswordCall, { email: input.email, code: input.code, password: input.password });
}

/** Gives a password to the signed-in account; 40012 when it has one, 40014 when it has no email. */
export async function setPassword(http: Poster, password: string): Promise<void> {
  await post(http, setPasswordCall, { password });
}

/** Changes the signed-in account's password; 40013 when `oldPassword` is wrong. Other sessions end. */
export async function changePassword(http: Poster, oldPassword: string, newPassword: string): Promise<void> {
  await post(http, changePasswordCall, { old_password: oldPassword, new_password: newPassword });
}
