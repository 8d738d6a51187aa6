/**
 * Guarded rollouts (decision 032): start, pause, resume, stop, status, and the tick
 * that judges every running rollout. Each step is one release commit (the compare-and-set of the
 * revision that manual writes use) carrying the rollout's new state and an audit entry with the
 * figures, so when several registry processes judge the same rollout at once exactly one step is
 * taken; the others find the revision moved and judge again on the new state.
 */
import type { Area } from '@meridian/shared/areas';
import { apiError, ok, type Result } from '../errors.ts';
import { MAX_HISTORY, type AreaRelease } from '../db/release-repo.ts';
import { BROWSER_VIEW_KEEP_MS } from '../db/evidence-repo.ts';
import type { Rollout } from '../db/rollout-repo.ts';
import { SIGNAL_BUCKET_MS } from '../db/signals-repo.ts';
import type { RegistryDeps } from './deps.ts';
import { judgeWindow, type GuardVerdict } from './guard-statistics.ts';
import { hostsDetail, SYSTEM_ACTOR } from './health.ts';
import { applyReleaseWrite, type ReleaseWriteResult } from './release-service.ts';
import { nextStep, type RolloutStep } from './rollout-machine.ts';
import { describePull } from './release-actions.ts';
import { readVersionMarks } from './version-marks.ts';

/** A rollout start as the route or CLI asks for it. */
export interface RolloutStart {
  remote: Area;
  version: string;
  stages: number[];
  holdMs: number;
  /** Longest a stage may go without a verdict before the rollout pauses itself, in ms. */
  maxHoldMs: number;
  actor: string;
  claimedActor?: string;
  reason: string;
  ifMatch: number | null | undefined;
  /** More audit details of the start, such as `{ approvedBy, approvalOf }` of a start a second person approved. */
  details?: Record<string, unknown>;
  /** An admin starts it over the version's first-load budget (decision 060). */
  overBudget?: boolean;
}

/** Starts a rollout: the version becomes a canary at the first stage (after the gates), with the rollout in the same commit. */
export async function startRollout(deps: RegistryDeps, start: RolloutStart): Promise<Result<ReleaseWriteResult>> {
  const stages = start.stages;
  return applyReleaseWrite(deps, {
    request: { action: 'canary', remote: start.remote, version: start.version, percent: stages[0] ?? 1 },
    ifMatch: start.ifMatch,
    actor: start.actor,
    ...(start.claimedActor === undefined ? {} : { claimedActor: start.claimedActor }),
    reason: start.reason,
    ...(start.details === undefined ? {} : { details: start.details }),
    startRollout: { stages, holdMs: start.holdMs, maxHoldMs: start.maxHoldMs },
    ...(start.overBudget === true ? { overBudget: true } : {}),
  });
}

/**
 * The guard's verdict for `rollout` now (decision 049): the new version against the one it
 * replaces over the rollout's evidence window (its start, or its last resume), with each version's
 * page views of the current stage for the stage's minimum sample.
 */
export async function judgeRollout(deps: RegistryDeps, rollout: Rollout, active: string): Promise<GuardVerdict> {
  const nowMs = deps.now();
  const [candidate, control, stageCandidate, stageControl, errorSources] = await Promise.all([
    deps.db.sumSignals(rollout.area, rollout.version, rollout.evidenceFromMs, nowMs),
    deps.db.sumSignals(rollout.area, active, rollout.evidenceFromMs, nowMs),
    deps.db.sumSignals(rollout.area, rollout.version, rollout.stageStartedMs, nowMs),
    deps.db.sumSignals(rollout.area, active, rollout.stageStartedMs, nowMs),
    deps.db.errorSources(rollout.area, rollout.version, rollout.evidenceFromMs),
  ]);
  const promoting = (rollout.stages[rollout.stageIndex + 1] ?? 100) >= 100;
  return judgeWindow(candidate, control, deps.config.rollout.guard, {
    stage: { candidate: stageCandidate.pageViews, control: stageControl.pageViews },
    promoting,
    errorSources,
  });
}

/** The release, rollout and audit of a step; null for a hold (nothing is written). */
function planStep(
  step: RolloutStep,
  rollout: Rollout,
  release: AreaRelease,
  verdict: GuardVerdict,
  nowMs: number,
): { release: AreaRelease; rollout: Rollout; action: string; reason: string } | null {
  const figures = { candidate: verdict.candidate, control: verdict.control, checks: verdict.checks };
  const base = { ...rollout, updatedMs: nowMs, lastFigures: figures };
  switch (step.kind) {
    case 'idle':
    case 'hold':
      return null;
    case 'advance':
      return {
        release: { ...release, canary: release.canary && { ...release.canary, percent: step.percent } },
        rollout: { ...base, stageIndex: step.stageIndex, stageStartedMs: nowMs, reason: step.reason },
        action: 'rollout-advance',
        reason: step.reason,
      };
    case 'promote':
      return {
        release: {
          ...release,
          version: rollout.version,
          canary: null,
          previous: [release.version, ...release.previous.filter((item) => item !== release.version && item !== rollout.version)].slice(
            0,
            MAX_HISTORY,
          ),
          pulled: (release.pulled ?? []).filter((item) => item !== rollout.version),
        },
        rollout: { ...base, stageIndex: rollout.stages.length - 1, status: 'completed', reason: step.reason },
        action: 'rollout-complete',
        reason: step.reason,
      };
    case 'rollback':
      return {
        release: {
          ...release,
          canary: null,
          pulled: [rollout.version, ...(release.pulled ?? []).filter((item) => item !== rollout.version)].slice(0, MAX_HISTORY),
        },
        rollout: { ...base, status: 'rolled-back', reason: step.reason },
        action: 'rollout-rollback',
        reason: step.reason,
      };
    case 'end':
      return { release, rollout: { ...base, status: 'stopped', reason: step.reason }, action: 'rollout-end', reason: step.reason };
    case 'pause':
      // The canary keeps its share: a person decides (resume holds the stage again, stop ends it).
      return { release, rollout: { ...base, status: 'paused', reason: step.reason }, action: 'rollout-pause', reason: step.reason };
  }
}

/**
 * A step that widens a version the gates refused since its rollout started (someone's
 * `activate` of it failed them) becomes a pause: it goes no further without a person (decision 050).
 */
async function refusedStepsPause(deps: RegistryDeps, rollout: Rollout, step: RolloutStep): Promise<RolloutStep> {
  if (step.kind !== 'advance' && step.kind !== 'promote') return step;
  const refused = (await readVersionMarks(deps.db, rollout.area)).refused(rollout.version);
  return refused === null ? step : { kind: 'pause', reason: `paused before it widened: ${describePull(refused)}` };
}

/** How many times a step is planned again when another write moved the revision in between. */
const STEP_ATTEMPTS = 5;

/**
 * Judges the running rollout of `area` once and takes its step. Resolves to the step taken
 * (`hold` and `idle` write nothing), or null when there is no running rollout.
 */
export async function tickRollout(deps: RegistryDeps, area: Area): Promise<RolloutStep | null> {
  for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt += 1) {
    const { revision, release } = await deps.db.getReleaseAt(area);
    const rollout = await deps.db.getLiveRollout(area);
    if (rollout === null || rollout.status !== 'running' || release === null) return null;
    const nowMs = deps.now();
    const verdict = await judgeRollout(deps, rollout, release.version);
    const step = await refusedStepsPause(deps, rollout, nextStep(rollout, release, nowMs, verdict));
    const planned = planStep(step, rollout, release, verdict, nowMs);
    if (planned === null) return step;
    // Decision 048: the audit names the hosts whose reports make up the new version's figures.
    const hosts = hostsDetail(await deps.db.hostsOfVersion(rollout.area, rollout.version, rollout.evidenceFromMs));
    const committed = await deps.db.commitRelease({
      expectedRevision: revision,
      release: planned.release,
      rollout: planned.rollout,
      audit: {
        actor: SYSTEM_ACTOR,
        action: planned.action,
        area,
        fromVersion: step.kind === 'promote' ? release.version : rollout.version,
        toVersion: step.kind === 'promote' || step.kind === 'advance' ? rollout.version : null,
        reason: planned.reason,
        details: { ...planned.rollout.lastFigures, stages: rollout.stages, percent: planned.release.canary?.percent ?? null, hosts },
      },
      nowMs,
    });
    if (committed.ok) {
      deps.revisions.notify();
      deps.log.info(`rollout: ${area}@${rollout.version} ${planned.action}: ${planned.reason}`);
      return step;
    }
  }
  return null;
}

/** Judges every running rollout and drops signal buckets, page-view ids and host minutes past their keep. Errors are logged, never thrown. */
export async function tickRollouts(deps: RegistryDeps): Promise<void> {
  try {
    const running = await deps.db.listRunningRollouts();
    for (const rollout of running) await tickRollout(deps, rollout.area);
    const retentionMs = deps.config.rollout.signalRetentionHours * 3_600_000;
    await deps.db.pruneSignals(deps.now() - retentionMs);
    await deps.db.pruneEvidence(deps.now() - BROWSER_VIEW_KEEP_MS, deps.now() - retentionMs);
  } catch (error) {
    deps.log.warn(`rollout: judging the running rollouts failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs {@link tickRollouts} every `deps.config.rollout.tickMs`; returns the stop function. */
export function startRolloutTicker(deps: RegistryDeps): () => void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= tickRollouts(deps).finally(() => {
      running = null;
    });
  }, deps.config.rollout.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** A person's control of a live rollout. */
export type RolloutControl = 'pause' | 'resume' | 'stop';

/**
 * Pauses, resumes or stops the live rollout of `area` as `actor`. Stop ends its canary too (the
 * active version serves everyone); resume restarts the current stage's hold. Refuses with 404
 * `no_rollout`, 409 `rollout_not_running` / `rollout_not_paused` / `canary_gone`.
 */
export async function controlRollout(
  deps: RegistryDeps,
  area: Area,
  control: RolloutControl,
  actor: string,
  reason: string,
): Promise<Result<{ revision: number; rollout: Rollout }>> {
  for (let attempt = 0; attempt < STEP_ATTEMPTS; attempt += 1) {
    const { revision, release } = await deps.db.getReleaseAt(area);
    const rollout = await deps.db.getLiveRollout(area);
    if (rollout === null || release === null) return apiError(404, 'no_rollout', `${area} has no running or paused rollout`);
    const nowMs = deps.now();
    const ownsCanary = release.canary?.version === rollout.version;
    if (control === 'pause' && rollout.status !== 'running')
      return apiError(409, 'rollout_not_running', `the rollout of ${rollout.version} is ${rollout.status}`);
    if (control === 'resume' && rollout.status !== 'paused')
      return apiError(409, 'rollout_not_paused', `the rollout of ${rollout.version} is ${rollout.status}`);
    if (control === 'resume' && !ownsCanary)
      return apiError(409, 'canary_gone', `${rollout.version} is no longer the canary of ${area}; start a new rollout`);
    const next: Rollout = {
      ...rollout,
      status: control === 'pause' ? 'paused' : control === 'resume' ? 'running' : 'stopped',
      stageStartedMs: control === 'resume' ? nowMs : rollout.stageStartedMs,
      // A person who resumes has seen the evidence that paused it: the guard's sequences start again with the next minute's bucket.
      evidenceFromMs: control === 'resume' ? (Math.floor(nowMs / SIGNAL_BUCKET_MS) + 1) * SIGNAL_BUCKET_MS : rollout.evidenceFromMs,
      reason,
      updatedMs: nowMs,
    };
    const committed = await deps.db.commitRelease({
      expectedRevision: revision,
      release: control === 'stop' && ownsCanary ? { ...release, canary: null } : release,
      rollout: next,
      audit: {
        actor,
        action: `rollout-${control}`,
        area,
        fromVersion: rollout.version,
        toVersion: null,
        reason,
        details: { stage: rollout.stages[rollout.stageIndex] ?? null, canaryEnded: control === 'stop' && ownsCanary },
      },
      nowMs,
    });
    if (committed.ok) {
      deps.revisions.notify();
      return ok({ revision: committed.revision, rollout: { ...next, id: committed.rolloutId ?? next.id } });
    }
  }
  return apiError(409, 'busy', 'the release set kept moving; try again');
}

/** What `GET /api/rollouts/{area}` answers: the live (else latest) rollout, the guard's figures now and the next step's time. */
export interface RolloutStatusView {
  rollout: Rollout | null;
  /** The current stage's percentage, or null without a rollout. */
  percent: number | null;
  verdict: GuardVerdict | null;
  /** ISO time the current stage's hold ends (the earliest next step), or null. */
  nextStepAt: string | null;
}

/** The status of `area`'s rollout. */
export async function rolloutStatus(deps: RegistryDeps, area: Area): Promise<RolloutStatusView> {
  const rollout = (await deps.db.getLiveRollout(area)) ?? (await deps.db.listRollouts(area, 1))[0] ?? null;
  if (rollout === null) return { rollout: null, percent: null, verdict: null, nextStepAt: null };
  const live = rollout.status === 'running' || rollout.status === 'paused';
  const verdict = live ? await judgeRollout(deps, rollout, rollout.fromVersion) : null;
  return {
    rollout,
    percent: rollout.stages[rollout.stageIndex] ?? null,
    verdict,
    nextStepAt: rollout.status === 'running' ? new Date(rollout.stageStartedMs + rollout.holdMs).toISOString() : null,
  };
}
