/**
 * The guard of a guarded rollout (issue 19, decision 032): compares the new version with the
 * active one over the same window and says whether it regressed beyond the thresholds with
 * stated confidence (trip: roll back), looks no worse by its point estimates (pass: may advance)
 * or cannot be told yet (hold). Pure functions, no I/O.
 *
 * - Errors per 1 000 page views (browser errors, a count per view, Poisson) and the server error
 *   rate (server errors per view, binomial): the one-sided lower confidence bound of the
 *   difference new − active, with a normal approximation on counts smoothed by the
 *   Agresti–Caffo correction (one error and one clean view added to each side), must stay at or
 *   under the allowed increase; at `z` = 2.576 (99.5 % one-sided) each look is strict enough that
 *   the repeated looks of a rollout rarely trip a good version.
 * - p75 LCP and INP: a distribution-free bound from order statistics. The rank of the 75th
 *   percentile in n measurements lies within 0.75 n ± z √(0.1875 n) with the stated confidence;
 *   the new version's lower bound (low edge of its bin) is compared with the active version's
 *   upper bound (high edge of its bin) times the allowed ratio.
 */
import { binAtRank, binRange, quantileOf, type Vital } from '@meridian/shared/vitals-histogram';
import type { SignalCounts } from '../db/signals-repo.ts';

/** Thresholds of the guard; every figure is injectable (settings, tests). */
export interface GuardPolicy {
  /** Page views the new version needs in the window before a stage may advance or trip. */
  minPageViews: number;
  /** Measurements of a vital each side needs before it is compared. */
  minVitalSamples: number;
  /** Allowed increase in browser errors per 1 000 page views. */
  maxErrorsPer1000Increase: number;
  /** Allowed increase of the server error rate (0-1, per page view). */
  maxServerErrorRateIncrease: number;
  /** Allowed ratio of the new p75 LCP and INP to the active one (1.2 = 20 % slower). */
  maxVitalRatio: number;
  /** One-sided normal quantile of the confidence bounds (2.576 = 99.5 %). */
  z: number;
}

/** The figures of one version over a window, as the console and the audit show them. */
export interface WindowFigures {
  pageViews: number;
  browserErrors: number;
  serverErrors: number;
  navFailures: number;
  /** Browser errors per 1 000 page views, or null without views. */
  errorsPer1000: number | null;
  /** Server errors per page view (0-1), or null without views. */
  serverErrorRate: number | null;
  /** Mean server render time, milliseconds, or null. */
  renderMsMean: number | null;
  /** p75 of each vital (ms; CLS unitless) from its histogram, or null without measurements. */
  p75: Record<Vital, number | null>;
  /** Measurements per vital. */
  vitalSamples: Record<Vital, number>;
}

/** One guard's outcome: `tripped` with confidence, `over` the threshold by the point estimate only, or `ok`. */
export interface GuardCheck {
  metric: 'errorsPer1000' | 'serverErrorRate' | 'p75Lcp' | 'p75Inp';
  state: 'tripped' | 'over' | 'ok' | 'no-data';
  /** A sentence with the figures, for the audit. */
  detail: string;
}

/** What the guard concludes over one window. */
export interface GuardVerdict {
  decision: 'trip' | 'pass' | 'hold';
  /** Why, with the figures: the audit's reason. */
  reason: string;
  checks: GuardCheck[];
  candidate: WindowFigures;
  control: WindowFigures;
  /** When it holds for want of page views: whose (`candidate` the new version, `control` the active one), how many and how many needed. */
  shortfall?: { side: 'candidate' | 'control'; pageViews: number; needed: number };
}

const total = (counts: readonly number[] | undefined): number => (counts ?? []).reduce((sum, count) => sum + count, 0);

/** The figures of `counts`. */
export function windowFigures(counts: SignalCounts): WindowFigures {
  const views = counts.pageViews;
  const vital = (name: Vital) => quantileOf(name, counts.vitals[name] ?? [], 0.75);
  return {
    pageViews: views,
    browserErrors: counts.browserErrors,
    serverErrors: counts.serverErrors,
    navFailures: counts.navFailures,
    errorsPer1000: views === 0 ? null : (counts.browserErrors / views) * 1000,
    serverErrorRate: views === 0 ? null : Math.min(1, counts.serverErrors / views),
    renderMsMean: counts.renders === 0 ? null : counts.renderMs / counts.renders,
    p75: { lcp: vital('lcp'), inp: vital('inp'), cls: vital('cls'), ttfb: vital('ttfb') },
    vitalSamples: {
      lcp: total(counts.vitals.lcp),
      inp: total(counts.vitals.inp),
      cls: total(counts.vitals.cls),
      ttfb: total(counts.vitals.ttfb),
    },
  };
}

/**
 * Lower and point estimate of the increase of a per-view rate, new − active, with the
 * Agresti–Caffo smoothing; `binomial` caps the variance at p (1 − p), else Poisson (p).
 */
export function rateIncrease(
  events: { candidate: number; control: number },
  views: { candidate: number; control: number },
  z: number,
  binomial: boolean,
): { point: number; lower: number } {
  const smoothed = (count: number, n: number) => (count + 1) / (n + 2);
  const pNew = smoothed(events.candidate, views.candidate);
  const pOld = smoothed(events.control, views.control);
  const variance = (p: number, n: number) => (binomial ? p * (1 - p) : p) / (n + 2);
  const se = Math.sqrt(variance(pNew, views.candidate) + variance(pOld, views.control));
  const point = events.candidate / Math.max(1, views.candidate) - events.control / Math.max(1, views.control);
  return { point, lower: pNew - pOld - z * se };
}

/** The `[low, high]` values within which the p75 of a histogram lies with the confidence of `z`. */
export function p75Bounds(vital: Vital, counts: readonly number[], z: number): { low: number; high: number } | null {
  const n = total(counts);
  if (n === 0) return null;
  const spread = z * Math.sqrt(0.1875 * n);
  const lowBin = binAtRank(counts, Math.floor(0.75 * n - spread));
  const highBin = binAtRank(counts, Math.ceil(0.75 * n + spread));
  if (lowBin === null || highBin === null) return null;
  return { low: binRange(vital, lowBin).low, high: binRange(vital, highBin).high };
}

const fixed = (value: number | null, digits = 1) => (value === null ? 'n/a' : value.toFixed(digits));

function rateCheck(
  metric: 'errorsPer1000' | 'serverErrorRate',
  candidate: SignalCounts,
  control: SignalCounts,
  policy: GuardPolicy,
): GuardCheck {
  const errors = metric === 'errorsPer1000';
  const events = errors
    ? { candidate: candidate.browserErrors, control: control.browserErrors }
    : { candidate: candidate.serverErrors, control: control.serverErrors };
  const views = { candidate: candidate.pageViews, control: control.pageViews };
  const scale = errors ? 1000 : 100;
  const allowed = errors ? policy.maxErrorsPer1000Increase / 1000 : policy.maxServerErrorRateIncrease;
  const { point, lower } = rateIncrease(events, views, policy.z, !errors);
  const unit = errors ? 'errors per 1 000 views' : '% server errors';
  const name = errors ? 'browser errors' : 'server error rate';
  const detail = `${name}: new ${fixed((events.candidate / Math.max(1, views.candidate)) * scale)} vs active ${fixed((events.control / Math.max(1, views.control)) * scale)} ${unit} (${events.candidate} of ${views.candidate} vs ${events.control} of ${views.control} views); increase at least ${fixed(lower * scale)} with ${confidence(policy.z)} confidence, allowed ${fixed(allowed * scale)}`;
  if (lower > allowed) return { metric, state: 'tripped', detail };
  return { metric, state: point > allowed ? 'over' : 'ok', detail };
}

function vitalCheck(vital: 'lcp' | 'inp', candidate: SignalCounts, control: SignalCounts, policy: GuardPolicy): GuardCheck {
  const metric = vital === 'lcp' ? 'p75Lcp' : 'p75Inp';
  const newCounts = candidate.vitals[vital] ?? [];
  const oldCounts = control.vitals[vital] ?? [];
  const label = `p75 ${vital.toUpperCase()}`;
  if (total(newCounts) < policy.minVitalSamples || total(oldCounts) < policy.minVitalSamples)
    return {
      metric,
      state: 'no-data',
      detail: `${label}: ${total(newCounts)} vs ${total(oldCounts)} measurements, fewer than ${policy.minVitalSamples}`,
    };
  const newBounds = p75Bounds(vital, newCounts, policy.z);
  const oldBounds = p75Bounds(vital, oldCounts, policy.z);
  const newP75 = quantileOf(vital, newCounts, 0.75) ?? 0;
  const oldP75 = quantileOf(vital, oldCounts, 0.75) ?? 0;
  const detail = `${label}: new ${newP75} ms vs active ${oldP75} ms (${total(newCounts)} vs ${total(oldCounts)} measurements), allowed ×${policy.maxVitalRatio}`;
  if (newBounds !== null && oldBounds !== null && newBounds.low > oldBounds.high * policy.maxVitalRatio)
    return {
      metric,
      state: 'tripped',
      detail: `${detail}; new at least ${newBounds.low} ms vs active at most ${oldBounds.high} ms with ${confidence(policy.z)} confidence`,
    };
  return { metric, state: newP75 > oldP75 * policy.maxVitalRatio ? 'over' : 'ok', detail };
}

function confidence(z: number): string {
  // One-sided normal tail, by the Abramowitz–Stegun approximation of erf (error < 1.5e-7).
  const x = z / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return `${(((1 + erf) / 2) * 100).toFixed(1)} %`;
}

/**
 * Compares `candidate` (the new version) with `control` (the active one) over the same window.
 * `trip` when any guard regressed beyond its threshold with confidence (even before the minimum
 * sample: a clear regression needs no more visitors); `pass` when both versions have the minimum
 * sample and every point estimate is within its threshold; `hold` otherwise.
 */
export function judgeWindow(candidate: SignalCounts, control: SignalCounts, policy: GuardPolicy): GuardVerdict {
  const checks = [
    rateCheck('errorsPer1000', candidate, control, policy),
    rateCheck('serverErrorRate', candidate, control, policy),
    vitalCheck('lcp', candidate, control, policy),
    vitalCheck('inp', candidate, control, policy),
  ];
  const figures = { candidate: windowFigures(candidate), control: windowFigures(control) };
  const tripped = checks.filter((check) => check.state === 'tripped');
  if (tripped.length > 0) return { decision: 'trip', reason: tripped.map((check) => check.detail).join('; '), checks, ...figures };
  if (candidate.pageViews < policy.minPageViews)
    return {
      decision: 'hold',
      reason: `${candidate.pageViews} of ${policy.minPageViews} page views gathered`,
      checks,
      ...figures,
      shortfall: { side: 'candidate', pageViews: candidate.pageViews, needed: policy.minPageViews },
    };
  // Nothing to compare with yet (the active version's reports may arrive a health interval later).
  if (control.pageViews < policy.minPageViews)
    return {
      decision: 'hold',
      reason: `${control.pageViews} of ${policy.minPageViews} page views of the active version gathered`,
      checks,
      ...figures,
      shortfall: { side: 'control', pageViews: control.pageViews, needed: policy.minPageViews },
    };
  const over = checks.filter((check) => check.state === 'over');
  if (over.length > 0)
    return {
      decision: 'hold',
      reason: `over a threshold, not yet with confidence: ${over.map((check) => check.detail).join('; ')}`,
      checks,
      ...figures,
    };
  return { decision: 'pass', reason: checks.map((check) => check.detail).join('; '), checks, ...figures };
}
