/** Number, size, date and health formatting of the console (English, UTC). */
import type { canaryPolicySchema, ratedCountsSchema, WireOut } from '@meridian/shared/registry-contract';

/**
 * Loads and failures of a version over a window with the failure rate (0-1, null without loads),
 * and its page views and page failures with their rate: the wire contract's `ratedCountsSchema`.
 */
export type Counts = WireOut<typeof ratedCountsSchema>;

/** The canary judgement's limits, as the registry reports them (`canaryPolicySchema`). */
export type CanaryPolicy = WireOut<typeof canaryPolicySchema>;

/** How a version fares: no loads yet, fine, over the limit on too few loads to judge, or unhealthy. */
export type HealthLevel = 'no-data' | 'ok' | 'watch' | 'unhealthy';

/** A rate 0-1 as a percentage with one decimal: `0.125` → `12.5 %`, `1` → `100 %`, null → `–`. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return percent === 100 || percent === 0 ? `${percent} %` : `${percent.toFixed(1)} %`;
}

/** `2 of 40 loads failed (5.0 %)`, then `; 3 of 30 page views failed (10.0 %)` when pages were counted; `no loads` when there were none. */
export function formatHealth(counts: Counts): string {
  const loads = counts.loads === 0 ? 'no loads' : `${counts.failures} of ${counts.loads} loads failed (${formatRate(counts.failureRate)})`;
  const views = counts.pageViews;
  if (views === 0) return loads;
  return `${loads}; ${counts.pageFailures} of ${views} page views failed (${formatRate(counts.pageFailureRate)})`;
}

const LEVELS: readonly HealthLevel[] = ['no-data', 'ok', 'watch', 'unhealthy'];

function levelOf(rate: number | null | undefined, sample: number, minSample: number, maxRate: number): HealthLevel {
  if (sample === 0 || rate === null || rate === undefined) return 'no-data';
  if (rate <= maxRate) return 'ok';
  return sample >= minSample ? 'unhealthy' : 'watch';
}

/**
 * The level of `counts` under `policy`, the worse of loads and page views: `unhealthy` when a
 * failure rate exceeds the limit on at least the minimum sample (what aborts a canary), `watch`
 * when it exceeds it on a smaller one.
 */
export function healthLevel(counts: Counts, policy: CanaryPolicy): HealthLevel {
  const loads = levelOf(counts.failureRate, counts.loads, policy.minLoads, policy.maxFailureRate);
  const pages = levelOf(counts.pageFailureRate, counts.pageViews, policy.minPageViews, policy.maxFailureRate);
  return LEVELS.indexOf(pages) > LEVELS.indexOf(loads) ? pages : loads;
}

/** Bytes for people: `950 B`, `12.3 KB`, `4.1 MB` (powers of 1024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** An ISO timestamp as `2026-11-21 12:00 UTC`; other text unchanged. */
export function formatWhen(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match === null ? iso : `${match[1]} ${match[2]} UTC`;
}

/** `300` → `5 min`, `45` → `45 s`, `7200` → `2 h`. */
export function formatSeconds(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
