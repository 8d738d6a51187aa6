/**
 * The body `code` of every failed `/api/mms/...` response (api/README.md "Envelope and errors")
 * and the one rule for "the session ended" (rule account.logged-out). The api answers with these codes;
 * the remotes read them from the same table. Plain values, no schema library (decision 026).
 */

/** Body `code` of each failure; HTTP status beside each in api/README.md. */
export const API_ERROR_CODE = /*#__PURE__*/ Object.freeze({
  validation: 40000,
  badJson: 40001,
  appType: 40002,
  captchaEmpty: 40003,
  captchaInvalid: 40004,
  badCredentials: 40010,
  badVerificationCode: 40011,
  passwordAlreadySet: 40012,
  wrongCurrentPassword: 40013,
  emailRequired: 40014,
  tooManyBoundIps: 40020,
  noToken: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
  illegalToken: 50008,
  loggedInElsewhere: 50012,
  tokenExpired: 50014,
} as const);

/** One code of {@link API_ERROR_CODE}. */
export type ApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];

/** Codes of a token that is illegal, replaced by a sign-in elsewhere, or expired (the logged-out dialog). */
export const LOGGED_OUT_CODES: readonly number[] = /*#__PURE__*/ Object.freeze([50008, 50012, 50014]);

/** Codes meaning the visitor's session no longer works: no token (401) or a logged-out code. */
export const SESSION_ENDED_CODES: readonly number[] = /*#__PURE__*/ Object.freeze([401, ...LOGGED_OUT_CODES]);

/**
 * True when an answer's code says the session is missing, revoked, replaced or expired.
 * @param code a body code or HTTP status (a number); strings (network codes) are never session codes
 */
export function isSessionEndedCode(code: unknown): boolean {
  return typeof code === 'number' && SESSION_ENDED_CODES.includes(code);
}
