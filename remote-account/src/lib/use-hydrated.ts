import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates, true afterwards (and for client-only
 * renders). Account state lives in the browser (the token never reaches the server), so
 * anything that depends on it renders only once this is true, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
