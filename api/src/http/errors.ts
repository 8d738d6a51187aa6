/**
 * Error codes of the API and the one error type handlers throw. Every failed response is
 * JSON `{ code, message }` (plus `fields` on validation errors); README.md has the table.
 * Codes 50008/50012/50014 are the session codes the site's client reacts to (spec section 8).
 */
import { API_ERROR_CODE } from '@meridian/shared/api-contract';

/** Body `code` of each failure, the shared contract's table (decision 026); HTTP status beside each in README.md. */
export const ErrorCode = API_ERROR_CODE;

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
