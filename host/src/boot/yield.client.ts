/**
 * A task boundary between start-up steps (decision 062): the browser paints and handles a tap in
 * between, so no step of a slow phone's start-up holds the main thread much past 50 ms. Chromium's
 * `scheduler.yield()` resumes ahead of other queued work (start-up is not pushed behind every
 * timer); elsewhere a zero timeout.
 */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/** Resolves in a new task. */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
