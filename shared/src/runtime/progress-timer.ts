/**
 * The route-change progress indicator (rule shell.prefetch): shown only when a change takes
 * longer than about 100 ms, so fast navigations do not flash it.
 */
import { systemTimers, type TimerHandle, type Timers } from './ports.ts';

/** Wait before the indicator shows, in milliseconds (rule shell.prefetch: "about 100 ms"). */
export const ROUTE_CHANGE_WAIT_MS = 100;

/** Controls the indicator for one navigation at a time. */
export interface ProgressTimer {
  /** A route change began: `show` runs after the threshold unless `done` comes first. */
  start(): void;
  /** The route change ended (or failed): cancels the pending show, or calls `hide` if shown. */
  done(): void;
}

/**
 * Creates the indicator timer. `thresholdMs` defaults to 100; `timers` defaults to the global
 * timers (looked up per call). A `start` during a change keeps the first deadline, so a burst
 * of redirects still shows the indicator after 100 ms.
 */
export function createProgressTimer(
  show: () => void,
  hide: () => void,
  thresholdMs: number = ROUTE_CHANGE_WAIT_MS,
  timers: Timers = systemTimers(),
): ProgressTimer {
  let timer: TimerHandle | undefined;
  let shown = false;
  return {
    start() {
      if (timer !== undefined || shown) return;
      timer = timers.setTimeout(() => {
        timer = undefined;
        shown = true;
        show();
      }, thresholdMs);
    },
    done() {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      if (shown) {
        shown = false;
        hide();
      }
    },
  };
}
