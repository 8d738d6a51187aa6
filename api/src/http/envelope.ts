/** The success envelope of every /api/mms, /ws and /l10n response (README.md "Envelope"). */

/** Body of a successful call: `{ code: 0, message: 'ok', data }`. */
export interface Envelope<T> {
  readonly code: 0;
  readonly message: 'ok';
  readonly data: T;
}

/** Wraps `data` in the success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'ok', data };
}
