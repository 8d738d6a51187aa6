/**
 * `npm run bench -- guard` (decision 049): replays simulated rollouts with seeded draws and prints,
 * for today's guard and the sequential one side by side, the false-stop rate over A/A rollouts
 * (goal ≤ 1 %), the share of rollouts of a version with one more point of page views with an error
 * (0.5 % → 1.5 %) stopped by the 10 % stage (goal ≥ 95 %), and the page views that took. Needs no
 * running system. `BENCH_GUARD_ROLLOUTS` (default 1 000) and `BENCH_GUARD_SEED` change the run.
 */
import { DEFAULT_ROLLOUT_POLICY } from 'registry/src/config.ts';
import type { GuardPolicy } from 'registry/src/services/guard-statistics.ts';
import { seededDraws } from './random.ts';
import { replayRollout, type Outcome, type RolloutPlan, type Traffic } from './simulate.ts';

/** The area's traffic the rollouts meet: a busy area (5 000 page views a minute), most beacons arriving. */
export const BENCH_TRAFFIC: Traffic = {
  viewsPerMinute: 5000,
  beaconShare: 0.9,
  lcpShare: 0.8,
  inpShare: 0.5,
  pageErrorRate: 0.005,
  serverErrorRate: 0.002,
  lcp: { median: 1800, sigma: 0.45 },
  inp: { median: 120, sigma: 0.7 },
};

/** `rollout <area> <version>` with its defaults: stages 1, 10, 50, 100, a 10-minute hold, judged every 5 s. */
export const BENCH_PLAN: RolloutPlan = { stages: [1, 10, 50, 100], holdMinutes: 10, tickSeconds: 5, maxHoldFactor: 4 };

/** The index of the 10 % stage: a stop there or earlier counts as "by the 10 % stage". */
const TEN_PERCENT_STAGE = BENCH_PLAN.stages.indexOf(10);

interface Summary {
  rolledBack: number;
  paused: number;
  stalled: number;
  stoppedByTenPercent: number;
  /** Page views the new version served until it was stopped, for each stopped rollout. */
  viewsToStop: number[];
}

function summarise(outcomes: readonly Outcome[]): Summary {
  const stopped = outcomes.filter((outcome) => outcome.end === 'rolled-back' || outcome.end === 'paused');
  return {
    rolledBack: outcomes.filter((outcome) => outcome.end === 'rolled-back').length,
    paused: outcomes.filter((outcome) => outcome.end === 'paused').length,
    stalled: outcomes.filter((outcome) => outcome.end === 'stalled').length,
    stoppedByTenPercent: stopped.filter((outcome) => outcome.stageIndex <= TEN_PERCENT_STAGE).length,
    viewsToStop: stopped.map((outcome) => outcome.candidateViews).sort((a, b) => a - b),
  };
}

function replayMany(guard: 'today' | GuardPolicy, candidateErrorRate: number, rollouts: number, seed: number): Summary {
  const outcomes: Outcome[] = [];
  for (let index = 0; index < rollouts; index += 1)
    outcomes.push(replayRollout(guard, candidateErrorRate, seededDraws(seed + index), BENCH_TRAFFIC, BENCH_PLAN));
  return summarise(outcomes);
}

const share = (count: number, of: number) => `${((count / of) * 100).toFixed(1)} %`;
const quantile = (sorted: readonly number[], q: number) =>
  sorted.length === 0 ? 'n/a' : String(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);

/** The figures of both guards, as lines. */
export function guardFigures(rollouts: number, seed: number, policy: GuardPolicy = DEFAULT_ROLLOUT_POLICY.guard): string[] {
  const rows: [string, 'today' | GuardPolicy][] = [
    ["today's guard (fixed 99.5 % bound each look)", 'today'],
    ['sequential guard (confidence sequences)', policy],
  ];
  const lines = [
    `guard bench: ${rollouts} rollouts per case, seed ${seed}; ${BENCH_TRAFFIC.viewsPerMinute} page views a minute, ${BENCH_TRAFFIC.beaconShare * 100} % with a beacon, stages ${BENCH_PLAN.stages.join(', ')} %, hold ${BENCH_PLAN.holdMinutes} min, judged every ${BENCH_PLAN.tickSeconds} s`,
  ];
  for (const [label, guard] of rows) {
    const aa = replayMany(guard, BENCH_TRAFFIC.pageErrorRate, rollouts, seed);
    const bad = replayMany(guard, BENCH_TRAFFIC.pageErrorRate + 0.01, rollouts, seed + 1_000_000);
    lines.push(
      `  ${label}`,
      `    A/A (same version twice): false stops ${share(aa.rolledBack + aa.paused, rollouts)} (goal <= 1 %): ${aa.rolledBack} rolled back, ${aa.paused} paused for a person; ${aa.stalled} stalled at the maximum hold`,
      `    +1 point of page errors (0.5 % -> 1.5 %): stopped by the 10 % stage ${share(bad.stoppedByTenPercent, rollouts)} (goal >= 95 %): ${bad.rolledBack} rolled back, ${bad.paused} paused, ${bad.stalled} stalled; page views of the new version until the stop: median ${quantile(bad.viewsToStop, 0.5)}, p90 ${quantile(bad.viewsToStop, 0.9)}`,
    );
  }
  return lines;
}

/** Prints {@link guardFigures} with the environment's rollouts and seed. */
export async function guardBench(): Promise<void> {
  const rollouts = Number(process.env.BENCH_GUARD_ROLLOUTS ?? 1000) || 1000;
  const seed = Number(process.env.BENCH_GUARD_SEED ?? 20261201) || 20261201;
  const started = Date.now();
  for (const line of guardFigures(rollouts, seed)) console.log(line);
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return Promise.resolve();
}
