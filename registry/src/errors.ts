/**
 * Expected failures as values (docs/conventions.md rule 10): every refusal the API gives is an `ApiError`
 * that the HTTP layer turns into `{ code, message, ...details }` with its status.
 */

/** A refusal: HTTP `status`, a stable machine `code`, a sentence for people, optional extra fields. */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** Either a value or a refusal. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** Builds a refusal. */
export function apiError(status: number, code: string, message: string, details?: Record<string, unknown>): { ok: false; error: ApiError } {
  return { ok: false, error: details === undefined ? { status, code, message } : { status, code, message, details } };
}

/** Wraps a value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/**
 * A one-line description of a thrown value: its message plus the cause's code or message
 * (`fetch failed (ECONNREFUSED)`). Duck-typed, since errors from another realm fail `instanceof`.
 */
export function describeError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const message = Reflect.get(error, 'message');
  const cause: unknown = Reflect.get(error, 'cause');
  const causeText = typeof cause === 'object' && cause !== null ? (Reflect.get(cause, 'code') ?? Reflect.get(cause, 'message')) : undefined;
  const base = typeof message === 'string' ? message : String(error);
  return typeof causeText === 'string' ? `${base} (${causeText})` : base;
}
