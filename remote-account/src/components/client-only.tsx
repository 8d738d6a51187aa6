import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * Renders `fallback` on the server and during hydration, then `children`. The account screens
 * depend on the browser's session and call the API from the browser only (useHttp throws on
 * the server), so their interactive parts sit inside this.
 */
export function ClientOnly({ children, fallback }: { readonly children: ReactNode; readonly fallback: ReactNode }) {
  return useHydrated() ? children : fallback;
}
