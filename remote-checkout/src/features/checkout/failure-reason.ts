/** Maps what a failed purchase rejected with to the reason the form explains. */
import { EMPTY_CAPTCHA_TOKEN_MESSAGE } from '@meridian/shared/captcha';
import { isApiError } from '@meridian/shared/http';
import { isSessionError, isTransientError } from '../../lib/api-errors.ts';

/** Why a purchase could not start; each has its own message (`pricing:checkout.errors.<reason>`). */
export type FailureReason = 'captcha' | 'rateLimited' | 'unavailable' | 'network' | 'session' | 'unknown';

/** API body codes of a refused captcha (empty, rejected) and of a provider or plan not on sale. */
const CAPTCHA_CODES: readonly (number | string)[] = [40003, 40004];
const UNAVAILABLE_CODES: readonly (number | string)[] = [40030, 40032, 404];

/** The reason for `error`: the client's ApiError, the captcha's Error, or anything else. */
export function failureReason(error: unknown): FailureReason {
  if (isApiError(error)) {
    if (CAPTCHA_CODES.includes(error.code)) return 'captcha';
    if (error.code === 429) return 'rateLimited';
    if (isSessionError(error)) return 'session';
    if (UNAVAILABLE_CODES.includes(error.code)) return 'unavailable';
    return isTransientError(error) ? 'network' : 'unknown';
  }
  if (error instanceof Error && (error.message === EMPTY_CAPTCHA_TOKEN_MESSAGE || error.message.startsWith('waiting for the captcha'))) {
    return 'captcha';
  }
  return 'unknown';
}
