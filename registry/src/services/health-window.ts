/**
 * The health panel's one data source (decision 032): what a version met over the last `minutes`, in
 * the shape of the wire contract's `healthWindowSchema`. Page views, server errors, signed browser
 * page views and those with an error (decision 047) and Web Vitals come from the per-minute signal
 * buckets the hosts report (decision 032; p75 read from the fixed histograms, `windowFigures`);
 * remote loads and load failures from the hosts' health reports (`sumHealth`).
 */
import type { Area } from '@meridian/shared/areas';
import type { healthWindowSchema, WireOut } from '@meridian/shared/registry-contract';
import { SIGNAL_BUCKET_MS } from '../db/signals-repo.ts';
import type { RegistryDeps } from './deps.ts';
import { windowFigures } from './guard-statistics.ts';

/** One version's window. */
export type HealthWindow = WireOut<typeof healthWindowSchema>;

/**
 * The last `minutes` (1-180) of `area@version`, ending now (`deps.now()`); rates 0-1 (the page
 * error rate per signed browser page view) or null without page views; p75 in ms (CLS unitless) or null
 * without measurements; `series` one entry per minute, oldest first, failures = server errors.
 */
export async function healthWindow(deps: RegistryDeps, area: Area, version: string, minutes = 60): Promise<HealthWindow> {
  const span = Math.min(180, Math.max(1, Math.round(minutes)));
  const end = Math.floor(deps.now() / SIGNAL_BUCKET_MS) * SIGNAL_BUCKET_MS + SIGNAL_BUCKET_MS;
  const start = end - span * SIGNAL_BUCKET_MS;
  const [counts, perMinute, loads] = await Promise.all([
    deps.db.sumSignals(area, version, start, end - 1),
    deps.db.signalMinutes(area, version, start, end - 1),
    deps.db.sumHealth(area, version, start),
  ]);
  const figures = windowFigures(counts);
  const byMinute = new Map(perMinute.map((minute) => [minute.minute, minute]));
  const series = Array.from({ length: span }, (_, index) => {
    const at = start + index * SIGNAL_BUCKET_MS;
    const minute = byMinute.get(Math.floor(at / SIGNAL_BUCKET_MS));
    return { at: new Date(at).toISOString(), views: minute?.pageViews ?? 0, failures: minute?.serverErrors ?? 0 };
  });
  return {
    minutes: span,
    sampleSize: figures.pageViews,
    serverErrorRate: figures.serverErrorRate,
    browserViews: figures.browserViews,
    pageErrorRate: figures.pageErrorRate,
    loads: loads.loads,
    loadFailures: loads.failures,
    p75: { lcpMs: figures.p75.lcp, inpMs: figures.p75.inp, cls: figures.p75.cls },
    series,
  };
}
