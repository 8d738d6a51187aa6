/**
 * Health reports from hosts (`POST /api/health`) and the automatic canary abort: when a
 * canary's failure rate over the window exceeds the limit, with at least the minimum number
 * of loads, the registry aborts it and records why in the audit log.
 */
import type { Area } from '@meridian/shared/areas';
import { bumpRevision, currentRevision, inTransaction } from '../db/database.ts';
import { appendAudit } from '../db/audit-repo.ts';
import { addHealth, sumHealth, type HealthCounts } from '../db/health-repo.ts';
import { getRelease, saveRelease } from '../db/release-repo.ts';
import type { RegistryDeps } from './deps.ts';

/** A host's counts for one remote version since its previous report. */
export interface HealthReport {
  area: Area;
  version: string;
  loads: number;
  failures: number;
}

/** Figures of one version: over the window and over all time; `failureRate` is 0-1 or null without loads. */
export interface HealthFigures {
  windowSeconds: number;
  window: HealthCounts & { failureRate: number | null };
  total: HealthCounts & { failureRate: number | null };
}

/** The actor the audit log names for the registry's own decisions. */
export const SYSTEM_ACTOR = 'registry';

function withRate(counts: HealthCounts): HealthCounts & { failureRate: number | null } {
  return { ...counts, failureRate: counts.loads === 0 ? null : counts.failures / counts.loads };
}

/** Health figures of `area`@`version` at `deps.now()`. */
export function healthFigures(deps: RegistryDeps, area: Area, version: string): HealthFigures {
  const { windowSeconds } = deps.config.canary;
  return {
    windowSeconds,
    window: withRate(sumHealth(deps.db, area, version, deps.now() - windowSeconds * 1000)),
    total: withRate(sumHealth(deps.db, area, version, 0)),
  };
}

/**
 * Records `report` and, when it concerns the area's running canary, judges the canary over the
 * window (counted from the canary's start at the earliest). Returns whether it was aborted.
 */
export function recordHealth(deps: RegistryDeps, report: HealthReport): { canaryAborted: boolean } {
  const nowMs = deps.now();
  addHealth(deps.db, report.area, report.version, report, nowMs);
  const { maxFailureRate, minLoads, windowSeconds } = deps.config.canary;

  const aborted = inTransaction(deps.db, () => {
    const release = getRelease(deps.db, report.area);
    const canary = release?.canary;
    if (release === null || canary === null || canary === undefined || canary.version !== report.version) return false;
    const counts = sumHealth(deps.db, report.area, report.version, Math.max(canary.startedMs, nowMs - windowSeconds * 1000));
    if (counts.loads < minLoads || counts.failures / counts.loads <= maxFailureRate) return false;
    const rate = counts.failures / counts.loads;
    const fromRevision = currentRevision(deps.db);
    saveRelease(deps.db, { ...release, canary: null }, nowMs);
    const toRevision = bumpRevision(deps.db);
    appendAudit(
      deps.db,
      {
        actor: SYSTEM_ACTOR,
        action: 'auto-abort-canary',
        area: report.area,
        fromVersion: canary.version,
        toVersion: null,
        fromRevision,
        toRevision,
        reason: `failure rate ${(rate * 100).toFixed(1)} % (${counts.failures} of ${counts.loads} loads in the last ${windowSeconds} s) exceeds ${(maxFailureRate * 100).toFixed(1)} %`,
        details: { ...counts, failureRate: rate, maxFailureRate, minLoads, windowSeconds, percent: canary.percent },
      },
      nowMs,
    );
    return true;
  });
  if (aborted) {
    deps.revisions.notify();
    deps.log.warn(`health: aborted the canary ${report.area}@${report.version}: failure rate over the limit`);
  }
  return { canaryAborted: aborted };
}
