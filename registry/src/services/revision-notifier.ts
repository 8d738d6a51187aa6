/**
 * Wakes long-polling readers of `GET /api/releases?wait=` as soon as the revision changes:
 * at once for writes in this process, within `pollMs` for writes by another process sharing
 * the database.
 */

/** Waits for the release set's revision to move. */
export interface RevisionNotifier {
  /** Tells waiters that a write in this process may have changed the revision. */
  notify(): void;
  /**
   * Resolves with the current revision once it differs from `since`, or after `timeoutMs`
   * (milliseconds) or `close()`, whichever comes first. Never rejects.
   */
  waitForChange(since: number, timeoutMs: number): Promise<number>;
  /** Releases every waiter (on server shutdown). */
  close(): void;
}

/** Creates a notifier over `readRevision` (a cheap read of the current revision). */
export function createRevisionNotifier(readRevision: () => number, pollMs = 1000): RevisionNotifier {
  const wakers = new Set<() => void>();
  let closed = false;

  return {
    notify() {
      for (const wake of [...wakers]) wake();
    },
    waitForChange(since, timeoutMs) {
      return new Promise((resolve) => {
        const check = (force: boolean): void => {
          const revision = readRevision();
          if (!force && revision === since && !closed) return;
          wakers.delete(onWake);
          clearTimeout(timeout);
          clearInterval(poll);
          resolve(revision);
        };
        const onWake = (): void => check(false);
        const timeout = setTimeout(() => check(true), Math.max(0, timeoutMs));
        const poll = setInterval(() => check(false), pollMs);
        wakers.add(onWake);
        check(false);
      });
    },
    close() {
      closed = true;
      for (const wake of [...wakers]) wake();
    },
  };
}
