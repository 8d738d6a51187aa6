/**
 * The status page's polling rhythm: an immediate check, then waits of 1, 2, 4 and 8 s, capped
 * at 8 s, for about a minute in all; after that the page stops and offers to check again.
 */

/** Polling limits in milliseconds. */
export interface Backoff {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** No wait starts that would end later than this after the first check. */
  readonly maxTotalMs: number;
}

export const STATUS_BACKOFF: Backoff = Object.freeze({ firstDelayMs: 1000, maxDelayMs: 8000, maxTotalMs: 60_000 });

/** Wait before re-check number `retry` (0-based): first * 2^retry, at most maxDelay. */
export function backoffDelay(retry: number, backoff: Backoff = STATUS_BACKOFF): number {
  return Math.min(backoff.firstDelayMs * 2 ** retry, backoff.maxDelayMs);
}

/** Every wait of a full run: [1000, 2000, 4000, 8000, 8000, ...] summing to at most maxTotal (55 s by default). */
export function backoffSchedule(backoff: Backoff = STATUS_BACKOFF): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let retry = 0; total + backoffDelay(retry, backoff) <= backoff.maxTotalMs; retry += 1) {
    const delay = backoffDelay(retry, backoff);
    delays.push(delay);
    total += delay;
  }
  return delays;
}
