/**
 * False during the server render and the hydration render, true afterwards: what depends on
 * the browser (the session, the query) waits for it, so hydration always matches the server HTML.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** True once the page runs in the browser after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
