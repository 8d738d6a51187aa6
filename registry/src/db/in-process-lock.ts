/**
 * Serialises work per key inside one process: the embedded store's publish lock (one registry
 * process owns the SQLite file's writes; the primary key still refuses a second insert).
 */

/** A keyed lock: `run(key, work)` starts `work` after every earlier `run` of the same key has settled. */
export interface KeyedLock {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** Creates an empty keyed lock. */
export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run(key, work) {
      const before = tails.get(key) ?? Promise.resolve();
      const running = before.then(work, work);
      const settled = running.catch(() => undefined);
      tails.set(key, settled);
      try {
        return await running;
      } finally {
        if (tails.get(key) === settled) tails.delete(key);
      }
    },
  };
}
