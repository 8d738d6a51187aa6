/**
 * Reports each area's load and render outcomes per version to the registry (issue 4,
 * "Health"), batched every few seconds, so it can abort a failing canary.
 */
import type { Area } from '@meridian/shared/areas';

/** Counts outcomes and sends them. */
export interface HealthReporter {
  record(area: Area, version: string, ok: boolean): void;
  close(): void;
}

/** A reporter that does nothing (no registry configured). */
export const NO_HEALTH_REPORTS: HealthReporter = { record: () => {}, close: () => {} };

/** Posts `{ area, version, loads, failures }` to `<url>/api/health` every `intervalMs` for versions with news. */
export function createHealthReporter(
  url: string,
  token: string | undefined,
  intervalMs: number,
  log: (message: string, error?: unknown) => void,
): HealthReporter {
  const counts = new Map<string, { area: Area; version: string; loads: number; failures: number }>();
  const flush = async () => {
    const batch = [...counts.values()];
    counts.clear();
    for (const report of batch) {
      try {
        const response = await fetch(`${url}/api/health`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(report),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) log(`health report for ${report.area}@${report.version} answered ${response.status}`);
      } catch (error) {
        log(`health report for ${report.area}@${report.version} failed`, error);
      }
    }
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    record(area, version, ok) {
      const key = `${area}@${version}`;
      const entry = counts.get(key) ?? { area, version, loads: 0, failures: 0 };
      entry.loads += 1;
      if (!ok) entry.failures += 1;
      counts.set(key, entry);
    },
    close() {
      clearInterval(timer);
      void flush();
    },
  };
}
