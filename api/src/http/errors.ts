/**
 * Error codes of the API and the one error type handlers throw. Every failed response is
 * JSON `{ code, message }` (plus `fields` on validation errors); README.md has the table.
 * Codes 50008/50012/50014 are the session codes the site's client reacts to (spec section 8).
 */

/** Body `code` of each failure; HTTP status beside each in README.md. */
export const ErrorCode = {
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
} as const;

/** One invalid field of a request, `path` dotted, e.g. 'events.0.event_name'. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** An expected failure: becomes a response of `status` with body `{ code, message, fields? }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fields: readonly FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: number,
    message: string,
    extra: { fields?: readonly FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
    this.headers = extra.headers ?? {};
  }
}

/** 400 validation failure listing the invalid fields. */
export function validationError(fields: readonly FieldError[]): ApiError {
  const summary = fields.map((f) => (f.path === '' ? f.message : `${f.path}: ${f.message}`)).join('; ');
  return new ApiError(400, ErrorCode.validation, summary || 'invalid request', { fields });
}

/** 404 for a missing resource, e.g. notFound('device'). */
export function notFound(what: string): ApiError {
  return new ApiError(404, ErrorCode.notFound, `${what} not found`);
}
