/**
 * Promotion between environments (decision 059): `promote-env blog staging production` makes the
 * target run exactly the version the source runs (the same published files, so the same hashes),
 * through the target's gates, budget and two-person rule (the route asks for the approval);
 * `promote-env --all` moves every area the source runs at once, as one compare-and-set of the
 * target that also requires the source to be still at the revision it was read at, so what is
 * promoted is exactly the combination someone looked at.
 */
import type { Area } from '@meridian/shared/areas';
import type { promotionResultSchema, WireOut } from '@meridian/shared/registry-contract';
import { claimNote } from '../db/audit-repo.ts';
import type { AreaRelease } from '../db/release-repo.ts';
import type { ReleaseAuditInput } from '../db/repository.ts';
import { apiError, ok, type Result } from '../errors.ts';
import { describeFailures, runGates, type GateFailure } from '../gates/gates.ts';
import { budgetGate } from './budget.ts';
import { gateContext, type RegistryDeps } from './deps.ts';
import { commitRefusalError, refuseIfLocked } from './locks.ts';
import { planAction } from './release-actions.ts';

/** The audit action of a promotion. */
export const PROMOTE_ENV = 'promote-env';

/** A promotion into the environment of the deps it is applied with. */
export interface Promotion {
  /** The environment whose versions are copied. */
  from: string;
  /** The areas to promote, or every area the source runs. */
  areas: readonly Area[] | 'all';
  /** The target's revision the writer saw (If-Match). */
  ifMatch: number | null | undefined;
  /** The source's revision the writer saw; when given, a source that moved since is refused (an approved promotion replays it). */
  fromRevision?: number;
  actor: string;
  claimedActor?: string;
  reason: string;
  /** An admin promotes over a version's first-load budget (decision 060). */
  overBudget?: boolean;
  /** More audit details (`approvedBy`, `approvalOf`). */
  details?: Record<string, unknown>;
}

/** What a promotion answers. */
export type PromotionResult = WireOut<typeof promotionResultSchema>;

interface Planned {
  next: AreaRelease;
  audit: ReleaseAuditInput;
}

function stale(environment: string, expected: number, current: number) {
  return apiError(412, 'revision_mismatch', `${environment} is at revision ${current}, not ${expected}; reload and try again`, {
    expected,
    current,
  });
}

/** The areas to move: those named, or every area the source runs; refuses an area the source does not run. */
function areasToMove(promotion: Promotion, source: readonly AreaRelease[]): Result<AreaRelease[]> {
  if (promotion.areas === 'all') return ok([...source]);
  const chosen: AreaRelease[] = [];
  for (const area of promotion.areas) {
    const release = source.find((item) => item.area === area);
    if (release === undefined)
      return apiError(409, 'nothing_active', `${promotion.from} runs no version of ${area}; activate one there first`);
    chosen.push(release);
  }
  return ok(chosen);
}

async function planAll(
  deps: RegistryDeps,
  promotion: Promotion,
  moving: readonly AreaRelease[],
  sourceRevision: number,
): Promise<Result<Planned[]>> {
  const { releases: target } = await deps.db.readReleaseSet();
  const planned: Planned[] = [];
  for (const source of moving) {
    const current = target.find((item) => item.area === source.area) ?? null;
    if (current?.version === source.version && current.canary === null) continue;
    if ((await deps.db.getLiveRollout(source.area)) !== null)
      return apiError(409, 'rollout_live', `${deps.environment} has a live rollout of ${source.area}; stop it before promoting`);
    const request = { action: 'activate' as const, remote: source.area, version: source.version };
    const plan = planAction(current, request, deps.config.defaultOrigins[source.area], deps.now());
    if (!plan.ok) return plan;
    const budget = await budgetGate(deps, source.area, source.version, promotion.overBudget === true);
    if (!budget.ok) return budget;
    planned.push({
      next: plan.value.next,
      audit: {
        actor: promotion.actor,
        action: PROMOTE_ENV,
        area: source.area,
        fromVersion: plan.value.fromVersion,
        toVersion: source.version,
        reason: promotion.reason,
        details: {
          ...plan.value.details,
          from: promotion.from,
          fromRevision: sourceRevision,
          origin: plan.value.next.origin,
          ...(promotion.areas === 'all' ? { all: true } : {}),
          ...claimNote(promotion.actor, promotion.claimedActor),
          ...budget.value,
          ...promotion.details,
        },
      },
    });
  }
  if (planned.length === 0) return apiError(409, 'no_change', `${deps.environment} already runs what ${promotion.from} runs`);
  return ok(planned);
}

/** Runs the target's gates on every planned version; the failures of all, each named by area. */
async function gateAll(deps: RegistryDeps, planned: readonly Planned[]): Promise<GateFailure[]> {
  const failures: GateFailure[] = [];
  for (const { next } of planned) {
    const found = await runGates(gateContext(deps), { area: next.area, version: next.version, origin: next.origin });
    failures.push(...found.map((failure) => ({ ...failure, message: `${next.area}@${next.version}: ${failure.message}` })));
  }
  return failures;
}

/**
 * Promotes into the environment of `deps`. Refusals: 428/400 for If-Match, 404
 * `unknown_environment`, 400 `same_environment`, 412 `revision_mismatch` (the target, or the source
 * when `fromRevision` is given or it moves before the commit), 423 `environment_locked`, 409
 * `nothing_active` / `no_change` / `rollout_live`, 422 `over_budget` and 422 `gate_failed`.
 */
export async function promoteEnvironment(deps: RegistryDeps, promotion: Promotion): Promise<Result<PromotionResult>> {
  const expected = promotion.ifMatch;
  if (expected === null) return apiError(428, 'if_match_required', `send If-Match: <revision of ${deps.environment}> with every write`);
  if (expected === undefined) return apiError(400, 'invalid_if_match', 'If-Match must be a revision number, for example "7"');
  const sourceDeps = deps.inEnvironment(promotion.from);
  if (sourceDeps === null) return apiError(404, 'unknown_environment', `no environment "${promotion.from}" is configured`);
  if (sourceDeps.environment === deps.environment)
    return apiError(400, 'same_environment', `${promotion.from} cannot be promoted into itself`);
  const targetRevision = await deps.db.currentRevision();
  if (targetRevision !== expected) return stale(deps.environment, expected, targetRevision);
  const unlocked = await refuseIfLocked(deps, PROMOTE_ENV);
  if (!unlocked.ok) return unlocked;
  const source = await sourceDeps.db.readReleaseSet();
  if (promotion.fromRevision !== undefined && source.revision !== promotion.fromRevision)
    return stale(promotion.from, promotion.fromRevision, source.revision);
  const moving = areasToMove(promotion, source.releases);
  if (!moving.ok) return moving;
  const planned = await planAll(deps, promotion, moving.value, source.revision);
  if (!planned.ok) return planned;
  const failures = await gateAll(deps, planned.value);
  if (failures.length > 0)
    return apiError(422, 'gate_failed', `promotion from ${promotion.from} refused: ${describeFailures(failures)}`, { failures });
  const committed = await deps.db.commitEnvironment({
    expectedRevision: expected,
    releases: planned.value.map((item) => item.next),
    audits: planned.value.map((item) => item.audit),
    nowMs: deps.now(),
    alsoExpect: { environment: promotion.from, revision: source.revision },
  });
  if (!committed.ok)
    return committed.refusal === undefined
      ? stale(deps.environment, expected, committed.currentRevision)
      : { ok: false, error: commitRefusalError(deps.environment, committed.refusal) };
  deps.revisions.notify();
  const promoted = planned.value.map(({ audit }) => ({
    area: audit.area as Area,
    fromVersion: audit.fromVersion,
    toVersion: audit.toVersion ?? '',
  }));
  deps.log.info(
    `release: ${promotion.actor} promoted ${promotion.from} -> ${deps.environment}: ${promoted.map((item) => `${item.area} ${item.toVersion}`).join(', ')} (revision ${committed.revision})`,
  );
  return ok({ revision: committed.revision, from: promotion.from, to: deps.environment, promoted });
}
