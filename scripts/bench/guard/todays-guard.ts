/**
 * The guard as it was before decision 049 (decision 032), kept frozen here as the bench's baseline
 * and nowhere else: each look a fixed one-sided 99.5 % normal bound (z = 2.576) on browser errors
 * per 1 000 page views (Poisson) and the server error rate (binomial), Agresti–Caffo smoothed, and
 * an order-statistic bound on p75 LCP and INP, over the stage's own window; a trip at any sample
 * size rolls back.
 */
import { binAtRank, binRange, quantileOf } from '@meridian/shared/vitals-histogram';

/** What the old guard read of one version over the stage. */
export interface OldCounts {
  pageViews: number;
  serverErrors: number;
  /** Browser errors (a count; each erroring page view counted once here). */
  browserErrors: number;
  lcp: number[];
  inp: number[];
}

/** The old defaults (registry/src/config.ts before decision 049). */
export const OLD_POLICY = {
  minPageViews: 200,
  minVitalSamples: 50,
  maxErrorsPer1000Increase: 2,
  maxServerErrorRateIncrease: 0.005,
  maxVitalRatio: 1.2,
  z: 2.576,
};

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

function lowerIncrease(events: [number, number], views: [number, number], z: number, binomial: boolean): { point: number; lower: number } {
  const smoothed = (count: number, n: number) => (count + 1) / (n + 2);
  const [pNew, pOld] = [smoothed(events[0], views[0]), smoothed(events[1], views[1])];
  const variance = (p: number, n: number) => (binomial ? p * (1 - p) : p) / (n + 2);
  const se = Math.sqrt(variance(pNew, views[0]) + variance(pOld, views[1]));
  const point = events[0] / Math.max(1, views[0]) - events[1] / Math.max(1, views[1]);
  return { point, lower: pNew - pOld - z * se };
}

function p75Bounds(vital: 'lcp' | 'inp', counts: readonly number[], z: number): { low: number; high: number } | null {
  const n = sum(counts);
  if (n === 0) return null;
  const spread = z * Math.sqrt(0.1875 * n);
  const lowBin = binAtRank(counts, Math.floor(0.75 * n - spread));
  const highBin = binAtRank(counts, Math.ceil(0.75 * n + spread));
  if (lowBin === null || highBin === null) return null;
  return { low: binRange(vital, lowBin).low, high: binRange(vital, highBin).high };
}

type State = 'tripped' | 'over' | 'ok';

function vitalState(vital: 'lcp' | 'inp', now: OldCounts, before: OldCounts): State {
  const { minVitalSamples, maxVitalRatio, z } = OLD_POLICY;
  if (sum(now[vital]) < minVitalSamples || sum(before[vital]) < minVitalSamples) return 'ok';
  const [newBounds, oldBounds] = [p75Bounds(vital, now[vital], z), p75Bounds(vital, before[vital], z)];
  if (newBounds !== null && oldBounds !== null && newBounds.low > oldBounds.high * maxVitalRatio) return 'tripped';
  return (quantileOf(vital, now[vital], 0.75) ?? 0) > (quantileOf(vital, before[vital], 0.75) ?? 0) * maxVitalRatio ? 'over' : 'ok';
}

/** The old verdict over one stage window: `trip` (rolled back at once), `pass` or `hold`. */
export function judgeToday(now: OldCounts, before: OldCounts): 'trip' | 'pass' | 'hold' {
  const { z } = OLD_POLICY;
  const views: [number, number] = [now.pageViews, before.pageViews];
  const errors = lowerIncrease([now.browserErrors, before.browserErrors], views, z, false);
  const server = lowerIncrease([now.serverErrors, before.serverErrors], views, z, true);
  const states: State[] = [
    errors.lower > OLD_POLICY.maxErrorsPer1000Increase / 1000
      ? 'tripped'
      : errors.point > OLD_POLICY.maxErrorsPer1000Increase / 1000
        ? 'over'
        : 'ok',
    server.lower > OLD_POLICY.maxServerErrorRateIncrease ? 'tripped' : server.point > OLD_POLICY.maxServerErrorRateIncrease ? 'over' : 'ok',
    vitalState('lcp', now, before),
    vitalState('inp', now, before),
  ];
  if (states.includes('tripped')) return 'trip';
  if (now.pageViews < OLD_POLICY.minPageViews || before.pageViews < OLD_POLICY.minPageViews) return 'hold';
  return states.includes('over') ? 'hold' : 'pass';
}
