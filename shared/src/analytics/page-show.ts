/**
 * `page_show` after each navigation (rule analytics.page-show): sent once the visitor IP is
 * known, or, if it never becomes known, after 10 checks one second apart, so no page view is
 * lost to a slow or failed geo-info call.
 */
import type { TimerHandle, Timers } from '../runtime/ports.ts';
import type { AnalyticsValue } from './analytics-event.ts';

/** Name of the page-view event. */
export const PAGE_SHOW_EVENT = 'page_show';

/** Dependencies and settings of `createPageShowTracker`. */
export interface PageShowOptions {
  /** Queues an event (`AnalyticsClient.track`). */
  readonly track: (name: string, params: Readonly<Record<string, AnalyticsValue>>) => unknown;
  /** The visitor IP once the geo-info call answered, else null or empty. */
  readonly getIp: () => string | null | undefined;
  readonly timers: Timers;
  /** Pause between IP checks in ms (default 1000). */
  readonly checkIntervalMs?: number;
  /** Checks before sending without an IP (default 10). */
  readonly maxChecks?: number;
}

/** Where the visitor went. */
export interface PageView {
  /** Path with locale prefix, without query, for example `/de/pricing`. */
  readonly path: string;
  readonly title?: string;
  readonly referrer?: string;
}

/** Sends `page_show` for each navigation. */
export interface PageShowTracker {
  /** Call after each completed navigation (the first render included). */
  navigated(view: PageView): void;
  /** Cancels the waits still pending; their events are not sent. */
  dispose(): void;
}

/**
 * Creates the tracker. With the IP known the event is sent at once; otherwise the IP is checked
 * every `checkIntervalMs` and the event sent on the first check that finds it, or on the
 * `maxChecks`-th check regardless (at 10 s with the defaults). Each navigation waits on its
 * own, so two quick navigations give two events.
 */
export function createPageShowTracker(options: PageShowOptions): PageShowTracker {
  const { track, getIp, timers, checkIntervalMs = 1000, maxChecks = 10 } = options;
  const waiting = new Set<TimerHandle>();
  const ipKnown = (): boolean => {
    const ip = getIp();
    return ip !== null && ip !== undefined && ip !== '';
  };
  const send = (view: PageView): void => {
    const params: Record<string, AnalyticsValue> = { page_path: view.path };
    if (view.title !== undefined) params.page_title = view.title;
    if (view.referrer !== undefined) params.page_referrer = view.referrer;
    track(PAGE_SHOW_EVENT, params);
  };
  const waitFor = (view: PageView, checksDone: number): void => {
    const handle = timers.setTimeout(() => {
      waiting.delete(handle);
      const checks = checksDone + 1;
      if (ipKnown() || checks >= maxChecks) send(view);
      else waitFor(view, checks);
    }, checkIntervalMs);
    waiting.add(handle);
  };
  return {
    navigated(view) {
      if (ipKnown()) send(view);
      else waitFor(view, 0);
    },
    dispose() {
      for (const handle of waiting) timers.clearTimeout(handle);
      waiting.clear();
    },
  };
}
