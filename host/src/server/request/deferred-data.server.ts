/**
 * Deferred loader data on the server (pages complete without JavaScript, rule site.server-rendered). A loader may
 * return promises beside its awaited data (docs/conventions.md rule 12) for `<Await>` to show as they come in
 * the browser. Streamed to the server HTML they would arrive as hidden chunks that only a script
 * swaps in, and JSON hydration data cannot carry a promise, so the server waits for them: each
 * settled value replaces its promise, `<Await>` renders a plain value at once, and the hydration
 * data holds the same value. Client navigations still get the promises.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Replaces, in place, every promise among the top-level values of each route's loader data (an
 * object keyed by route id, as React Router's static handler context holds it) with the value it
 * fulfilled with. A promise that rejects stays as it is (deferred data is not meant to reject:
 * its `<Await>` then shows its error element in the stream).
 */
export async function settleDeferredData(loaderData: Record<string, unknown>): Promise<void> {
  await Promise.all(
    Object.entries(loaderData).map(async ([routeId, routeData]) => {
      if (!isPlainObject(routeData)) return;
      const pending = Object.entries(routeData).filter(([, value]) => value instanceof Promise);
      if (pending.length === 0) return;
      // A rejection handler must not hand back the rejected promise: a `then` would adopt it and reject.
      const settled = await Promise.all(
        pending.map(async ([key, value]) => {
          const outcome = await (value as Promise<unknown>).then(
            (result) => ({ fulfilled: true, result }),
            () => ({ fulfilled: false, result: undefined }),
          );
          return [key, outcome.fulfilled ? outcome.result : value] as const;
        }),
      );
      loaderData[routeId] = { ...routeData, ...Object.fromEntries(settled) };
    }),
  );
}
