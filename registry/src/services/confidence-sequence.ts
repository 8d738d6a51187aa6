/**
 * Always-valid one-sided bounds (decision 049): asymptotic confidence sequences after Waudby-Smith,
 * Arnold, Wu, Howard, Ramdas, "Time-uniform central limit theory and asymptotic confidence
 * sequences" (arXiv 2103.06476v7, eq. 134 for the one-sided half-width and eq. 161 for the mixing
 * parameter), as GrowthBook's open stats engine implements them (growthbook/growthbook,
 * `packages/stats/gbstats/frequentist/tests.py`, `sequential_interval_halfwidth_one_sided` and
 * `sequential_rho`). A bound from here holds at every look at once: the chance that it is ever
 * wrong over a whole rollout, looked at as often as one likes, is at most `alpha` (asymptotically,
 * as the counts grow). Pure functions, no I/O.
 */

/**
 * The mixing parameter ρ of a one-sided sequence at level `alpha` (0-0.5), tightest around
 * `tuningViews` observations (GrowthBook's "sequential tuning parameter", default 5 000).
 */
export function mixingRho(alpha: number, tuningViews: number): number {
  const twoAlpha = 2 * alpha;
  return Math.sqrt((-2 * Math.log(twoAlpha) + Math.log(-2 * Math.log(twoAlpha) + 1)) / tuningViews);
}

/**
 * The one-sided half-width after `n` observations whose estimate has variance `s2 / n` (so `s2`
 * is the variance of one observation): the estimate minus this is a lower bound valid at every
 * `n` at once with probability 1 − `alpha`. Infinity for `n` < 1.
 */
export function oneSidedHalfWidth(s2: number, n: number, alpha: number, tuningViews: number): number {
  if (n < 1) return Number.POSITIVE_INFINITY;
  const rho = mixingRho(alpha, tuningViews);
  const spread = n * rho * rho + 1;
  return Math.sqrt(Math.max(0, s2) * ((2 * spread) / (n * rho) ** 2) * Math.log(1 + Math.sqrt(spread) / (2 * alpha)));
}

/** Events and views of one side of a comparison of proportions. */
export interface Proportion {
  events: number;
  views: number;
}

/**
 * The increase of a proportion, candidate − control: the point estimate and its always-valid
 * lower bound at `alpha`. The variance uses counts smoothed by Agresti–Caffo (one event and one
 * clean view added to each side), so a side with no events yet still has spread.
 */
export function increaseBound(
  candidate: Proportion,
  control: Proportion,
  alpha: number,
  tuningViews: number,
): { point: number; lower: number } {
  const rate = ({ events, views }: Proportion) => (views === 0 ? 0 : Math.min(1, events / views));
  const smoothed = ({ events, views }: Proportion) => (Math.min(events, views) + 1) / (views + 2);
  const point = rate(candidate) - rate(control);
  const pNew = smoothed(candidate);
  const pOld = smoothed(control);
  const n = candidate.views + control.views;
  const variance = (pNew * (1 - pNew)) / (candidate.views + 2) + (pOld * (1 - pOld)) / (control.views + 2);
  return { point, lower: point - oneSidedHalfWidth(variance * n, n, alpha, tuningViews) };
}

/**
 * The always-valid lower bound of one proportion (`events` of `views`, smoothed as above) at
 * `alpha`, with its point estimate.
 */
export function proportionBound(side: Proportion, alpha: number, tuningViews: number): { point: number; lower: number; upper: number } {
  const point = side.views === 0 ? 0 : Math.min(1, side.events / side.views);
  const smoothed = (Math.min(side.events, side.views) + 1) / (side.views + 2);
  const width = oneSidedHalfWidth(smoothed * (1 - smoothed), side.views, alpha, tuningViews);
  return { point, lower: point - width, upper: point + width };
}
