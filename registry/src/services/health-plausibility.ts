/**
 * What a host's health report may claim (decision 048), so that a host's token, the credential
 * every web server holds, cannot move releases by itself: failures within the loads and page
 * failures within the page views of the same report, versions only from the area's current
 * release state, and a rate cap per host (reports, and page views plus loads, per minute). Each
 * refusal names its rule. Pure functions, no I/O.
 */
import type { AreaRelease } from '../db/release-repo.ts';
import type { HealthIntakePolicy } from '../config.ts';
import { apiError, ok, type Result } from '../errors.ts';

/** The rules a report is held to, as they appear in refusals, logs and the console. */
export const PLAUSIBILITY_RULES = [
  'failures-within-loads',
  'page-failures-within-page-views',
  'version-in-release-state',
  'host-rate',
] as const;

/** One of {@link PLAUSIBILITY_RULES}. */
export type PlausibilityRule = (typeof PLAUSIBILITY_RULES)[number];

/** The counts of a report that the rules read. */
export interface ReportCounts {
  area: string;
  version: string;
  loads: number;
  failures: number;
  pageViews: number;
  pageFailures: number;
}

/** The versions of an area a host may report: active, canary, previous (the fallback is one of them) and pulled ones. */
export function reportableVersions(release: AreaRelease | null): Set<string> {
  if (release === null) return new Set();
  return new Set([release.version, ...(release.canary ? [release.canary.version] : []), ...release.previous, ...(release.pulled ?? [])]);
}

function refuse(status: number, code: string, rule: PlausibilityRule, message: string): Result<never> {
  return apiError(status, code, `${rule}: ${message}`, { rule });
}

/**
 * Checks `report` from `host` against the area's release state and what the host sent in the
 * current minute (`thisMinute`, before this report). Refuses with 422 `implausible_report` or 429
 * `host_rate_exceeded`, each naming its rule in the message and in `rule`.
 */
export function checkReport(
  host: string,
  report: ReportCounts,
  release: AreaRelease | null,
  thisMinute: { reports: number; views: number },
  policy: HealthIntakePolicy,
): Result<true> {
  if (report.failures > report.loads)
    return refuse(422, 'implausible_report', 'failures-within-loads', `${report.failures} failures of ${report.loads} loads`);
  if (report.pageFailures > report.pageViews)
    return refuse(
      422,
      'implausible_report',
      'page-failures-within-page-views',
      `${report.pageFailures} page failures of ${report.pageViews} page views`,
    );
  if (!reportableVersions(release).has(report.version))
    return refuse(
      422,
      'implausible_report',
      'version-in-release-state',
      `${report.area}@${report.version} is not in the release state (active, canary, previous or pulled)`,
    );
  if (thisMinute.reports + 1 > policy.maxReportsPerMinute)
    return refuse(
      429,
      'host_rate_exceeded',
      'host-rate',
      `"${host}" sent ${thisMinute.reports} reports this minute, at most ${policy.maxReportsPerMinute}`,
    );
  const views = thisMinute.views + report.pageViews + report.loads;
  if (views > policy.maxViewsPerMinute)
    return refuse(
      429,
      'host_rate_exceeded',
      'host-rate',
      `"${host}" would report ${views} page views and loads this minute, at most ${policy.maxViewsPerMinute}`,
    );
  return ok(true);
}
