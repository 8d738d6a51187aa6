/** The success envelope of every /api/mms, /ws and /l10n response (README.md "Envelope"). */
import type { ApiCall, ResponseOf } from '@meridian/shared/api-schemas';

/** Body of a successful call: `{ code: 0, message: 'ok', data }`. */
export interface Envelope<T> {
  readonly code: 0;
  readonly message: 'ok';
  readonly data: T;
}

/** Wraps `data` in the success envelope. */
export function envelope<T>(data: T): Envelope<T> {
  return { code: 0, message: 'ok', data };
}

/**
 * Wraps `data` in the success envelope, typed by the shared contract: `data` must be the
 * call's response shape (`z.input` of its schema), so a change of shape is a type error here
 * and in the remotes that parse it (decision 026).
 */
export function reply<C extends ApiCall>(_call: C, data: ResponseOf<C>): Envelope<ResponseOf<C>> {
  return envelope(data);
}
