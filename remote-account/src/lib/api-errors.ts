/**
 * Reading what an API call rejected with (api/README.md "Envelope and errors"). The shared
 * client rejects with the body `{ code, message }`, with `{ code: <HTTP status> }` for bodiless
 * failures, or with an axios code such as 'ERR_NETWORK' when nothing answered.
 */
import { LOGGED_OUT_CODES, isApiError } from '@meridian/shared/http';
import type { Problem } from './action-result.ts';

/** API codes the account screens react to. */
export const API_CODE = Object.freeze({
  validation: 40000,
  captchaEmpty: 40003,
  captchaRejected: 40004,
  badCredentials: 40010,
  badVerificationCode: 40011,
  passwordAlreadySet: 40012,
  wrongCurrentPassword: 40013,
  emailRequired: 40014,
  tooManyBoundIps: 40020,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  rateLimited: 429,
} as const);

/** The numeric API code of a rejection; 'network' when no answer came; undefined for anything else. */
export function apiCodeOf(error: unknown): number | 'network' | undefined {
  if (!isApiError(error)) return undefined;
  const code = Number(error.code);
  if (Number.isInteger(code)) return code;
  return 'network';
}

/** True when the API says the session token is missing, revoked or expired (401, 50008, 50012, 50014). */
export function isSessionEnded(error: unknown): boolean {
  const code = apiCodeOf(error);
  return typeof code === 'number' && (code === API_CODE.unauthorized || LOGGED_OUT_CODES.includes(code));
}

/** Failures every form words the same way; each has a message under `form.api.<failure>`. */
export type CommonFailure = 'network' | 'rateLimited' | 'invalid' | 'server';

/** The {@link CommonFailure} for a rejection the caller has no specific message for. */
export function commonFailureOf(error: unknown): CommonFailure {
  const code = apiCodeOf(error);
  if (code === 'network') return 'network';
  if (code === API_CODE.rateLimited) return 'rateLimited';
  if (code === API_CODE.validation) return 'invalid';
  return 'server';
}

/** The form-level message for a rejection with no more specific wording. */
export function commonProblem(error: unknown): Problem {
  return { key: `form.api.${commonFailureOf(error)}` };
}
