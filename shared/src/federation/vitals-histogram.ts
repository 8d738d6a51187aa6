/**
 * Fixed histograms of Web Vitals (rule release.guarded-rollout): the browser, the host and the registry count each
 * measurement in the bin it falls in, so counts from any number of page views, hosts and minutes
 * add up by plain addition and a percentile is read from the sums (decision 032). A bin `i` holds
 * values above `edges[i - 1]` up to and including `edges[i]`; the last bin holds everything above
 * the last edge, so a histogram has `edges.length + 1` counts.
 */

/** The Web Vitals the site measures: LCP, INP and TTFB in milliseconds, CLS unitless. */
export const VITALS = ['lcp', 'inp', 'cls', 'ttfb'] as const;

/** One of {@link VITALS}. */
export type Vital = (typeof VITALS)[number];

/** Upper edges of the bins per vital, ascending (milliseconds, CLS unitless). */
export const VITAL_EDGES: Readonly<Record<Vital, readonly number[]>> = {
  lcp: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
  ttfb: [50, 100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2500, 4000, 6000, 10000],
  inp: [16, 32, 50, 75, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2],
};

/** Counts per bin of one vital: `VITAL_EDGES[vital].length + 1` non-negative integers. */
export type VitalHistogram = number[];

/** An empty histogram of `vital`. */
export function emptyHistogram(vital: Vital): VitalHistogram {
  return new Array<number>(VITAL_EDGES[vital].length + 1).fill(0);
}

/** The bin a measurement of `vital` falls in; a negative or non-finite value in the first. */
export function binOf(vital: Vital, value: number): number {
  const edges = VITAL_EDGES[vital];
  if (!Number.isFinite(value) || value <= 0) return 0;
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

/** The value range `[low, high]` of bin `bin` of `vital` (the last bin's high is its low: nothing above is known). */
export function binRange(vital: Vital, bin: number): { low: number; high: number } {
  const edges = VITAL_EDGES[vital];
  const low = bin === 0 ? 0 : (edges[bin - 1] ?? 0);
  const high = edges[bin] ?? low;
  return { low, high };
}

/**
 * The bin holding the `rank`-th smallest measurement (1-based; clamped to 1..total), or null
 * for an empty histogram.
 */
export function binAtRank(counts: readonly number[], rank: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const wanted = Math.min(total, Math.max(1, Math.ceil(rank)));
  let seen = 0;
  for (let bin = 0; bin < counts.length; bin += 1) {
    seen += counts[bin] ?? 0;
    if (seen >= wanted) return bin;
  }
  return counts.length - 1;
}

/**
 * The `q` quantile (0-1) of `vital` from its histogram, as the upper edge of the bin it falls in
 * (so at most one bin width above the true value), or null without measurements.
 */
export function quantileOf(vital: Vital, counts: readonly number[], q: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const bin = binAtRank(counts, q * total);
  return bin === null ? null : binRange(vital, bin).high;
}

/** Counts one measurement of `vital` into `counts` (made with {@link emptyHistogram}). */
export function countInto(counts: VitalHistogram, vital: Vital, value: number): void {
  const bin = binOf(vital, value);
  counts[bin] = (counts[bin] ?? 0) + 1;
}
