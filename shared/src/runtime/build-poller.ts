/**
 * Build polling (rule shell.build-poll): the latest-build info file is fetched with a
 * timestamp query (`GET <url>?t=<ms>`, bare `{ id }` as served by the reference api at
 * `/build/latest.json`). Once its id differs from the page's build, chunk-load errors may
 * reload the page (`chunk-reload.ts`).
 */
import type { Now, TimerHandle, Timers } from './ports.ts';

/** Fetches a URL and returns its parsed JSON body; rejects on network or HTTP failure. */
export type FetchJson = (url: string) => Promise<unknown>;

/** Dependencies and settings of `createBuildPoller`. */
export interface BuildPollerOptions {
  /** Address of the latest-build info, for example `/build/latest.json`. */
  readonly url: string;
  readonly fetchJson: FetchJson;
  readonly now: Now;
  readonly timers: Timers;
  /** Milliseconds between polls (designed: the product gives no value). */
  readonly intervalMs: number;
  /** The build id the page was served with; when omitted the first id fetched is the baseline. */
  readonly initialId?: string;
}

/** A running build poller. */
export interface BuildPoller {
  /** Polls now and then every `intervalMs`; a second call while running does nothing. */
  start(): void;
  /** Stops polling; a poll in flight is ignored when it returns. */
  stop(): void;
  /** True once a fetched id differs from the baseline id. */
  isNewBuild(): boolean;
  /** The last id fetched, or null before the first successful poll. */
  latestId(): string | null;
}

/** Reads `id` from the latest-build document; null when the body has no non-empty string id. */
export function readBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('id' in body)) return null;
  const { id } = body;
  return typeof id === 'string' && id !== '' ? id : null;
}

/** `url` with `t=<ms>` appended, so no cache answers the poll. */
export function cacheBustedUrl(url: string, timestamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
}

/**
 * Creates a poller for the latest-build id. Failed polls and bodies without an id are
 * skipped silently (the next poll tries again). Polling stops by itself once a new build is
 * seen, as nothing more can change the outcome.
 */
export function createBuildPoller(options: BuildPollerOptions): BuildPoller {
  const { url, fetchJson, now, timers, intervalMs } = options;
  let baseline: string | null = options.initialId ?? null;
  let latest: string | null = null;
  let changed = false;
  let running = false;
  let timer: TimerHandle | undefined;

  const schedule = (): void => {
    timer = running && !changed ? timers.setTimeout(() => void poll(), intervalMs) : undefined;
  };

  const poll = async (): Promise<void> => {
    let id: string | null = null;
    try {
      id = readBuildId(await fetchJson(cacheBustedUrl(url, now())));
    } catch {
      // An unreachable build file is not an error for the visitor; try again next interval.
    }
    if (!running) return;
    if (id !== null) {
      latest = id;
      if (baseline === null) baseline = id;
      else if (id !== baseline) changed = true;
    }
    schedule();
  };

  return {
    start() {
      if (running) return;
      running = true;
      void poll();
    },
    stop() {
      running = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
    isNewBuild: () => changed,
    latestId: () => latest,
  };
}
