/**
 * The outside world as the browser-runtime modules of `shared/` see it: a clock, timers and
 * key/value storage, always injected (docs/conventions.md: no module-level mutable state), so every timed
 * rule of docs/rules.md runs under Jest's fake timers and on the server alike.
 */

/** Milliseconds in one day, the unit of cookie lifetimes. */
export const DAY_MS = 86_400_000;

/** Current time in milliseconds since the Unix epoch (`Date.now` in production). */
export type Now = () => number;

/** An opaque handle returned by `Timers.setTimeout`. */
export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

/** One-shot timers; repeated work is a chain of timeouts, so a slow task never overlaps itself. */
export interface Timers {
  /** Runs `callback` once after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Cancels a pending timeout; unknown or already-fired handles are ignored. */
  clearTimeout(handle: TimerHandle): void;
}

/**
 * Timers backed by the global `setTimeout`/`clearTimeout`, looked up on every call so that
 * fake timers installed after creation (Jest) are honoured.
 */
export function systemTimers(): Timers {
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
  };
}

/** The part of the Web Storage API used here (`localStorage` and `sessionStorage` fit). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * In-memory `KeyValueStorage` for the server render and tests: each call makes a new, empty
 * store. Values are strings, as in Web Storage.
 */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}
