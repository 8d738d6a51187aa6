/**
 * Reports each area's outcomes per version to the registry (issue 4, "Health"; issue 19), batched
 * every few seconds, so it can abort a failing canary: remote loads and their failures, and page
 * views and the page failures among them (loader, action and render errors, 5xx, error
 * redirects). Counts of a report that was not accepted are kept and sent again with the next one.
 */
import type { Area } from '@meridian/shared/areas';
import { countInto, emptyHistogram, VITALS, type Vital } from '@meridian/shared/vitals-histogram';

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
  /** What a page's beacon said about `area`@`version` (browser errors, failed navigations, Web Vitals). */
  browserSignals(area: Area, version: string, signals: BrowserSignals): void;
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
  browserSignals: () => {},
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
  /** What visitors met (issue 19): browser errors, failed navigations, render time, Web Vitals histograms. */
  signals: SignalReport;
}

/** Browser signals of one version from one beacon: counts and raw Web Vitals values (ms; CLS unitless). */
export interface BrowserSignals {
  errors: number;
  navFailures: number;
  vitals: Partial<Record<Vital, number[]>>;
}

/** The `signals` of a report: sums, and counts per bin of `@meridian/shared/vitals-histogram`. */
export interface SignalReport {
  browserErrors: number;
  navFailures: number;
  renderMs: number;
  renders: number;
  vitals: Partial<Record<Vital, number[]>>;
}

function addHistograms(into: SignalReport['vitals'], from: SignalReport['vitals']): void {
  for (const vital of VITALS) {
    const counts = from[vital];
    if (counts === undefined) continue;
    const target = (into[vital] ??= emptyHistogram(vital));
    counts.forEach((count, bin) => (target[bin] = (target[bin] ?? 0) + count));
  }
}

/** Reports with unsent counts are kept for at most this many versions (a registry down for long cannot grow memory). */
const MAX_PENDING_VERSIONS = 500;

/** Posts {@link HealthReport}s to `<url>/api/health` every `intervalMs` for versions with news. */
export function createHealthReporter(
  url: string,
  token: string | undefined,
  intervalMs: number,
  log: (message: string, error?: unknown) => void,
): HealthReporter {
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
        signals: { browserErrors: 0, navFailures: 0, renderMs: 0, renders: 0, vitals: {} },
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
    into.signals.browserErrors += report.signals.browserErrors;
    into.signals.navFailures += report.signals.navFailures;
    into.signals.renderMs += report.signals.renderMs;
    into.signals.renders += report.signals.renders;
    addHistograms(into.signals.vitals, report.signals.vitals);
  };
  /** True when the report is settled (accepted, or refused as malformed, which no retry mends); false to send it again. */
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
      log(
        `health report for ${report.area}@${report.version} answered ${response.status}${retry ? '; its counts are sent again later' : ''}`,
      );
      return !retry;
    } catch (error) {
      log(`health report for ${report.area}@${report.version} failed; its counts are sent again later`, error);
      return false;
    }
  };
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    const batch = [...counts.values()];
    counts.clear();
    for (const report of batch) if (!(await send(report))) keep(report);
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
    browserSignals(area, version, batch) {
      const { signals } = entry(area, version);
      signals.browserErrors += batch.errors;
      signals.navFailures += batch.navFailures;
      for (const vital of VITALS)
        for (const value of batch.vitals[vital] ?? []) countInto((signals.vitals[vital] ??= emptyHistogram(vital)), vital, value);
    },
    flush: flushOnce,
    close() {
      clearInterval(timer);
      void flushOnce();
    },
  };
}
