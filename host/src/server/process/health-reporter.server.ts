/**
 * Reports each area's outcomes per version to the registry (decisions 005 and 032), batched
 * every few seconds, so it can abort a failing canary and judge a guarded rollout: remote loads and
 * their failures, page views and the page failures among them (loader, action and render errors,
 * 5xx, error redirects), server render time, and the signed page views whose beacons this host
 * took (decision 047: one entry per page view and version, never a raw count). Only versions the
 * release state names are reported (decision 048: the registry refuses others), page failures
 * never above the page views of the same report (the rest waits for the next). Counts of a report
 * that was not accepted are kept and sent again with the next one.
 */
import type { Area } from '@meridian/shared/areas';
import type { ReleaseState } from '@meridian/shared/release';
import type { Vital } from '@meridian/shared/vitals-histogram';

/** Whether the release state names `version` of `area` (active, canary, fallback or previous): the versions health and signals are reported for. */
export function releaseNames(state: ReleaseState, area: Area, version: string): boolean {
  const entry = state.remotes[area];
  if (entry === undefined) return false;
  return entry.version === version || entry.canary?.version === version || entry.fallback === version || entry.previous.includes(version);
}

/** One signed page view's beacon for one area version (decision 047). */
export interface BrowserView {
  /** The page view's id, from its verified token. */
  id: string;
  /** The token's keyed hash of the address that asked for it. */
  source: string;
  error: boolean;
  navFailure: boolean;
  /** Final values (ms; CLS unitless). */
  vitals: Partial<Record<Vital, number>>;
}

/** Counts outcomes and sends them. */
export interface HealthReporter {
  /** One load of `area`@`version`'s server code, `ok` or failed. */
  record(area: Area, version: string, ok: boolean): void;
  /** One page rendered (or tried) with `area`@`version`. */
  pageView(area: Area, version: string): void;
  /** One page view of `area`@`version` that failed (counted once per view). */
  pageFailure(area: Area, version: string): void;
  /** The server render time of one page of `area`@`version`, in milliseconds. */
  renderTime(area: Area, version: string, ms: number): void;
  /** A signed page view's beacon for `area`@`version`. */
  browserView(area: Area, version: string, view: BrowserView): void;
  /** Sends what was counted since the last report; counts of a report that failed are kept. */
  flush(): Promise<void>;
  close(): void;
}

/** A reporter that does nothing (no registry configured). */
export const NO_HEALTH_REPORTS: HealthReporter = {
  record: () => {},
  pageView: () => {},
  pageFailure: () => {},
  renderTime: () => {},
  browserView: () => {},
  flush: () => Promise.resolve(),
  close: () => {},
};

/** The body of `POST <registry>/api/health`: counts of one version since the last accepted report. */
export interface HealthReport {
  area: Area;
  version: string;
  loads: number;
  failures: number;
  pageViews: number;
  pageFailures: number;
  /** Server render time: the sum of `renders` render times, milliseconds. */
  signals: { renderMs: number; renders: number };
  browserViews: BrowserView[];
}

/** Reports with unsent counts are kept for at most this many versions (a registry down for long cannot grow memory). */
const MAX_PENDING_VERSIONS = 500;

/** Most page views one report of one version carries (the registry's limit); more in one interval are dropped. */
export const MAX_BROWSER_VIEWS_PER_REPORT = 5000;

/** Options of {@link createHealthReporter}. */
export interface HealthReporterOptions {
  /** The API base of the environment the host serves (`environmentApiBase`, decision 059): reports go to `<url>/api/health`. */
  url: string;
  /** This host's own health token (decision 048). */
  token: string | undefined;
  intervalMs: number;
  log: (message: string, error?: unknown) => void;
  /** Whether the release state in force names `area`@`version`; counts of others are dropped, not sent. Default: all are sent. */
  known?: (area: Area, version: string) => boolean;
}

/** Posts {@link HealthReport}s to `<url>/api/health` every `intervalMs` for versions with news. */
export function createHealthReporter({ url, token, intervalMs, log, known = () => true }: HealthReporterOptions): HealthReporter {
  const counts = new Map<string, HealthReport>();
  const entry = (area: Area, version: string): HealthReport => {
    const key = `${area}@${version}`;
    let found = counts.get(key);
    if (!found) {
      found = {
        area,
        version,
        loads: 0,
        failures: 0,
        pageViews: 0,
        pageFailures: 0,
        signals: { renderMs: 0, renders: 0 },
        browserViews: [],
      };
      counts.set(key, found);
      if (counts.size > MAX_PENDING_VERSIONS) counts.delete(counts.keys().next().value ?? key);
    }
    return found;
  };
  const keep = (report: HealthReport) => {
    const into = entry(report.area, report.version);
    into.loads += report.loads;
    into.failures += report.failures;
    into.pageViews += report.pageViews;
    into.pageFailures += report.pageFailures;
    into.signals.renderMs += report.signals.renderMs;
    into.signals.renders += report.signals.renders;
    into.browserViews.push(...report.browserViews.slice(0, MAX_BROWSER_VIEWS_PER_REPORT - into.browserViews.length));
  };
  /** True when the report is settled (accepted, or refused as malformed or implausible, which no retry mends); false to send it again. */
  const send = async (report: HealthReport): Promise<boolean> => {
    try {
      const response = await fetch(`${url}/api/health`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(5000),
      });
      if (response.ok) return true;
      // A report refused as malformed would be refused forever; a server problem, a token or a rate limit may pass later.
      const retry = response.status >= 500 || response.status === 401 || response.status === 403 || response.status === 429;
      const detail = await response.text().catch(() => '');
      log(
        `health report for ${report.area}@${report.version} answered ${response.status} ${detail.slice(0, 200)}${retry ? '; its counts are sent again later' : ''}`,
      );
      return !retry;
    } catch (error) {
      log(`health report for ${report.area}@${report.version} failed; its counts are sent again later`, error);
      return false;
    }
  };
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    const batch = [...counts.values()].filter((report) => known(report.area, report.version));
    counts.clear();
    for (const report of batch) {
      // Decision 048: failures within the views of the same report; a failure counted after its view's report waits for the next.
      const excess = Math.max(0, report.pageFailures - report.pageViews);
      const sendable = { ...report, pageFailures: report.pageFailures - excess };
      if (excess > 0) entry(report.area, report.version).pageFailures += excess;
      if (!(await send(sendable))) keep(sendable);
    }
  };
  const flushOnce = (): Promise<void> => {
    flushing ??= flush().finally(() => {
      flushing = null;
    });
    return flushing;
  };
  const timer = setInterval(() => void flushOnce(), intervalMs);
  timer.unref();
  return {
    record(area, version, ok) {
      const found = entry(area, version);
      found.loads += 1;
      if (!ok) found.failures += 1;
    },
    pageView(area, version) {
      entry(area, version).pageViews += 1;
    },
    pageFailure(area, version) {
      entry(area, version).pageFailures += 1;
    },
    renderTime(area, version, ms) {
      const { signals } = entry(area, version);
      signals.renderMs += Math.max(0, ms);
      signals.renders += 1;
    },
    browserView(area, version, view) {
      const { browserViews } = entry(area, version);
      if (browserViews.length < MAX_BROWSER_VIEWS_PER_REPORT) browserViews.push(view);
    },
    flush: flushOnce,
    close() {
      clearInterval(timer);
      void flushOnce();
    },
  };
}
