/**
 * Writes to the release set (`POST /api/releases`): optimistic concurrency on the revision
 * (If-Match), the gates, then a compare-and-set of the revision (`UPDATE ... WHERE revision =
 * expected`) with the new state and the audit entry in one transaction, so two writers holding
 * the same revision never both win, in one registry process or several.
 */
import { claimNote, type AuditEntry } from '../db/audit-repo.ts';
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
}

/** The outcome of an accepted write. */
export interface ReleaseWriteResult {
  revision: number;
  remote: RemoteView;
  audit: AuditEntry;
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
    audit: {
      actor: write.actor,
      action: request.action,
      area: request.remote,
      fromVersion: plan.value.fromVersion,
      toVersion: plan.value.toVersion,
      reason: write.reason,
      details: {
        ...plan.value.details,
        origin: plan.value.next.origin,
        ...claimNote(write.actor, write.claimedActor),
        ...write.details,
      },
    },
    nowMs: deps.now(),
  });
  const outcome: Result<ReleaseWriteResult> = committed.ok
    ? ok({
        revision: committed.revision,
        remote: remoteView(plan.value.next, await servedWellIn(deps.db, [plan.value.next], deps.config.canary.maxFailureRate)),
        audit: committed.audit,
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
