/**
 * Expected failures as values (conventions rule 10, decision 067): every refusal the registry gives
 * is an `ApiError` (string codes) that the HTTP layer turns into `{ code, message, ...details }` with
 * its status. The type and its builders are the one `Result` the api uses too, from
 * `@meridian/shared/result`.
 */
export { apiError, ok } from '@meridian/shared/result';
export type { ApiError, Result } from '@meridian/shared/result';

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
