/**
 * The health panel's one data source (issue 19): what a version met over the last `minutes`, in
 * the shape of the wire contract's `healthWindowSchema`. Today it reads the hosts' reports already
 * kept (page views, page failures, loads, load failures) through `sumHealth`, one cumulative sum per
 * minute boundary; browser errors and Web Vitals are null until the hosts collect them. When the
 * store keeps per-minute buckets with those signals, only this function changes: the panel, the
 * API and the contract stay as they are.
 */
import type { Area } from '@meridian/shared/areas';
import type { healthWindowSchema, WireOut } from '@meridian/shared/registry-contract';
import type { RegistryDeps } from './deps.ts';

/** One version's window. */
export type HealthWindow = WireOut<typeof healthWindowSchema>;

const MINUTE_MS = 60_000;

/** The last `minutes` (1-180) of `area@version`, ending now (`deps.now()`); rates 0-1 or null without views. */
export async function healthWindow(deps: RegistryDeps, area: Area, version: string, minutes = 60): Promise<HealthWindow> {
  const span = Math.min(180, Math.max(1, Math.round(minutes)));
  const end = Math.floor(deps.now() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const starts = Array.from({ length: span + 1 }, (_, index) => end - (span - index) * MINUTE_MS);
  // sumHealth(since) counts every bucket from `since` on: the difference of two neighbours is one minute.
  const sums = await Promise.all(starts.map((since) => deps.db.sumHealth(area, version, since)));
  const first = sums[0] ?? { loads: 0, failures: 0, pageViews: 0, pageFailures: 0 };
  const series = starts.slice(0, -1).map((at, index) => {
    const from = sums[index] ?? first;
    const to = sums[index + 1] ?? { loads: 0, failures: 0, pageViews: 0, pageFailures: 0 };
    return { at: new Date(at).toISOString(), views: from.pageViews - to.pageViews, failures: from.pageFailures - to.pageFailures };
  });
  return {
    minutes: span,
    sampleSize: first.pageViews,
    serverErrorRate: first.pageViews === 0 ? null : Math.min(1, first.pageFailures / first.pageViews),
    errorsPer1000Views: null,
    loads: first.loads,
    loadFailures: first.failures,
    p75: { lcpMs: null, inpMs: null, cls: null },
    series,
  };
}
