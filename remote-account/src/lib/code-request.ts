/**
 * Asking the API to email a code (web/verification/request, api/README.md "Login protection"),
 * for signing in and for a password reset. The first request for an address in a while needs no
 * captcha; a later one, from anyone, is answered 40003 until it carries a captcha v2 token. The
 * page then shows the security check, and the codes mailed before still work meanwhile.
 */
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { parseResponse, verificationRequestCall, type ParsedResponseOf, type RequestOf } from '@meridian/shared/api-schemas';
import { postWithCaptcha } from '@meridian/shared/captcha';
import type { HttpClient } from '@meridian/shared/http';
import type { ActionFailure, Problem } from './action-result.ts';
import { apiCodeOf, commonProblem } from './api-errors.ts';

/** The problems of a code request that ask the visitor for the security check (keys of each namespace that sends codes). */
export const CODE_CAPTCHA_PROBLEM = Object.freeze({ required: 'codeCaptcha.required', rejected: 'codeCaptcha.rejected' } as const);

/**
 * Posts a code request; with a non-empty `captchaToken` (the form's `recasign`) under the
 * captcha gateway path, else plainly. Resolves to the parsed answer (`expires_in`, seconds);
 * rejects as the client does, or with ContractError for an answer off the contract.
 */
export async function postCodeRequest(
  http: Pick<HttpClient, 'post'>,
  body: RequestOf<typeof verificationRequestCall>,
  captchaToken: string,
): Promise<ParsedResponseOf<typeof verificationRequestCall>> {
  const path = verificationRequestCall.path;
  const data =
    captchaToken.trim() === ''
      ? await http.post<unknown>(path, body)
      : await postWithCaptcha<unknown>(http, path, body, () => captchaToken);
  return parseResponse(verificationRequestCall, data);
}

/** The message for a refused code request: the security check asked for or expired, else the common one. */
export function codeRequestProblem(error: unknown): Problem {
  const code = apiCodeOf(error);
  if (code === API_ERROR_CODE.captchaEmpty) return { key: CODE_CAPTCHA_PROBLEM.required };
  if (code === API_ERROR_CODE.captchaInvalid) return { key: CODE_CAPTCHA_PROBLEM.rejected };
  return commonProblem(error);
}

/** True when `failure` is a code request the API wants a captcha for: the form shows the security check. */
export function asksForCaptcha(failure: ActionFailure | null | undefined): boolean {
  const key = failure?.problem?.key;
  return key === CODE_CAPTCHA_PROBLEM.required || key === CODE_CAPTCHA_PROBLEM.rejected;
}
