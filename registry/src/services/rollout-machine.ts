/**
 * The state machine of a guarded rollout (decision 032), as a pure function: given the
 * rollout, the area's release state, the time and the guard's verdict over the stage's window,
 * the next step. No I/O: `rollouts.ts` stores each step with the release commit.
 */
import type { AreaRelease } from '../db/release-repo.ts';
import type { Rollout } from '../db/rollout-repo.ts';
import type { GuardVerdict } from './guard-statistics.ts';
import { maxHoldOf } from './max-hold.ts';

/** What to do next with a running rollout. */
export type RolloutStep =
  | { kind: 'idle' }
  | { kind: 'hold'; reason: string; holdUntilMs: number }
  | { kind: 'advance'; stageIndex: number; percent: number; reason: string }
  | { kind: 'promote'; reason: string }
  | { kind: 'rollback'; reason: string }
  | { kind: 'pause'; reason: string }
  | { kind: 'end'; reason: string };

/**
 * The next step of `rollout` at `nowMs`. `idle` unless it is running; `end` when its canary was
 * ended or replaced by someone else; `rollback` when the guard tripped; `hold` until the stage
 * has held `holdMs` and the guard passes; then `advance` to the next stage, or `promote` when the
 * next stage is 100 % (the version becomes the active one and the rollout is complete); `pause`
 * when only browser evidence tripped the guard (decision 049: a person decides). A stage that has
 * held `maxHoldMs` without a verdict (not enough data, or over a threshold without confidence)
 * neither advances nor waits for ever: `pause`, with the figures in the reason.
 */
export function nextStep(rollout: Rollout, release: AreaRelease | null, nowMs: number, verdict: GuardVerdict): RolloutStep {
  if (rollout.status !== 'running') return { kind: 'idle' };
  if (release?.canary?.version !== rollout.version) {
    const reason =
      release?.version === rollout.version
        ? `${rollout.version} was made active outside the rollout`
        : `the canary of ${rollout.version} was ended outside the rollout`;
    return { kind: 'end', reason };
  }
  if (verdict.decision === 'trip') return { kind: 'rollback', reason: `guard tripped at ${release.canary.percent} %: ${verdict.reason}` };
  // Decision 049: evidence from browsers alone never rolls back by itself; the canary keeps its share and a person decides.
  if (verdict.decision === 'ask')
    return {
      kind: 'pause',
      reason: `guard tripped at ${release.canary.percent} % on ${verdict.reason}; a person decides: resume (the guard starts its evidence afresh) or stop`,
    };
  const holdUntilMs = rollout.stageStartedMs + rollout.holdMs;
  if (nowMs < holdUntilMs) return { kind: 'hold', reason: `holding until ${new Date(holdUntilMs).toISOString()}`, holdUntilMs };
  if (verdict.decision !== 'pass') {
    const heldMs = nowMs - rollout.stageStartedMs;
    if (heldMs < rollout.maxHoldMs) return { kind: 'hold', reason: verdict.reason, holdUntilMs };
    return { kind: 'pause', reason: maxHoldReason(rollout, release.canary.percent, heldMs, verdict) };
  }
  const stageIndex = rollout.stageIndex + 1;
  const percent = rollout.stages[stageIndex] ?? 100;
  const passed = `stage ${rollout.stages[rollout.stageIndex] ?? '?'} % passed: ${verdict.reason}`;
  return percent >= 100 ? { kind: 'promote', reason: passed } : { kind: 'advance', stageIndex, percent, reason: passed };
}

/** A duration in words for an operator: `45 s`, `40 min`. */
export function formatDuration(ms: number): string {
  return ms < 120_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
}

/** Why a stage paused at its maximum hold: `not enough page views: 12 of 200 in 40 min (...)`. */
function maxHoldReason(rollout: Rollout, percent: number, heldMs: number, verdict: GuardVerdict): string {
  const held = formatDuration(heldMs);
  const { shortfall } = verdict;
  const what =
    shortfall === undefined
      ? `no verdict in ${held}: ${verdict.reason}`
      : `not enough data: ${shortfall.pageViews} of ${shortfall.needed} page views${shortfall.side === 'control' ? ' of the active version' : ''} in ${held}`;
  return `${what} (stage ${percent} %, maximum hold ${formatDuration(rollout.maxHoldMs)}); resume to hold the stage again, or stop`;
}

/**
 * Parses a hold such as `10m`, `30s`, `1h` or `1500ms` (a bare number is seconds) into
 * milliseconds; null when it is not one or is under 1 s or over 7 days.
 */
export function parseHold(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (match === null) return null;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] ?? 's'] ?? 1000;
  const ms = Math.round(Number(match[1]) * unit);
  return ms >= 1000 && ms <= 7 * 24 * 3_600_000 ? ms : null;
}

/** A rollout's hold and maximum hold in ms from their texts (validated by the route's schema); 10 min and {@link maxHoldOf} by default. */
export function holdsOf(hold: string, maxHold: string | undefined): { holdMs: number; maxHoldMs: number } {
  const holdMs = parseHold(hold) ?? 600_000;
  const max = maxHold === undefined ? null : parseHold(maxHold);
  return { holdMs, maxHoldMs: max === null ? maxHoldOf(holdMs) : Math.max(max, holdMs) };
}

/** Why `stages` cannot be a rollout's stages (ascending percentages in (0, 100], ending at 100), or null. */
export function invalidStages(stages: readonly number[]): string | null {
  if (stages.length === 0 || stages.length > 10) return 'give 1 to 10 stages';
  if (stages.some((stage) => !Number.isFinite(stage) || stage <= 0 || stage > 100))
    return 'each stage is a percentage above 0 and at most 100';
  if (stages.some((stage, index) => index > 0 && stage <= (stages[index - 1] ?? 0))) return 'stages must ascend';
  if (stages.at(-1) !== 100) return 'the last stage must be 100';
  if (stages.length < 2) return 'give at least one stage under 100 before 100';
  return null;
}
