/**
 * Wakes long-polling readers of `GET /api/releases?wait=` as soon as the revision changes: at
 * once for writes in this process, on PostgreSQL's NOTIFY for writes by another registry process
 * (`notify()` is called by the repository's `onRevision`), and within `pollMs` in any case. The
 * poll is the safety net: NOTIFY is not replayed to a listener that was disconnected, and the
 * SQLite store has no such signal.
 */

/** Waits for the release set's revision to move. */
export interface RevisionNotifier {
  /** Tells waiters that a write (in this process or, by NOTIFY, another) may have changed the revision. */
  notify(): void;
  /**
   * Resolves with the revision once it differs from `since`, or with `since` after `timeoutMs`
   * (milliseconds) or `close()`, whichever comes first. Never rejects: a failed read is retried
   * at the next notification or poll.
   */
  waitForChange(since: number, timeoutMs: number): Promise<number>;
  /** Releases every waiter (on server shutdown). */
  close(): void;
}

interface Waiter {
  since: number;
  resolve: (revision: number) => void;
  timeout: NodeJS.Timeout;
}

/**
 * Creates a notifier over `readRevision` (a cheap read of the current revision). However many
 * requests wait, one read at a time is made per notification or poll tick.
 */
export function createRevisionNotifier(readRevision: () => Promise<number>, pollMs = 1000): RevisionNotifier {
  const waiters = new Set<Waiter>();
  let poll: NodeJS.Timeout | null = null;
  let reading: Promise<void> | null = null;
  let readAgain = false;
  let closed = false;

  function settle(waiter: Waiter, revision: number): void {
    waiters.delete(waiter);
    clearTimeout(waiter.timeout);
    waiter.resolve(revision);
    if (waiters.size === 0 && poll !== null) {
      clearInterval(poll);
      poll = null;
    }
  }

  async function readOnce(): Promise<void> {
    let revision: number;
    try {
      revision = await readRevision();
    } catch {
      return;
    }
    for (const waiter of [...waiters]) if (waiter.since !== revision) settle(waiter, revision);
  }

  function check(): void {
    if (waiters.size === 0) return;
    if (reading !== null) {
      // A read already in flight may predate the write that caused this call: read once more after it.
      readAgain = true;
      return;
    }
    reading = (async () => {
      do {
        readAgain = false;
        await readOnce();
      } while (readAgain && waiters.size > 0);
    })().finally(() => {
      reading = null;
    });
  }

  return {
    notify: check,
    waitForChange(since, timeoutMs) {
      return new Promise((resolve) => {
        if (closed) {
          resolve(since);
          return;
        }
        const waiter: Waiter = { since, resolve, timeout: setTimeout(() => settle(waiter, since), Math.max(0, timeoutMs)) };
        waiters.add(waiter);
        poll ??= setInterval(check, pollMs);
        check();
      });
    },
    close() {
      closed = true;
      for (const waiter of [...waiters]) settle(waiter, waiter.since);
    },
  };
}
