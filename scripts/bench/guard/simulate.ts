/**
 * Replays one guarded rollout tick by tick with seeded draws (decision 049): page views of the area
 * split between the new and the active version by the stage's share, server errors, beacons, page
 * views with an error and LCP/INP measurements in the shared histograms, judged at every tick by
 * today's guard (its stage window, a trip rolls back) or the new one (the rollout's window,
 * confidence sequences, a browser-only trip pauses). Stationary traffic: the same rates all along.
 */
import { emptySignals, type SignalCounts } from 'registry/src/db/signals-repo.ts';
import { judgeWindow, type GuardPolicy } from 'registry/src/services/guard-statistics.ts';
import { VITAL_EDGES } from '@meridian/shared/vitals-histogram';
import type { Draws } from './random.ts';
import { judgeToday, type OldCounts } from './todays-guard.ts';

/** What visitors do, per minute of the area's traffic. */
export interface Traffic {
  viewsPerMinute: number;
  /** Share of page views whose signed beacon arrives. */
  beaconShare: number;
  /** Shares of beacons carrying an LCP and an INP measurement. */
  lcpShare: number;
  inpShare: number;
  /** The active version's share of page views with an error, and its server error rate. */
  pageErrorRate: number;
  serverErrorRate: number;
  /** Log-normal measurements: median (ms) and σ of the log. */
  lcp: { median: number; sigma: number };
  inp: { median: number; sigma: number };
}

/** A rollout's stages and timing. */
export interface RolloutPlan {
  stages: readonly number[];
  holdMinutes: number;
  /** The registry's judgement interval (REGISTRY_ROLLOUT_TICK_MS). */
  tickSeconds: number;
  /** A stage without a pass after this many holds pauses (decision 044). */
  maxHoldFactor: number;
}

/** How a replayed rollout ended: stopped by the guard (`rolled-back`, or `paused` to ask a person), stalled at its maximum hold, or `completed`. */
export interface Outcome {
  end: 'completed' | 'rolled-back' | 'paused' | 'stalled';
  /** The stage it ended in (index into the stages). */
  stageIndex: number;
  /** Page views the new version served until then. */
  candidateViews: number;
}

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 (error < 1.5e-7).
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const tail =
    (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2)) / 2;
  return x >= 0 ? 1 - tail : tail;
}

/** Probabilities of each histogram bin of `vital` for log-normal measurements. */
export function binProbabilities(vital: 'lcp' | 'inp', shape: { median: number; sigma: number }): number[] {
  const cdf = VITAL_EDGES[vital].map((edge) => normalCdf((Math.log(edge) - Math.log(shape.median)) / shape.sigma));
  return [...cdf, 1].map((value, bin) => value - (bin === 0 ? 0 : (cdf[bin - 1] ?? 0)));
}

interface Side {
  views: number;
  serverErrors: number;
  browserViews: number;
  errorViews: number;
  lcp: number[];
  inp: number[];
}

function tickOf(draws: Draws, views: number, pageErrorRate: number, traffic: Traffic, bins: { lcp: number[]; inp: number[] }): Side {
  const browserViews = draws.binomial(views, traffic.beaconShare);
  return {
    views,
    serverErrors: draws.binomial(views, traffic.serverErrorRate),
    browserViews,
    errorViews: draws.binomial(browserViews, pageErrorRate),
    lcp: draws.multinomial(draws.binomial(browserViews, traffic.lcpShare), bins.lcp),
    inp: draws.multinomial(draws.binomial(browserViews, traffic.inpShare), bins.inp),
  };
}

const addInto = (into: number[], from: readonly number[]) => from.forEach((count, bin) => (into[bin] = (into[bin] ?? 0) + count));

function addSignals(into: SignalCounts, side: Side): void {
  into.pageViews += side.views;
  into.serverErrors += side.serverErrors;
  into.browserViews += side.browserViews;
  into.errorViews += side.errorViews;
  addInto((into.vitals.lcp ??= []), side.lcp);
  addInto((into.vitals.inp ??= []), side.inp);
}

function addOld(into: OldCounts, side: Side): void {
  into.pageViews += side.views;
  into.serverErrors += side.serverErrors;
  into.browserErrors += side.errorViews;
  addInto(into.lcp, side.lcp);
  addInto(into.inp, side.inp);
}

const emptyOld = (): OldCounts => ({ pageViews: 0, serverErrors: 0, browserErrors: 0, lcp: [], inp: [] });

/** Replays one rollout of a version whose share of page views with an error is `candidateErrorRate`, judged by `guard`. */
export function replayRollout(
  guard: 'today' | GuardPolicy,
  candidateErrorRate: number,
  draws: Draws,
  traffic: Traffic,
  plan: RolloutPlan,
): Outcome {
  const bins = { lcp: binProbabilities('lcp', traffic.lcp), inp: binProbabilities('inp', traffic.inp) };
  const viewsPerTick = Math.round((traffic.viewsPerMinute * plan.tickSeconds) / 60);
  const holdTicks = Math.round((plan.holdMinutes * 60) / plan.tickSeconds);
  const rollout = { candidate: emptySignals(), control: emptySignals() };
  let stageOld = { candidate: emptyOld(), control: emptyOld() };
  let stageViews = { candidate: 0, control: 0 };
  let candidateViews = 0;
  for (let stageIndex = 0; stageIndex < plan.stages.length - 1; stageIndex += 1) {
    const share = (plan.stages[stageIndex] ?? 100) / 100;
    for (let tick = 1; ; tick += 1) {
      const inCandidate = draws.binomial(viewsPerTick, share);
      const now = tickOf(draws, inCandidate, candidateErrorRate, traffic, bins);
      const before = tickOf(draws, viewsPerTick - inCandidate, traffic.pageErrorRate, traffic, bins);
      candidateViews += inCandidate;
      let decision: string;
      if (guard === 'today') {
        addOld(stageOld.candidate, now);
        addOld(stageOld.control, before);
        decision = judgeToday(stageOld.candidate, stageOld.control);
      } else {
        addSignals(rollout.candidate, now);
        addSignals(rollout.control, before);
        stageViews = { candidate: stageViews.candidate + now.views, control: stageViews.control + before.views };
        decision = judgeWindow(rollout.candidate, rollout.control, guard, {
          stage: stageViews,
          promoting: stageIndex === plan.stages.length - 2,
        }).decision;
      }
      if (decision === 'trip') return { end: 'rolled-back', stageIndex, candidateViews };
      if (decision === 'ask') return { end: 'paused', stageIndex, candidateViews };
      if (tick >= holdTicks && decision === 'pass') break;
      if (tick >= holdTicks * plan.maxHoldFactor) return { end: 'stalled', stageIndex, candidateViews };
    }
    stageOld = { candidate: emptyOld(), control: emptyOld() };
    stageViews = { candidate: 0, control: 0 };
  }
  return { end: 'completed', stageIndex: plan.stages.length - 1, candidateViews };
}
