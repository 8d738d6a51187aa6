/**
 * Locks (decision 059): `lock production -m "Black Friday freeze" [--until ...]` freezes an
 * environment. While it holds, every write to it is refused with 423 `environment_locked`, naming
 * the lock, who set it and why, except a rollback within the rules and the ends of a canary or a
 * rollout (`LOCK_EXEMPT_ACTIONS`); nothing is written and nothing is audited for a refused write.
 * The lock lives on the environment's row and moves its revision, so a lock and a write racing for
 * the same revision cannot both win, and the repository refuses a write planned before the lock
 * in the same transaction that would store it. Locking and unlocking are audited.
 */
import type { ApiError, Result } from '../errors.ts';
import { apiError, ok } from '../errors.ts';
import { activeLock, mayWriteWhileLocked, type EnvironmentLock } from '../db/environment-repo.ts';
import type { CommitRefusal } from '../db/repository.ts';
import type { RegistryDeps } from './deps.ts';

/** How many times a lock or unlock is tried again when another write moved the revision in between. */
const ATTEMPTS = 5;

/** The 423 refusal of a write to `environment` under `lock`: the lock in words and as `lock`. */
export function lockedError(environment: string, lock: EnvironmentLock): ApiError {
  const until = lock.until === null ? 'until it is unlocked' : `until ${lock.until}`;
  return apiError(
    423,
    'environment_locked',
    `${environment} is locked by ${lock.by} since ${lock.at} ${until}: "${lock.reason}"; only a rollback or an abort may change it meanwhile`,
    { environment, lock },
  ).error;
}

/**
 * Refuses (423) a write audited as `action` to the environment of `deps` while a lock holds, unless
 * the lock lets such a write through. The repository checks the same in the write's own transaction;
 * this answers first, before gates run or an approval is asked for.
 */
export async function refuseIfLocked(deps: RegistryDeps, action: string): Promise<Result<null>> {
  if (mayWriteWhileLocked(action)) return ok(null);
  const lock = activeLock((await deps.db.environmentState()).lock, deps.now());
  return lock === null ? ok(null) : { ok: false, error: lockedError(deps.environment, lock) };
}

/** What a lock or unlock answers: the environment's new revision and its lock now. */
export interface LockResult {
  revision: number;
  environment: string;
  lock: EnvironmentLock | null;
}

async function commitLock(
  deps: RegistryDeps,
  plan: (current: EnvironmentLock | null) => Result<{ lock: EnvironmentLock | null; action: string; details: Record<string, unknown> }>,
  actor: string,
  reason: string,
): Promise<Result<LockResult>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const state = await deps.db.environmentState();
    const nowMs = deps.now();
    const planned = plan(activeLock(state.lock, nowMs));
    if (!planned.ok) return planned;
    const committed = await deps.db.commitEnvironment({
      expectedRevision: state.revision,
      releases: [],
      lock: planned.value.lock,
      audits: [
        { actor, action: planned.value.action, area: null, fromVersion: null, toVersion: null, reason, details: planned.value.details },
      ],
      nowMs,
    });
    if (committed.ok) {
      deps.revisions.notify();
      deps.log.info(`environment: ${actor} ${planned.value.action}ed ${deps.environment}: ${reason}`);
      return ok({ revision: committed.revision, environment: deps.environment, lock: planned.value.lock });
    }
  }
  return apiError(409, 'busy', `${deps.environment}'s release set kept moving; try again`);
}

/**
 * Locks the environment of `deps` as `actor` for `reason`, until `untilMs` (epoch ms) or until
 * unlocked (null). Refuses with 400 `invalid_until` for an end not in the future and 409
 * `already_locked` naming the lock that holds.
 */
export async function lockEnvironment(
  deps: RegistryDeps,
  actor: string,
  reason: string,
  untilMs: number | null,
): Promise<Result<LockResult>> {
  if (untilMs !== null && untilMs <= deps.now())
    return apiError(400, 'invalid_until', `until: ${new Date(untilMs).toISOString()} has passed; give a time in the future`);
  return commitLock(
    deps,
    (current) => {
      if (current !== null) return { ok: false, error: { ...lockedError(deps.environment, current), status: 409, code: 'already_locked' } };
      const lock = {
        by: actor,
        reason,
        at: new Date(deps.now()).toISOString(),
        until: untilMs === null ? null : new Date(untilMs).toISOString(),
      };
      return ok({ lock, action: 'lock', details: { until: lock.until } });
    },
    actor,
    reason,
  );
}

/**
 * Unlocks the environment of `deps`: the person who locked it or an admin. Refuses with 409
 * `not_locked` when no lock holds and 403 `forbidden` for anyone else.
 */
export async function unlockEnvironment(
  deps: RegistryDeps,
  caller: { name: string; role: string },
  reason: string,
): Promise<Result<LockResult>> {
  return commitLock(
    deps,
    (current) => {
      if (current === null) return apiError(409, 'not_locked', `${deps.environment} is not locked`);
      if (current.by !== caller.name && caller.role !== 'admin')
        return apiError(403, 'forbidden', `${deps.environment} was locked by ${current.by}: only they or an admin may unlock it`);
      return ok({ lock: null, action: 'unlock', details: { lockedBy: current.by, lockedAt: current.at, lockReason: current.reason } });
    },
    caller.name,
    reason,
  );
}

/** The refusal of a commit the repository turned down although its revision matched (a lock, a removed version, a moved source). */
export function commitRefusalError(environment: string, refusal: CommitRefusal): ApiError {
  switch (refusal.kind) {
    case 'locked':
      return lockedError(environment, refusal.lock);
    case 'version_gone':
      return apiError(404, 'version_not_found', `${refusal.area}@${refusal.version} is no longer published (removed by retention)`).error;
    case 'source_moved':
      return apiError(
        412,
        'revision_mismatch',
        `${refusal.environment} moved to revision ${refusal.revision} meanwhile; look at it again and repeat the promotion`,
        { environment: refusal.environment, current: refusal.revision },
      ).error;
  }
}
