/**
 * Prefetch of page payloads (rule shell.prefetch): never before 1 s after navigation start, and
 * not on a very slow connection or when the visitor asked to save data. The host prefetches other
 * areas on intent within these rules (host/src/routing/intent-prefetch.client.ts, decision 027).
 */

/** Delay before prefetching, in milliseconds (rule shell.prefetch). */
export const PREFETCH_DELAY_MS = 1000;

/** The part of the Network Information API read here (`navigator.connection`). */
export interface ConnectionLike {
  /** `'slow-2g' | '2g' | '3g' | '4g'` in browsers that report it. */
  readonly effectiveType?: string;
  /** True when the visitor turned on data saving. */
  readonly saveData?: boolean;
}

/** True for `effectiveType` `slow-2g` or `2g`, or `saveData`; an unknown connection is not slow. */
export function isSlowConnection(connection: ConnectionLike | undefined): boolean {
  if (connection === undefined) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}
