/**
 * The two-person rule (rule release.people, decision 035): with REGISTRY_TWO_PERSON_ACTIONS naming an action,
 * a releaser's write of it is not applied but waits for a second releaser, who approves it in the
 * console or the CLI. Requests, approvals and cancellations are audit entries (no table of their
 * own, so SQLite and PostgreSQL keep them alike): a request is pending while the release set is
 * still at the revision it was asked at and nobody cancelled it. Approving applies the write with
 * that revision as If-Match, so what the second person approves is exactly what the first one saw,
 * and it applies at most once (the write moves the revision). The rule is a guard any write can use:
 * `needsApproval` then `requestApproval`, and an `ApprovalExecutor` for the action (release writes
 * have theirs; a rollout start adds its own).
 */
import type { Area } from '@meridian/shared/areas';
import type { approvalSchema, WireOut } from '@meridian/shared/registry-contract';
import type { AuditEntry } from '../db/audit-repo.ts';
import { apiError, ok, type Result } from '../errors.ts';
import type { RegistryDeps } from './deps.ts';

/** Audit actions of the rule. */
export const REQUEST_APPROVAL = 'request-approval';
export const CANCEL_APPROVAL = 'cancel-approval';

/** A write waiting for a second person, as the API shows it. */
export type Approval = WireOut<typeof approvalSchema>;

/** Applies an approved request as `requestedBy`, with `details` (`approvedBy`, `approvalOf`) added to its audit entry. */
export type ApprovalExecutor = (
  deps: RegistryDeps,
  approval: Approval,
  details: { approvedBy: string; approvalOf: number },
) => Promise<Result<unknown>>;

/**
 * What each listed action brings under the rule with it, because it reaches the same end
 * (decision 050): a version live for every visitor is reached by `activate`, by a canary at
 * 100 %, by `promote` and by a rollout (which promotes itself at its last stage); a rollout
 * starts as a canary. So listing `activate` also holds back `promote`, `rollout` and a canary at
 * 100 %; `promote` holds back `rollout` and a canary at 100 %; `canary` holds back `rollout`.
 */
export const IMPLIED_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  activate: ['promote', 'rollout', 'canary-100'],
  promote: ['rollout', 'canary-100'],
  canary: ['rollout', 'canary-100'],
  rollout: [],
};

/**
 * The listed action of REGISTRY_TWO_PERSON_ACTIONS that puts `action` (with `percent` for a
 * canary) under the two-person rule, or null when it may apply at once. `rollback` and
 * `abort-canary` never wait: they must work when things are broken (a rollback only reaches a
 * version that was live and never pulled).
 */
export function approvalRuleOf(listed: readonly string[], action: string, percent?: number): string | null {
  const names = action === 'canary' && percent === 100 ? [action, 'canary-100'] : [action];
  return listed.find((item) => names.some((name) => item === name || (IMPLIED_ACTIONS[item] ?? []).includes(name))) ?? null;
}

/** Whether `action` (a canary's `percent` too) needs a second person under REGISTRY_TWO_PERSON_ACTIONS and what it implies. */
export function needsApproval(deps: RegistryDeps, action: string, percent?: number): boolean {
  return approvalRuleOf(deps.config.twoPersonActions, action, percent) !== null;
}

/** What a request records: the write (`request`, as it will be applied), who, why, and the revision the writer saw (If-Match). */
export interface ApprovalInput {
  /** `remote` is absent for a write of every area (a promotion of a whole environment, decision 059). */
  request: Record<string, unknown> & { action: string; remote?: Area };
  actor: string;
  reason: string;
  ifMatch: number | null | undefined;
}

/**
 * Records a request for approval at the current revision. Refusals: 428 without If-Match, 400 for
 * a malformed one, 412 `revision_mismatch` when the writer saw another revision.
 */
export async function requestApproval(deps: RegistryDeps, input: ApprovalInput): Promise<Result<Approval>> {
  if (input.ifMatch === null)
    return apiError(428, 'if_match_required', 'send If-Match: <revision> (from GET /api/releases) with every write');
  if (input.ifMatch === undefined) return apiError(400, 'invalid_if_match', 'If-Match must be a revision number, for example "7"');
  const revision = await deps.db.currentRevision();
  if (revision !== input.ifMatch) {
    return apiError(412, 'revision_mismatch', `the release set is at revision ${revision}, not ${input.ifMatch}; reload and try again`, {
      expected: input.ifMatch,
      current: revision,
    });
  }
  const release = input.request.remote === undefined ? null : (await deps.db.getReleaseAt(input.request.remote)).release;
  const version = typeof input.request.version === 'string' ? input.request.version : null;
  const entry = await deps.db.appendAudit(
    {
      actor: input.actor,
      action: REQUEST_APPROVAL,
      area: input.request.remote ?? null,
      fromVersion: release?.version ?? null,
      toVersion: version,
      fromRevision: revision,
      toRevision: revision,
      reason: input.reason,
      details: { request: input.request },
    },
    deps.now(),
  );
  deps.log.info(
    `release: ${input.actor} asks a second person to approve ${input.request.action} ${input.request.remote ?? 'every area'} (#${entry.id})`,
  );
  return ok(approvalOf(entry));
}

function approvalOf(entry: AuditEntry): Approval {
  const request = entry.details.request;
  return {
    id: entry.id,
    at: entry.at,
    requestedBy: entry.actor,
    action: typeof request === 'object' && request !== null ? String(Reflect.get(request, 'action')) : '?',
    area: entry.area,
    fromVersion: entry.fromVersion,
    toVersion: entry.toVersion,
    reason: entry.reason,
    revision: entry.toRevision,
    request: typeof request === 'object' && request !== null ? Object.fromEntries(Object.entries(request)) : {},
  };
}

/** The requests still waiting, newest first: those asked at the current revision and not cancelled. */
export async function pendingApprovals(deps: RegistryDeps): Promise<Approval[]> {
  const revision = await deps.db.currentRevision();
  const entries = await deps.db.listAudit({ limit: 1000 });
  const current = entries.filter((entry) => entry.fromRevision === revision && entry.toRevision === revision);
  const cancelled = new Set(current.filter((entry) => entry.action === CANCEL_APPROVAL).map((entry) => entry.details.approvalOf));
  return current.filter((entry) => entry.action === REQUEST_APPROVAL && !cancelled.has(entry.id)).map(approvalOf);
}

async function findPending(deps: RegistryDeps, id: number): Promise<Result<Approval>> {
  const found = (await pendingApprovals(deps)).find((approval) => approval.id === id);
  if (found !== undefined) return ok(found);
  return apiError(
    404,
    'approval_not_found',
    `no request #${id} is waiting: it was approved or cancelled, or the release set changed since it was asked (ask again)`,
  );
}

/**
 * A second person approves request `id`: it is applied by its action's executor as the requester,
 * with `approvedBy` in its audit entry. Refusals: 404 `approval_not_found` (approved, cancelled,
 * or the release set moved on), 403 `same_person` when the requester approves their own request,
 * 409 `not_approvable` for an action without an executor, and whatever the write itself refuses.
 */
export async function approve(
  deps: RegistryDeps,
  id: number,
  approver: string,
  executors: Readonly<Record<string, ApprovalExecutor>>,
): Promise<Result<unknown>> {
  const found = await findPending(deps, id);
  if (!found.ok) return found;
  const approval = found.value;
  if (approval.requestedBy.toLowerCase() === approver.toLowerCase()) {
    return apiError(403, 'same_person', `${approver} asked for this; the two-person rule needs another releaser to approve it`);
  }
  const execute = executors[approval.action];
  if (execute === undefined) return apiError(409, 'not_approvable', `no executor for ${approval.action}`);
  return execute(deps, approval, { approvedBy: approver, approvalOf: approval.id });
}

/** The requester (or an admin) withdraws request `id`; recorded as `cancel-approval`. 404 when it is not waiting, 403 for anyone else. */
export async function cancelApproval(
  deps: RegistryDeps,
  id: number,
  caller: { name: string; role: string },
  reason: string,
): Promise<Result<Approval>> {
  const found = await findPending(deps, id);
  if (!found.ok) return found;
  if (found.value.requestedBy !== caller.name && caller.role !== 'admin') {
    return apiError(403, 'forbidden', `only ${found.value.requestedBy} or an admin may cancel request #${id}`);
  }
  await deps.db.appendAudit(
    {
      actor: caller.name,
      action: CANCEL_APPROVAL,
      area: found.value.area,
      fromVersion: found.value.fromVersion,
      toVersion: found.value.toVersion,
      fromRevision: found.value.revision,
      toRevision: found.value.revision,
      reason,
      details: { approvalOf: id },
    },
    deps.now(),
  );
  return ok(found.value);
}
