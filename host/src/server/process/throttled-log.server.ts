/**
 * Bounded logging of repeated failures (docs/architecture.md, "Operations": failed loads are bounded
 * in memory and in logs): the first failure of a key is logged at once, later ones are counted
 * and summed up in one line per key per interval. Keys are few (area or area@version), and the
 * table is capped so that a flood of distinct keys cannot grow it without bound.
 */

/** A log function as the host uses it. */
export type Log = (message: string, error?: unknown) => void;

/** Logs a failure under `key`, at most one line per key per interval. */
export type ThrottledLog = (key: string, message: string, error?: unknown) => void;

/** Most keys tracked at once; the oldest is forgotten first. */
const MAX_KEYS = 500;

/** Creates a throttled log over `log` with one line per key per `intervalMs`; `now` is injectable for tests. */
export function createThrottledLog(log: Log, intervalMs: number, now: () => number = Date.now): ThrottledLog {
  const seen = new Map<string, { loggedAt: number; suppressed: number }>();
  return (key, message, error) => {
    const at = now();
    const entry = seen.get(key);
    if (entry !== undefined && at - entry.loggedAt < intervalMs) {
      entry.suppressed += 1;
      return;
    }
    const suppressed = entry?.suppressed ?? 0;
    seen.delete(key);
    seen.set(key, { loggedAt: at, suppressed: 0 });
    if (seen.size > MAX_KEYS) seen.delete(seen.keys().next().value ?? key);
    log(suppressed > 0 ? `${message} (and ${suppressed} more like it in the last ${Math.round(intervalMs / 1000)} s)` : message, error);
  };
}
