/**
 * Reading what an API call rejected with (api/README.md "Envelope and errors"). The shared
 * client rejects with the body `{ code, message }`, with `{ code: <HTTP status> }` for bodiless
 * failures, or with an axios code such as 'ERR_NETWORK' when nothing answered.
 */
import { API_ERROR_CODE, isSessionEndedCode } from '@meridian/shared/api-contract';
import { isApiError } from '@meridian/shared/http';
import type { Problem } from './action-result.ts';

/** The numeric API code of a rejection; 'network' when no answer came; undefined for anything else. */
export function apiCodeOf(error: unknown): number | 'network' | undefined {
  if (!isApiError(error)) return undefined;
  const code = Number(error.code);
  if (Number.isInteger(code)) return code;
  return 'network';
}

/** True when the API says the session token is missing, revoked or expired (401, 50008, 50012, 50014). */
export function isSessionEnded(error: unknown): boolean {
  return isSessionEndedCode(apiCodeOf(error));
}

/** Failures every form words the same way; each has a message under `form.api.<failure>`. */
export type CommonFailure = 'network' | 'rateLimited' | 'invalid' | 'server';

/** The {@link CommonFailure} for a rejection the caller has no specific message for. */
export function commonFailureOf(error: unknown): CommonFailure {
  const code = apiCodeOf(error);
  if (code === 'network') return 'network';
  if (code === API_ERROR_CODE.rateLimited) return 'rateLimited';
  if (code === API_ERROR_CODE.validation) return 'invalid';
  return 'server';
}

/** The form-level message for a rejection with no more specific wording. */
export function commonProblem(error: unknown): Problem {
  return { key: `form.api.${commonFailureOf(error)}` };
}
