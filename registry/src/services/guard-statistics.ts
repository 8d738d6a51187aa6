/**
 * The guard of a guarded rollout (decisions 032 and 049): compares the new version with the active
 * one over the same minutes and says whether it regressed with confidence, looks no worse, or
 * cannot be told yet. Every bound is an always-valid one-sided confidence sequence
 * (`confidence-sequence.ts`), so the registry may judge every few seconds for the whole rollout:
 * the chance that a version as good as the active one is ever stopped stays under `alpha`,
 * shared by the four tests. Pure functions, no I/O.
 *
 * - The share of page views with an error (browser page views, one per signed page view and
 *   version, decision 047) and the server error rate (page failures per page view the hosts
 *   counted): the lower bound of the increase, new − active, must stay at or under the allowed one.
 * - p75 LCP and INP: the active version's p75 has an upper bound from the rank of its 75th
 *   percentile; when, with confidence, more than a quarter of the new version's measurements lie
 *   above that bound times the allowed ratio, the new p75 is beyond it.
 *
 * No test trips before both versions have the minimum sample. A trip on browser evidence alone
 * (page errors, LCP, INP) asks a person unless the server's own error rate agrees (its increase
 * above zero at the lenient `agreeAlpha`); a server trip rolls back.
 */
import { binAtRank, binRange, quantileOf, type Vital } from '@meridian/shared/vitals-histogram';
import type { SignalCounts } from '../db/signals-repo.ts';
import { increaseBound, oneSidedHalfWidth, proportionBound } from './confidence-sequence.ts';

/** Thresholds of the guard; every figure is injectable (settings, tests, the bench). */
export interface GuardPolicy {
  /** Page views each version needs (hosts' counts, and browser page views for the browser tests) before a test may trip, and in a stage before it may advance. */
  minPageViews: number;
  /** Measurements of a vital each side needs before it is compared. */
  minVitalSamples: number;
  /** Allowed increase of the share of page views with an error (0-1; 0.001 = 0.1 point). */
  maxPageErrorRateIncrease: number;
  /** Allowed increase of the server error rate (0-1, per page view). */
  maxServerErrorRateIncrease: number;
  /** Allowed ratio of the new p75 LCP and INP to the active one (1.2 = 20 % slower). */
  maxVitalRatio: number;
  /** Chance that a rollout of a version as good as the active one is ever stopped, shared by the four tests (0.01). */
  alpha: number;
  /** Views where the confidence sequences are tightest (both versions together). */
  tuningViews: number;
  /** Level at which the server's error rate "agrees" with a browser trip (its increase above zero). */
  agreeAlpha: number;
  /** Addresses the new version's page views with an error must come from before they may trip the guard (decision 047: a handful of clients never does). */
  minErrorSources: number;
}

/** The figures of one version over a window, as the console and the audit show them. */
export interface WindowFigures {
  /** Page views the hosts counted. */
  pageViews: number;
  serverErrors: number;
  /** Server errors per page view (0-1), or null without views. */
  serverErrorRate: number | null;
  /** Page views whose signed beacon was taken (at most `pageViews` of the hosts, decision 047). */
  browserViews: number;
  /** Of those, the page views with an error. */
  errorViews: number;
  /** `errorViews` per browser page view (0-1), or null without any. */
  pageErrorRate: number | null;
  navFailureViews: number;
  /** Mean server render time, milliseconds, or null. */
  renderMsMean: number | null;
  /** p75 of each vital (ms; CLS unitless) from its histogram, or null without measurements. */
  p75: Record<Vital, number | null>;
  /** Measurements per vital. */
  vitalSamples: Record<Vital, number>;
}

/** A test's outcome: `tripped` with confidence, `over` the threshold by the point estimate only, `ok`, or `not-enough-data` before the minimum sample. */
export interface GuardCheck {
  metric: 'pageErrorRate' | 'serverErrorRate' | 'p75Lcp' | 'p75Inp';
  /** Whose figures: the browsers' beacons or the hosts' own counts. */
  source: 'browser' | 'server';
  state: 'tripped' | 'over' | 'ok' | 'not-enough-data';
  /** A sentence with the figures, for the audit. */
  detail: string;
}

/**
 * What the guard concludes: `trip` (roll back), `ask` (browser evidence alone: pause for a
 * person), `pass` (may advance when the hold ends), `hold` (over a threshold, not with
 * confidence) or `not-enough-data` (the stage lacks the minimum sample).
 */
export interface GuardVerdict {
  decision: 'trip' | 'ask' | 'pass' | 'hold' | 'not-enough-data';
  /** Why, with the figures: the audit's reason. */
  reason: string;
  checks: GuardCheck[];
  candidate: WindowFigures;
  control: WindowFigures;
  /** With `not-enough-data`: whose page views are short (`candidate` the new version, `control` the active one), how many and how many needed. */
  shortfall?: { side: 'candidate' | 'control'; pageViews: number; needed: number };
}

const total = (counts: readonly number[] | undefined): number => (counts ?? []).reduce((sum, count) => sum + count, 0);

/** The figures of `counts`. */
export function windowFigures(counts: SignalCounts): WindowFigures {
  const vital = (name: Vital) => quantileOf(name, counts.vitals[name] ?? [], 0.75);
  return {
    pageViews: counts.pageViews,
    serverErrors: counts.serverErrors,
    serverErrorRate: counts.pageViews === 0 ? null : Math.min(1, counts.serverErrors / counts.pageViews),
    browserViews: counts.browserViews,
    errorViews: counts.errorViews,
    pageErrorRate: counts.browserViews === 0 ? null : Math.min(1, counts.errorViews / counts.browserViews),
    navFailureViews: counts.navFailureViews,
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

const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits)} %`;
const points = (share: number) => `${(share * 100).toFixed(2)} points`;
const confidence = (alpha: number) => `${percent(1 - alpha, alpha < 0.001 ? 2 : 1)} always-valid`;

/**
 * The share of the budget each test gets: page errors half (what the guard exists for), the server
 * error rate a quarter, each vital an eighth; the shares add up to the whole, so the chance that
 * any test ever stops a good version stays under `alpha` (a union bound).
 */
const SHARES: Readonly<Record<GuardCheck['metric'], number>> = { pageErrorRate: 0.5, serverErrorRate: 0.25, p75Lcp: 0.125, p75Inp: 0.125 };
const levelOf = (metric: GuardCheck['metric'], policy: GuardPolicy) => policy.alpha * SHARES[metric];

function rateCheck(
  metric: 'pageErrorRate' | 'serverErrorRate',
  candidate: SignalCounts,
  control: SignalCounts,
  policy: GuardPolicy,
  errorSources?: number,
): GuardCheck {
  const browser = metric === 'pageErrorRate';
  const side = (counts: SignalCounts) =>
    browser ? { events: counts.errorViews, views: counts.browserViews } : { events: counts.serverErrors, views: counts.pageViews };
  const [now, before] = [side(candidate), side(control)];
  const name = browser ? 'page views with an error' : 'server error rate';
  const unit = browser ? 'browser page views' : 'page views';
  const allowed = browser ? policy.maxPageErrorRateIncrease : policy.maxServerErrorRateIncrease;
  const source = browser ? 'browser' : 'server';
  const rate = (item: { events: number; views: number }) => percent(item.views === 0 ? 0 : item.events / item.views, 2);
  const figures = `${name}: new ${rate(now)} vs active ${rate(before)} (${now.events} of ${now.views} vs ${before.events} of ${before.views} ${unit})`;
  if (now.views < policy.minPageViews || before.views < policy.minPageViews)
    return { metric, source, state: 'not-enough-data', detail: `${figures}; not enough data (${policy.minPageViews} ${unit} each needed)` };
  const level = levelOf(metric, policy);
  const { point, lower } = increaseBound(now, before, level, policy.tuningViews);
  const detail = `${figures}; increase at least ${points(lower)} (${confidence(level)}), allowed ${points(allowed)}`;
  if (lower > allowed && browser && errorSources !== undefined && errorSources < policy.minErrorSources)
    return {
      metric,
      source,
      state: 'over',
      detail: `${detail}; but the errors came from ${errorSources} addresses, ${policy.minErrorSources} needed`,
    };
  if (lower > allowed) return { metric, source, state: 'tripped', detail };
  return { metric, source, state: point > allowed ? 'over' : 'ok', detail };
}

/**
 * The value the p75 of `counts` lies under at every look with confidence 1 − `alpha`: the high
 * edge of the bin holding the rank 0.75 n + its always-valid spread; Infinity when that rank is
 * beyond the sample or falls in the open last bin.
 */
export function p75UpperBound(vital: Vital, counts: readonly number[], alpha: number, tuningViews: number): number {
  const n = total(counts);
  const share = 0.75 + oneSidedHalfWidth(0.1875, n, alpha, tuningViews);
  if (n === 0 || share >= 1) return Number.POSITIVE_INFINITY;
  const bin = binAtRank(counts, Math.ceil(share * n));
  if (bin === null) return Number.POSITIVE_INFINITY;
  const range = binRange(vital, bin);
  return range.high > range.low ? range.high : Number.POSITIVE_INFINITY;
}

/**
 * Where the one-version bounds of the vitals are tightest, in measurements of one version: the
 * rate tests count both versions' views together, a vital's bound only one version's measurements.
 */
export const VITAL_TUNING_MEASUREMENTS = 1000;

/** How many measurements of `counts` lie wholly above `threshold` (bins whose low edge is at or over it). */
function countAbove(vital: Vital, counts: readonly number[], threshold: number): number {
  return counts.reduce((sum, count, bin) => (binRange(vital, bin).low >= threshold ? sum + count : sum), 0);
}

function vitalCheck(vital: 'lcp' | 'inp', candidate: SignalCounts, control: SignalCounts, policy: GuardPolicy): GuardCheck {
  const metric = vital === 'lcp' ? 'p75Lcp' : 'p75Inp';
  const [now, before] = [candidate.vitals[vital] ?? [], control.vitals[vital] ?? []];
  const label = `p75 ${vital.toUpperCase()}`;
  const newP75 = quantileOf(vital, now, 0.75);
  const oldP75 = quantileOf(vital, before, 0.75);
  const figures = `${label}: new ${newP75 ?? 'n/a'} ms vs active ${oldP75 ?? 'n/a'} ms (${total(now)} vs ${total(before)} measurements)`;
  if (total(now) < policy.minVitalSamples || total(before) < policy.minVitalSamples || newP75 === null || oldP75 === null)
    return {
      metric,
      source: 'browser',
      state: 'not-enough-data',
      detail: `${figures}; not enough data (${policy.minVitalSamples} each needed)`,
    };
  // Half the test's level for the active version's bound, half for the new version's share above it.
  const alpha = levelOf(metric, policy) / 2;
  const threshold = p75UpperBound(vital, before, alpha, VITAL_TUNING_MEASUREMENTS) * policy.maxVitalRatio;
  const above = proportionBound({ events: countAbove(vital, now, threshold), views: total(now) }, alpha, VITAL_TUNING_MEASUREMENTS);
  const detail = Number.isFinite(threshold)
    ? `${figures}; at least ${percent(Math.max(0, above.lower))} of new measurements above ${threshold} ms (the active p75's bound × ${policy.maxVitalRatio}), ${confidence(levelOf(metric, policy))}; a quarter allowed`
    : `${figures}; the active p75 has no bound yet`;
  if (above.lower > 0.25) return { metric, source: 'browser', state: 'tripped', detail };
  return { metric, source: 'browser', state: newP75 > oldP75 * policy.maxVitalRatio ? 'over' : 'ok', detail };
}

/** Whether the server's own error rate is higher for the new version, at the lenient level (a browser trip then rolls back). */
function serverAgrees(candidate: SignalCounts, control: SignalCounts, policy: GuardPolicy): boolean {
  const now = { events: candidate.serverErrors, views: candidate.pageViews };
  const before = { events: control.serverErrors, views: control.pageViews };
  return increaseBound(now, before, policy.agreeAlpha, policy.tuningViews).lower > 0;
}

/**
 * What the judgement knows besides the counts: the stage's page views per version (a stage
 * advances only with the minimum sample of its own), whether the next step makes the version
 * active, and how many addresses the new version's error views came from (unknown: not checked).
 */
export interface StageFacts {
  stage?: { candidate: number; control: number };
  promoting?: boolean;
  errorSources?: number;
}

/** Whether a rate test short of its minimum sample has the new version's point estimate over the allowed increase. */
function thinButWorse(
  metric: GuardCheck['metric'],
  { candidate, control }: { candidate: WindowFigures; control: WindowFigures },
  policy: GuardPolicy,
): boolean {
  if (metric === 'pageErrorRate')
    return candidate.pageErrorRate !== null && candidate.pageErrorRate - (control.pageErrorRate ?? 0) > policy.maxPageErrorRateIncrease;
  if (metric === 'serverErrorRate')
    return (
      candidate.serverErrorRate !== null && candidate.serverErrorRate - (control.serverErrorRate ?? 0) > policy.maxServerErrorRateIncrease
    );
  return false;
}

/**
 * Compares `candidate` (the new version) with `control` (the active one), both counted since the
 * rollout's evidence window opened (its start, or its last resume). `trip` when a server test
 * tripped, or a browser one with the server agreeing; `ask` when only browser tests tripped;
 * `not-enough-data` while either version's page views in the stage (`options.stage`, default the
 * window's) are under the minimum; `hold` when the next step promotes (`options.promoting`) and a
 * point estimate is over its threshold (a rate test short of its sample too); else `pass`.
 */
export function judgeWindow(candidate: SignalCounts, control: SignalCounts, policy: GuardPolicy, options: StageFacts = {}): GuardVerdict {
  const checks = [
    rateCheck('pageErrorRate', candidate, control, policy, options.errorSources),
    rateCheck('serverErrorRate', candidate, control, policy),
    vitalCheck('lcp', candidate, control, policy),
    vitalCheck('inp', candidate, control, policy),
  ];
  const figures = { candidate: windowFigures(candidate), control: windowFigures(control) };
  const tripped = checks.filter((check) => check.state === 'tripped');
  const words = (list: GuardCheck[]) => list.map((check) => check.detail).join('; ');
  if (tripped.some((check) => check.source === 'server')) return { decision: 'trip', reason: words(tripped), checks, ...figures };
  if (tripped.length > 0) {
    if (serverAgrees(candidate, control, policy))
      return { decision: 'trip', reason: `${words(tripped)}; the server error rate agrees`, checks, ...figures };
    return { decision: 'ask', reason: `browser evidence alone, the server's figures do not agree: ${words(tripped)}`, checks, ...figures };
  }
  const views = options.stage ?? { candidate: candidate.pageViews, control: control.pageViews };
  for (const side of ['candidate', 'control'] as const) {
    if (views[side] >= policy.minPageViews) continue;
    const whose = side === 'control' ? ' of the active version' : '';
    return {
      decision: 'not-enough-data',
      reason: `not enough data: ${views[side]} of ${policy.minPageViews} page views${whose} in this stage`,
      checks,
      ...figures,
      shortfall: { side, pageViews: views[side], needed: policy.minPageViews },
    };
  }
  // Stages advance on schedule unless a test trips (the sequential tests look all along); only the step to 100 % waits for every
  // point estimate, a rate test still short of its minimum sample included (a few bad beacons never promote a version).
  const over = checks.filter(
    (check) => check.state === 'over' || (check.state === 'not-enough-data' && thinButWorse(check.metric, figures, policy)),
  );
  if (over.length > 0 && options.promoting)
    return { decision: 'hold', reason: `over a threshold, not yet with confidence: ${words(over)}`, checks, ...figures };
  return { decision: 'pass', reason: words(checks), checks, ...figures };
}
