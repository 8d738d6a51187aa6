/**
 * Error codes of the API and its refusals (decision 067): an expected failure is a value, the
 * shared `Result` (`@meridian/shared/result`) with the numeric codes of the api contract, and
 * http/answer.ts is the one place that turns it into a response. Every failed response is JSON
 * `{ code, message }` (plus `fields` on validation errors); README.md has the table.
 * Codes 50008/50012/50014 are the session codes the site's client reacts to (rule account.logged-out).
 */
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { apiError, type ApiError, type Refused, type Result } from '@meridian/shared/result';

/** Body `code` of each failure, the shared contract's table (decision 026); HTTP status beside each in README.md. */
export const ErrorCode = API_ERROR_CODE;

/** One invalid field of a request, `path` dotted, e.g. 'events.0.event_name'. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}

/** A refusal of the api: `{ status, code (a number of ErrorCode or PaymentErrorCode), message, details?, headers? }`. */
export type ApiRefusal = ApiError<number>;

/** What a service or route handler of the api returns: a value, or a refusal (decision 067). */
export type ApiResult<T> = Result<T, number>;

/** The failed side of an `ApiResult`; it fits every `ApiResult<T>`. */
export type ApiRefused = Refused<number>;

/** The fields of zod issues: each issue's path dotted (`events.0.event_name`) and its message. */
export function issueFields(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** 400 code 40000 listing the invalid fields: body `{ code, message (the fields in one line), fields }`. */
export function validationError(fields: readonly FieldError[]): ApiRefused {
  const summary = fields.map((f) => (f.path === '' ? f.message : `${f.path}: ${f.message}`)).join('; ');
  return apiError(400, ErrorCode.validation, summary || 'invalid request', { fields });
}

/** 404 code 404 for a missing resource, e.g. notFound('device'): message 'device not found'. */
export function notFound(what: string): ApiRefused {
  return apiError(404, ErrorCode.notFound, `${what} not found`);
}

/** 429 code 429 with the header `retry-after: <retryAfterSeconds>` (whole seconds, at least 1). */
export function rateLimited(message: string, retryAfterSeconds: number): ApiRefused {
  return apiError(429, ErrorCode.rateLimited, message, undefined, { 'retry-after': String(retryAfterSeconds) });
}
