/** Maps what a failed purchase rejected with to the reason the form explains. */
import { EMPTY_CAPTCHA_TOKEN_MESSAGE } from '@meridian/shared/captcha';
import { isApiError } from '@meridian/shared/http';
import type { FailureReason } from './purchase-flow.ts';

/** API body codes of a refused captcha (empty, rejected) and of a disabled provider. */
const CAPTCHA_CODES: readonly (number | string)[] = [40003, 40004];
const UNAVAILABLE_CODES: readonly (number | string)[] = [40030, 40032, 404];

/** The reason for `error`: the client's ApiError, the captcha's Error, or anything else. */
export function failureReason(error: unknown): FailureReason {
  if (isApiError(error)) {
    if (CAPTCHA_CODES.includes(error.code)) return 'captcha';
    if (error.code === 429) return 'rate-limited';
    if (UNAVAILABLE_CODES.includes(error.code)) return 'unavailable';
    if (typeof error.code === 'string' || (error.code >= 500 && error.code < 600)) return 'network';
    return 'unknown';
  }
  if (error instanceof Error && (error.message === EMPTY_CAPTCHA_TOKEN_MESSAGE || error.message.startsWith('waiting for the captcha'))) {
    return 'captcha';
  }
  return 'unknown';
}
