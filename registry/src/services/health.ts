/**
 * Health reports from hosts (`POST /api/health`) and the automatic canary abort. Each host has a
 * token of its own (decision 048): a report is held to the plausibility rules
 * (`health-plausibility.ts`) and counted under the host's name; its signed browser page views
 * count once per version, never past the page views hosts counted (decision 047). When a canary's
 * load failure rate over the window exceeds the limit with at least the minimum number of loads,
 * or its page failure rate (loader, action and render errors per page view, rule `release.guarded-rollout`) does with at
 * least the minimum number of page views, the registry aborts it and records why in the audit log,
 * naming the hosts whose reports it judged. The abort is a compare-and-set of the revision, so
 * when several registry processes judge the same canary at once exactly one aborts it and writes
 * the one audit entry.
 */
import type { Area } from '@meridian/shared/areas';
import type { BrowserView, BrowserViewOutcome, HostActivity } from '../db/evidence-repo.ts';
import type { HealthCounts } from '../db/health-repo.ts';
import { emptySignals, SIGNAL_BUCKET_MS, type SignalCounts } from '../db/signals-repo.ts';
import { ok, type Result } from '../errors.ts';
import type { RegistryDeps } from './deps.ts';
import { checkReport } from './health-plausibility.ts';

/** A host's counts for one remote version since its previous report, with its server render time and the signed page views it took (decision 047). */
export interface HealthReport extends HealthCounts {
  area: Area;
  version: string;
  signals?: { renderMs: number; renders: number };
  browserViews?: readonly BrowserView[];
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

/** The per-minute server signals of a report: its page views, failures (server errors) and render time. */
function serverSignalsOf(report: HealthReport): SignalCounts {
  return { ...emptySignals(), ...report.signals, pageViews: report.pageViews, serverErrors: report.pageFailures };
}

/** What became of a report that was taken. */
export interface HealthRecorded {
  canaryAborted: boolean;
  browserViews: BrowserViewOutcome;
}

const NO_COUNTS = { reports: 0, refused: 0, loads: 0, failures: 0, pageViews: 0, pageFailures: 0, browserViews: 0 };

/** How many times a judgement is made again when another write moved the revision in between. */
const JUDGE_ATTEMPTS = 5;

/**
 * Records `report` from `host` (the name of its token) when it is plausible, then, when it
 * concerns the area's running canary, judges the canary over the window (counted from the
 * canary's start at the earliest). Refuses an implausible report (422 `implausible_report`) or one
 * past the host's rate (429 `host_rate_exceeded`), naming the rule, and counts the refusal
 * against the host. Resolves to whether the canary was aborted and what became of the page views.
 */
export async function recordHealth(deps: RegistryDeps, host: string, report: HealthReport): Promise<Result<HealthRecorded>> {
  const nowMs = deps.now();
  const minuteStart = Math.floor(nowMs / SIGNAL_BUCKET_MS) * SIGNAL_BUCKET_MS;
  const [release, activity] = await Promise.all([deps.db.getRelease(report.area), deps.db.hostActivity(minuteStart)]);
  const mine = activity.find((entry) => entry.host === host);
  const thisMinute = { reports: (mine?.reports ?? 0) + (mine?.refused ?? 0), views: (mine?.pageViews ?? 0) + (mine?.loads ?? 0) };
  const checked = checkReport(host, report, release, thisMinute, deps.config.healthIntake);
  const where = { host, area: report.area, version: report.version };
  if (!checked.ok) {
    await deps.db.addHostReport({ ...NO_COUNTS, ...where, refused: 1, refusal: checked.error.message }, nowMs);
    deps.log.warn(`health: refused a report of ${host} for ${report.area}@${report.version}: ${checked.error.message}`);
    return checked;
  }
  await deps.db.addHealth(report.area, report.version, report, nowMs);
  await deps.db.addSignals(report.area, report.version, serverSignalsOf(report), nowMs);
  const views = report.browserViews ?? [];
  const browserViews =
    views.length === 0
      ? { accepted: 0, duplicates: 0, overCap: 0, overSource: 0 }
      : await deps.db.addBrowserViews(report.area, report.version, views, nowMs, deps.config.healthIntake.maxBrowserViewsPerSource);
  const { loads, failures, pageViews, pageFailures } = report;
  await deps.db.addHostReport(
    { ...where, reports: 1, refused: 0, loads, failures, pageViews, pageFailures, browserViews: browserViews.accepted, refusal: null },
    nowMs,
  );
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
  return ok({ canaryAborted: aborted, browserViews });
}

/** The hosts behind a judgement, named with their counts (the audit's `hosts`, decision 048). */
export function hostsDetail(
  hosts: readonly HostActivity[],
): Record<string, Pick<HostActivity, 'loads' | 'failures' | 'pageViews' | 'pageFailures' | 'browserViews'>> {
  return Object.fromEntries(
    hosts.map(({ host, loads, failures, pageViews, pageFailures, browserViews }) => [
      host,
      { loads, failures, pageViews, pageFailures, browserViews },
    ]),
  );
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
  const sinceMs = Math.max(canary.startedMs, nowMs - windowSeconds * 1000);
  const counts = await deps.db.sumHealth(report.area, report.version, sinceMs);
  const verdict = canaryVerdict(counts, deps.config.canary);
  if (verdict === null) return 'kept';
  const hosts = await deps.db.hostsOfVersion(report.area, report.version, sinceMs);
  const reason = `${verdict}; reported by ${hosts.map((entry) => entry.host).join(', ') || 'no named host'}`;
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
      details: {
        ...withRate(counts),
        maxFailureRate,
        minLoads,
        minPageViews,
        windowSeconds,
        percent: canary.percent,
        hosts: hostsDetail(hosts),
      },
    },
    nowMs,
  });
  return committed.ok ? 'aborted' : 'conflict';
}
