/**
 * Health reports from hosts (`POST /api/health`) and the automatic canary abort: when a
 * canary's load failure rate over the window exceeds the limit with at least the minimum number
 * of loads, or its page failure rate (loader, action and render errors per page view, issue 19)
 * does with at least the minimum number of page views, the registry aborts it and records why in
 * the audit log. The abort is a compare-and-set of the revision, so when several registry
 * processes judge the same canary at once exactly one aborts it and writes the one audit entry.
 */
import type { Area } from '@meridian/shared/areas';
import type { HealthCounts } from '../db/health-repo.ts';
import { emptySignals, type SignalCounts } from '../db/signals-repo.ts';
import type { RegistryDeps } from './deps.ts';

/** A host's counts for one remote version since its previous report, with what visitors met (issue 19). */
export interface HealthReport extends HealthCounts {
  area: Area;
  version: string;
  signals?: Omit<SignalCounts, 'pageViews' | 'serverErrors'>;
}

/** Counts with their rates: `failureRate` per load and `pageFailureRate` per page view, 0-1, or null without any. */
export type RatedCounts = HealthCounts & { failureRate: number | null; pageFailureRate: number | null };

/** Figures of one version: over the window and over all time. */
export interface HealthFigures {
  windowSeconds: number;
  window: RatedCounts;
  total: RatedCounts;
}

/** The actor the audit log names for the registry's own decisions. */
export const SYSTEM_ACTOR = 'registry';

function withRate(counts: HealthCounts): RatedCounts {
  return {
    ...counts,
    failureRate: counts.loads === 0 ? null : counts.failures / counts.loads,
    pageFailureRate: counts.pageViews === 0 ? null : Math.min(1, counts.pageFailures / counts.pageViews),
  };
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** Why the canary's `counts` over the window break `policy`, or null when they do not (or the sample is too small). */
export function canaryVerdict(counts: HealthCounts, policy: RegistryDeps['config']['canary']): string | null {
  const { maxFailureRate, minLoads, minPageViews, windowSeconds } = policy;
  const pageRate = counts.pageViews === 0 ? 0 : Math.min(1, counts.pageFailures / counts.pageViews);
  if (counts.pageViews >= minPageViews && pageRate > maxFailureRate)
    return `page failure rate ${percent(pageRate)} (${counts.pageFailures} of ${counts.pageViews} page views in the last ${windowSeconds} s) exceeds ${percent(maxFailureRate)}`;
  const loadRate = counts.loads === 0 ? 0 : counts.failures / counts.loads;
  if (counts.loads >= minLoads && loadRate > maxFailureRate)
    return `failure rate ${percent(loadRate)} (${counts.failures} of ${counts.loads} loads in the last ${windowSeconds} s) exceeds ${percent(maxFailureRate)}`;
  return null;
}

/** Health figures of `area`@`version` at `deps.now()`. */
export async function healthFigures(deps: RegistryDeps, area: Area, version: string): Promise<HealthFigures> {
  const { windowSeconds } = deps.config.canary;
  const [window, total] = await Promise.all([
    deps.db.sumHealth(area, version, deps.now() - windowSeconds * 1000),
    deps.db.sumHealth(area, version, 0),
  ]);
  return { windowSeconds, window: withRate(window), total: withRate(total) };
}

/** The per-minute signals of a report: its page views and failures (server errors) with what the pages sent. */
function signalsOf(report: HealthReport): SignalCounts {
  return { ...emptySignals(), ...report.signals, pageViews: report.pageViews, serverErrors: report.pageFailures };
}

/** How many times a judgement is made again when another write moved the revision in between. */
const JUDGE_ATTEMPTS = 5;

/**
 * Records `report` and, when it concerns the area's running canary, judges the canary over the
 * window (counted from the canary's start at the earliest). Returns whether it was aborted.
 */
export async function recordHealth(deps: RegistryDeps, report: HealthReport): Promise<{ canaryAborted: boolean }> {
  const nowMs = deps.now();
  await deps.db.addHealth(report.area, report.version, report, nowMs);
  await deps.db.addSignals(report.area, report.version, signalsOf(report), nowMs);
  let aborted = false;
  for (let attempt = 0; attempt < JUDGE_ATTEMPTS && !aborted; attempt += 1) {
    const verdict = await judgeCanary(deps, report, nowMs);
    if (verdict === 'kept') break;
    aborted = verdict === 'aborted';
  }
  if (aborted) {
    deps.revisions.notify();
    deps.log.warn(`health: aborted the canary ${report.area}@${report.version}: failure rate over the limit`);
  }
  return { canaryAborted: aborted };
}

/**
 * Judges the area's canary once: `kept` when there is nothing to abort (no canary of this
 * version, too small a sample, rates within the limit), `aborted` when this call's
 * compare-and-set aborted it, `conflict` when another write moved the revision first (judge
 * again on the new state).
 */
async function judgeCanary(deps: RegistryDeps, report: HealthReport, nowMs: number): Promise<'kept' | 'aborted' | 'conflict'> {
  const { maxFailureRate, minLoads, minPageViews, windowSeconds } = deps.config.canary;
  const { revision: fromRevision, release } = await deps.db.getReleaseAt(report.area);
  const canary = release?.canary;
  if (release === null || canary === null || canary === undefined || canary.version !== report.version) return 'kept';
  const counts = await deps.db.sumHealth(report.area, report.version, Math.max(canary.startedMs, nowMs - windowSeconds * 1000));
  const reason = canaryVerdict(counts, deps.config.canary);
  if (reason === null) return 'kept';
  const committed = await deps.db.commitRelease({
    expectedRevision: fromRevision,
    release: { ...release, canary: null },
    audit: {
      actor: SYSTEM_ACTOR,
      action: 'auto-abort-canary',
      area: report.area,
      fromVersion: canary.version,
      toVersion: null,
      reason,
      details: { ...withRate(counts), maxFailureRate, minLoads, minPageViews, windowSeconds, percent: canary.percent },
    },
    nowMs,
  });
  return committed.ok ? 'aborted' : 'conflict';
}
