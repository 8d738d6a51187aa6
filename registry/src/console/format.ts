/** Number, size, date and health formatting of the console (English, UTC). */

/** Loads and failures of a version over a window, with the failure rate (0-1, null without loads). */
export interface Counts {
  loads: number;
  failures: number;
  failureRate: number | null;
}

/** The canary judgement's limits, as the registry reports them. */
export interface CanaryPolicy {
  maxFailureRate: number;
  minLoads: number;
  windowSeconds: number;
}

/** How a version fares: no loads yet, fine, over the limit on too few loads to judge, or unhealthy. */
export type HealthLevel = 'no-data' | 'ok' | 'watch' | 'unhealthy';

/** A rate 0-1 as a percentage with one decimal: `0.125` → `12.5 %`, `1` → `100 %`, null → `–`. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '–';
  const percent = rate * 100;
  return percent === 100 || percent === 0 ? `${percent} %` : `${percent.toFixed(1)} %`;
}

/** `2 of 40 loads failed (5.0 %)`, or `no loads` when there were none. */
export function formatHealth(counts: Counts): string {
  if (counts.loads === 0) return 'no loads';
  return `${counts.failures} of ${counts.loads} loads failed (${formatRate(counts.failureRate)})`;
}

/**
 * The level of `counts` under `policy`: `unhealthy` when the failure rate exceeds the limit on
 * at least the minimum loads (what aborts a canary), `watch` when it exceeds it on fewer loads.
 */
export function healthLevel(counts: Counts, policy: CanaryPolicy): HealthLevel {
  if (counts.loads === 0 || counts.failureRate === null) return 'no-data';
  if (counts.failureRate <= policy.maxFailureRate) return 'ok';
  return counts.loads >= policy.minLoads ? 'unhealthy' : 'watch';
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
