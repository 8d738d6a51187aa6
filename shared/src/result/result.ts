/**
 * Expected failures as values (conventions rule 10, decision 067): the one `Result` of the api and
 * the registry, exported as `@meridian/shared/result`. A service returns `Result<T>`; only the
 * HTTP edge of each backend turns a refusal into a response of its `status` and `headers` with
 * the body `{ code, message, ...details }`. Unexpected failures stay thrown `Error`s.
 * The registry's codes are strings (`'not-found'`); the api's are the numbers of the shared api
 * contract (`API_ERROR_CODE`, decision 026), so the code type is a parameter.
 */

/** A refusal's machine code: the registry's strings, the api's numbers. */
export type RefusalCode = string | number;

/**
 * A refusal: HTTP `status`, a stable machine `code`, a sentence for people (`message`), extra
 * body fields (`details`, sent after code and message, e.g. the api's `fields`) and response
 * `headers` (e.g. `retry-after` in seconds).
 */
export interface ApiError<C extends RefusalCode = string> {
  status: number;
  code: C;
  message: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The failed side of a `Result`; it fits every `Result<T, C>` whatever `T`. */
export interface Refused<C extends RefusalCode = string> {
  ok: false;
  error: ApiError<C>;
}

/** Either a value or a refusal. */
export type Result<T, C extends RefusalCode = string> = { ok: true; value: T } | Refused<C>;

/**
 * Builds a refusal; `details` and `headers` are left out of the error when not given.
 * @param status HTTP status, 4xx or 503
 * @param code a string (registry) or a number of the api contract (api)
 */
export function apiError(
  status: number,
  code: number,
  message: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): Refused<number>;
// Last, so `ReturnType<typeof apiError>` is the registry's string-coded refusal.
export function apiError(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): Refused<string>;
export function apiError(
  status: number,
  code: RefusalCode,
  message: string,
  details?: Record<string, unknown>,
  headers?: Record<string, string>,
): Refused<RefusalCode> {
  const error: ApiError<RefusalCode> = { status, code, message };
  if (details !== undefined) error.details = details;
  if (headers !== undefined) error.headers = headers;
  return { ok: false, error };
}

/** Wraps a value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** The JSON body of a refusal: `{ code, message, ...details }`, in that key order. */
export function refusalBody<C extends RefusalCode>(error: ApiError<C>): Record<string, unknown> {
  return { code: error.code, message: error.message, ...error.details };
}
