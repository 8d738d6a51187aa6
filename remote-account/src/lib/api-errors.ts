/**
 * Reading what an API call rejected with (api/README.md "Envelope and errors"). The shared
 * client rejects with the body `{ code, message }`, with `{ code: <HTTP status> }` for bodiless
 * failures, or with an axios code such as 'ERR_NETWORK' when nothing answered.
 */
import { isApiError } from '@meridian/shared/http';

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
