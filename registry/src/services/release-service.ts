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
import { describeFailures, runGates } from '../gates/gates.ts';
import { gateContext, type RegistryDeps } from './deps.ts';
import { planAction, type ReleaseAction } from './release-actions.ts';
import { remoteView, servedWellIn, type RemoteView } from './release-view.ts';

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
 * manual write while it runs (issue 19: a person's write pauses the automation), else none.
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
 * Applies one action. Refusals: 428 `if_match_required`, 400 `invalid_if_match`, 412
 * `revision_mismatch` (before the gates and again inside the transaction), 404
 * `version_not_found`, 409 for actions that do not fit the state, 422 `gate_failed` with
 * `failures: [{ check, message }]`.
 */
export async function applyReleaseWrite(deps: RegistryDeps, write: ReleaseWrite): Promise<Result<ReleaseWriteResult>> {
  const { request } = write;
  const expected = write.ifMatch;
  if (expected === null) return apiError(428, 'if_match_required', 'send If-Match: <revision> (from GET /api/releases) with every write');
  if (expected === undefined) return apiError(400, 'invalid_if_match', 'If-Match must be a revision number, for example "7"');
  // The state and its revision from one snapshot: the plan is made from exactly the state the writer saw.
  const { revision: seen, release: current } = await deps.db.getReleaseAt(request.remote);
  if (seen !== expected) return staleRevision(expected, seen);
  // Read after the revision: a rollout that moves since then moves the revision too, and the commit refuses.
  const rollout = rolloutOfWrite(write, await deps.db.getLiveRollout(request.remote), current, deps.now());
  if (!rollout.ok) return rollout;

  const version = versionToCheck(request);
  if (version !== undefined && (await deps.db.getVersion(request.remote, version)) === null) {
    return apiError(404, 'version_not_found', `${request.remote}@${version} has not been published`);
  }
  const defaultOrigin = deps.config.defaultOrigins[request.remote];
  const plan = planAction(current, request, defaultOrigin, deps.now());
  if (!plan.ok) return plan;

  if (plan.value.gate !== null) {
    const failures = await runGates(gateContext(deps), { area: request.remote, ...plan.value.gate });
    if (failures.length > 0) {
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
      action: write.startRollout === undefined ? request.action : 'rollout-start',
      area: request.remote,
      fromVersion: plan.value.fromVersion,
      toVersion: plan.value.toVersion,
      reason: write.reason,
      details: {
        ...plan.value.details,
        origin: plan.value.next.origin,
        ...claimNote(write.actor, write.claimedActor),
        ...write.details,
        ...(write.startRollout === undefined ? {} : write.startRollout),
        ...(rollout.value?.status === 'paused' ? { rolloutPaused: rollout.value.version } : {}),
      },
    },
    nowMs: deps.now(),
  });
  const outcome: Result<ReleaseWriteResult> = committed.ok
    ? ok({
        revision: committed.revision,
        remote: remoteView(plan.value.next, await servedWellIn(deps.db, [plan.value.next], deps.config.canary.maxFailureRate)),
        audit: committed.audit,
        ...(committed.rolloutId === undefined ? {} : { rolloutId: committed.rolloutId }),
      })
    : staleRevision(expected, committed.currentRevision);
  if (outcome.ok) {
    deps.revisions.notify();
    deps.log.info(
      `release: ${write.actor} ${request.action} ${request.remote} ${plan.value.fromVersion ?? '-'} -> ${plan.value.toVersion ?? '-'} (revision ${outcome.value.revision})`,
    );
  }
  return outcome;
}
