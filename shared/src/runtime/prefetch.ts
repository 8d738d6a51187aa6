/**
 * Prefetch of page payloads (spec sections 4 and 9): starts 1 s after it is scheduled, unless
 * the connection is very slow or the visitor asked to save data.
 */
import type { Timers } from './ports.ts';

/** Delay before prefetching, in milliseconds (spec section 9). */
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

/** Arguments of `schedulePrefetch`. */
export interface PrefetchOptions {
  /** Starts fetching the payloads; called at most once. */
  readonly prefetch: () => void;
  readonly timers: Timers;
  /** `navigator.connection`, absent in browsers without the API. */
  readonly connection?: ConnectionLike;
  /** Delay in ms; defaults to 1000. */
  readonly delayMs?: number;
}

/**
 * Schedules `prefetch` after `delayMs`, or not at all on a slow connection.
 * Returns a function that cancels a prefetch that has not started yet.
 */
export function schedulePrefetch(options: PrefetchOptions): () => void {
  const { prefetch, timers, connection, delayMs = PREFETCH_DELAY_MS } = options;
  if (isSlowConnection(connection)) return () => {};
  const timer = timers.setTimeout(prefetch, delayMs);
  return () => timers.clearTimeout(timer);
}
