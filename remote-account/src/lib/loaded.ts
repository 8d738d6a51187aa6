/**
 * Deferred data of a loader (docs/conventions.md rule 12): a promise that never rejects, so `<Await>` has
 * no error to throw and a failed load shows as a message in its own section of the page.
 */

/** A deferred load's outcome. */
export type Loaded<T> = { readonly ok: true; readonly data: T } | { readonly ok: false };

/** `load` as a {@link Loaded} promise: its data, or `{ ok: false }` for any failure. */
export function settle<T>(load: Promise<T>): Promise<Loaded<T>> {
  return load.then(
    (data): Loaded<T> => ({ ok: true, data }),
    (): Loaded<T> => ({ ok: false }),
  );
}
