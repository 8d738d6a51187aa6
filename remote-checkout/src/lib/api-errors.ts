/** What an API refusal means for a page (api/README.md, "Envelope and errors"). */
import { isSessionEndedCode } from '@meridian/shared/api-contract';
import { isApiError } from '@meridian/shared/http';

/** True when `error` says the visitor's session token no longer works (the contract's session-ended rule). */
export function isSessionError(error: unknown): boolean {
  return isApiError(error) && isSessionEndedCode(error.code);
}

/** True for trouble that may pass: no connection (a string code), 429, or a 5xx. */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return typeof error.code === 'string' || error.code === 429 || (error.code >= 500 && error.code < 600);
}

/** True when the API answered `code` (a body code such as 40011 or 404). */
export function hasCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}
