/**
 * Writes to the release set (`POST /api/releases`): optimistic concurrency on the revision
 * (If-Match), the gates, then a compare-and-set of the revision (`UPDATE ... WHERE revision =
 * expected`) with the new state and the audit entry in one transaction, so two writers holding
 * the same revision never both win, in one registry process or several.
 */
import { claimNote, type AuditEntry } from '../db/audit-repo.ts';
import type { AreaRelease } from '../db/release-repo.ts';
import type { Rollout } from '../db/rollout-repo.ts';
import { apiError, ok, type Result } from '../errors.ts';
import { describeFailures, runGates, type GateFailure } from '../gates/gates.ts';
import { gateContext, type RegistryDeps } from './deps.ts';
import { budgetGate } from './budget.ts';
import { commitRefusalError, refuseIfLocked } from './locks.ts';
import { planAction, type ReleaseAction } from './release-actions.ts';
import { remoteView, servedWellIn, type RemoteView } from './release-view.ts';
import { GATE_REFUSED, GATES_PASSED, readVersionMarks } from './version-marks.ts';

/** A write request: the action, the revision the writer saw, who and why. */
export interface ReleaseWrite {
  request: ReleaseAction;
  /** Revision from `If-Match`: null when the header was absent, undefined when malformed. */
  ifMatch: number | null | undefined;
  /** The name of the token used: the audit log's actor. */
  actor: string;
  /** Who the caller says it acts for (unverified); noted in the audit details when it differs. */
  claimedActor?: string;
  reason: string;
  /** More audit details, such as `{ approvedBy, approvalOf }` of a write a second person approved. */
  details?: Record<string, unknown>;
  /** Starts a guarded rollout with this canary write (`rollouts.ts`): its stages and hold. */
  startRollout?: { stages: number[]; holdMs: number; maxHoldMs: number };
  /** An admin puts the version live over its first-load budget (decision 060); the route checked the role. */
  overBudget?: boolean;
}

/** The outcome of an accepted write. */
export interface ReleaseWriteResult {
  revision: number;
  remote: RemoteView;
  audit: AuditEntry;
  /** The rollout this write started, when it started one. */
  rolloutId?: number;
}

/**
 * The rollout to store with a write: a new one for a rollout start, the live one paused for a
 * manual write while it runs (decision 032: a person's write pauses the automation), else none.
 */
function rolloutOfWrite(
  write: ReleaseWrite,
  live: Rollout | null,
  current: AreaRelease | null,
  nowMs: number,
): Result<Rollout | undefined> {
  const { request } = write;
  if (write.startRollout !== undefined) {
    if (live !== null)
      return apiError(409, 'rollout_live', `${request.remote} already has a ${live.status} rollout of ${live.version}; stop it first`);
    if (request.action !== 'canary' || current === null)
      return apiError(409, 'nothing_active', `${request.remote} has no active version yet`);
    return ok({
      id: null,
      area: request.remote,
      version: request.version,
      fromVersion: current.version,
      stages: write.startRollout.stages,
      stageIndex: 0,
      stageStartedMs: nowMs,
      holdMs: write.startRollout.holdMs,
      maxHoldMs: write.startRollout.maxHoldMs,
      status: 'running',
      reason: write.reason,
      actor: write.actor,
      startedMs: nowMs,
      updatedMs: nowMs,
      lastFigures: {},
      evidenceFromMs: nowMs,
    });
  }
  if (live?.status !== 'running') return ok(undefined);
  return ok({
    ...live,
    status: 'paused',
    reason: `paused by ${write.actor}'s manual ${request.action}: ${write.reason}`,
    updatedMs: nowMs,
  });
}

function staleRevision(expected: number, actual: number): ReturnType<typeof apiError> {
  return apiError(412, 'revision_mismatch', `the release set is at revision ${actual}, not ${expected}; reload and try again`, {
    expected,
    current: actual,
  });
}

function versionToCheck(request: ReleaseAction): string | undefined {
  return request.action === 'activate' || request.action === 'canary' || request.action === 'rollback' ? request.version : undefined;
}

/**
 * Records a gate refusal of a version in the audit log (`gate-refused`, at the revision the write
 * saw, which it leaves unchanged): from then on the version is never a rollback target, and goes
 * live only by passing the gates again (decision 050). A refusal of the origin alone says nothing
 * about the version and is not recorded.
 */
async function recordRefusal(
  deps: RegistryDeps,
  write: ReleaseWrite,
  revision: number,
  fromVersion: string | null,
  gate: { version: string; origin: string },
  failures: readonly GateFailure[],
): Promise<void> {
  if (failures.every((failure) => failure.check === 'origin-allowed')) return;
  await deps.db.appendAudit(
    {
      actor: write.actor,
      action: GATE_REFUSED,
      area: write.request.remote,
      fromVersion,
      toVersion: gate.version,
      fromRevision: revision,
      toRevision: revision,
      reason: describeFailures(failures),
      details: { request: write.request.action, requestReason: write.reason, origin: gate.origin, failures, ...write.details },
    },
    deps.now(),
  );
  deps.log.info(`release: the gates refused ${write.request.remote}@${gate.version} (${write.actor}'s ${write.request.action})`);
}

/**
 * Applies one action in the environment of `deps` (decision 059). Refusals: 428
 * `if_match_required`, 400 `invalid_if_match`, 412 `revision_mismatch` (before the gates and again
 * inside the transaction), 423 `environment_locked` (a lock holds and the action is not a rollback
 * or an abort), 404 `version_not_found`, 409 for actions that do not fit the state, 422
 * `over_budget` with `budget` (decision 060) and 422 `gate_failed` with `failures: [{ check, message }]`.
 */
export async function applyReleaseWrite(deps: RegistryDeps, write: ReleaseWrite): Promise<Result<ReleaseWriteResult>> {
  const { request } = write;
  const expected = write.ifMatch;
  if (expected === null) return apiError(428, 'if_match_required', 'send If-Match: <revision> (from GET /api/releases) with every write');
  if (expected === undefined) return apiError(400, 'invalid_if_match', 'If-Match must be a revision number, for example "7"');
  // The state and its revision from one snapshot: the plan is made from exactly the state the writer saw.
  const { revision: seen, release: current } = await deps.db.getReleaseAt(request.remote);
  if (seen !== expected) return staleRevision(expected, seen);
  const auditAction = write.startRollout === undefined ? request.action : 'rollout-start';
  // Decision 059: a locked environment refuses before any gate runs (the commit checks again).
  const unlocked = await refuseIfLocked(deps, auditAction);
  if (!unlocked.ok) return unlocked;
  // Read after the revision: a rollout that moves since then moves the revision too, and the commit refuses.
  const rollout = rolloutOfWrite(write, await deps.db.getLiveRollout(request.remote), current, deps.now());
  if (!rollout.ok) return rollout;

  const version = versionToCheck(request);
  if (version !== undefined && (await deps.db.getVersion(request.remote, version)) === null) {
    return apiError(404, 'version_not_found', `${request.remote}@${version} has not been published`);
  }
  const defaultOrigin = deps.config.defaultOrigins[request.remote];
  const marks = current === null ? undefined : await readVersionMarks(deps.db, request.remote);
  const plan = planAction(current, request, defaultOrigin, deps.now(), marks);
  if (!plan.ok) return plan;

  let budget: Record<string, unknown> = {};
  if (plan.value.gate !== null) {
    // Decision 060: over its first-load budget only when an admin says so; the figures go into the audit either way.
    const judged = await budgetGate(deps, request.remote, plan.value.gate.version, write.overBudget === true);
    if (!judged.ok) return judged;
    budget = judged.value;
    const failures = await runGates(gateContext(deps), { area: request.remote, ...plan.value.gate });
    if (failures.length > 0) {
      await recordRefusal(deps, write, seen, current?.version ?? null, plan.value.gate, failures);
      return apiError(422, 'gate_failed', `${request.remote}@${plan.value.gate.version} refused: ${describeFailures(failures)}`, {
        failures,
      });
    }
  }

  // The revision is unchanged only if the state the plan was made from is unchanged too.
  const committed = await deps.db.commitRelease({
    expectedRevision: expected,
    release: plan.value.next,
    ...(rollout.value === undefined ? {} : { rollout: rollout.value }),
    audit: {
      actor: write.actor,
      action: auditAction,
      area: request.remote,
      fromVersion: plan.value.fromVersion,
      toVersion: plan.value.toVersion,
      reason: write.reason,
      details: {
        ...plan.value.details,
        origin: plan.value.next.origin,
        ...(plan.value.gate === null ? {} : { [GATES_PASSED]: true }),
        ...claimNote(write.actor, write.claimedActor),
        ...write.details,
        ...(write.startRollout === undefined ? {} : write.startRollout),
        ...(rollout.value?.status === 'paused' ? { rolloutPaused: rollout.value.version } : {}),
        ...budget,
      },
    },
    nowMs: deps.now(),
  });
  const outcome: Result<ReleaseWriteResult> = committed.ok
    ? ok({
        revision: committed.revision,
        remote: await remoteView(
          plan.value.next,
          await servedWellIn(deps.db, [plan.value.next], deps.config.canary.maxFailureRate),
          deps.integrity,
        ),
        audit: committed.audit,
        ...(committed.rolloutId === undefined ? {} : { rolloutId: committed.rolloutId }),
      })
    : committed.refusal !== undefined
      ? { ok: false, error: commitRefusalError(deps.environment, committed.refusal) }
      : staleRevision(expected, committed.currentRevision);
  if (outcome.ok) {
    deps.revisions.notify();
    deps.log.info(
      `release: ${write.actor} ${request.action} ${deps.environment} ${request.remote} ${plan.value.fromVersion ?? '-'} -> ${plan.value.toVersion ?? '-'} (revision ${outcome.value.revision})`,
    );
  }
  return outcome;
}
