/**
 * Named environments (decision 059): one `environments` row per environment holds its revision,
 * the compare-and-set point of every write to its release set, and its lock. The rows of other
 * tables carry the environment's name (`releases`, `rollouts`, `audit`); published versions and
 * health reports do not, since every environment runs the same versions. SQLite side; the
 * PostgreSQL store has the same statements with `$n` placeholders (`postgres/pg-environments.ts`).
 */
import type { DatabaseSync } from 'node:sqlite';
import { PRODUCTION, type lockSchema, type WireOut } from '@meridian/shared/registry-contract';
import type { Columns } from './columns.ts';
import { num, sqliteColumns } from './database.ts';

/** A freeze of an environment (the wire contract's `lockSchema`); `at` and `until` ISO 8601 UTC. */
export type EnvironmentLock = WireOut<typeof lockSchema>;

/** An environment's revision and its stored lock (which may have expired: see {@link activeLock}). */
export interface EnvironmentState {
  revision: number;
  lock: EnvironmentLock | null;
}

/** The environment of a store opened without one: today's single release state. */
export const DEFAULT_ENVIRONMENT = PRODUCTION;

/** The lock of an `environments` row of either store, or null. */
export function toLock(row: Columns): EnvironmentLock | null {
  const by = row.textOrNull('lock_actor');
  if (by === null) return null;
  return { by, reason: row.textOrNull('lock_reason') ?? '', at: row.textOrNull('lock_at') ?? '', until: row.textOrNull('lock_until') };
}

/** `lock` while it holds at `nowMs` (no end, or an end after it), else null. */
export function activeLock(lock: EnvironmentLock | null, nowMs: number): EnvironmentLock | null {
  if (lock === null) return null;
  return lock.until === null || Date.parse(lock.until) > nowMs ? lock : null;
}

/** Creates the row of `environment` at revision 0 when it has none yet (an environment added by configuration). */
export function ensureEnvironment(db: DatabaseSync, environment: string): void {
  db.prepare('INSERT OR IGNORE INTO environments (name, revision) VALUES (?, 0)').run(environment);
}

/** The revision and lock of `environment`; revision 0 and no lock before its first write. */
export function readEnvironment(db: DatabaseSync, environment: string): EnvironmentState {
  const row = db.prepare('SELECT * FROM environments WHERE name = ?').get(environment);
  if (row === undefined) return { revision: 0, lock: null };
  const columns = sqliteColumns(row);
  return { revision: columns.num('revision'), lock: toLock(columns) };
}

/**
 * Compare-and-set of an environment's revision: `UPDATE ... WHERE revision = expected`. Returns
 * the new revision, or null when it was no longer `expected`. Call inside `inTransaction`.
 */
export function bumpEnvironmentFrom(db: DatabaseSync, environment: string, expected: number): number | null {
  ensureEnvironment(db, environment);
  const row = db
    .prepare('UPDATE environments SET revision = revision + 1 WHERE name = ? AND revision = ? RETURNING revision')
    .get(environment, expected);
  return row === undefined ? null : num(row, 'revision');
}

/** Stores `lock` (null removes it) on `environment`'s row; call inside the transaction that bumps its revision. */
export function saveLock(db: DatabaseSync, environment: string, lock: EnvironmentLock | null): void {
  db.prepare('UPDATE environments SET lock_actor = ?, lock_reason = ?, lock_at = ?, lock_until = ? WHERE name = ?').run(
    lock?.by ?? null,
    lock?.reason ?? null,
    lock?.at ?? null,
    lock?.until ?? null,
    environment,
  );
}

/** The revision of every environment that has a row, by name. */
export function environmentRevisions(db: DatabaseSync): Record<string, number> {
  const revisions: Record<string, number> = {};
  for (const row of db.prepare('SELECT name, revision FROM environments').all()) revisions[String(row.name)] = num(row, 'revision');
  return revisions;
}

/**
 * Audit actions a lock lets through (decision 059): a rollback within the rules and the ends of a
 * canary or a rollout, by a person or by the registry's own judgement. Everything else (activate,
 * canary, promote, a rollout's start, resume or next stage, a promotion) waits for the unlock.
 */
export const LOCK_EXEMPT_ACTIONS: readonly string[] = [
  'rollback',
  'abort-canary',
  'auto-abort-canary',
  'rollout-rollback',
  'rollout-pause',
  'rollout-stop',
  'rollout-end',
];

/** Whether a write audited as `action` may go through a lock. */
export function mayWriteWhileLocked(action: string): boolean {
  return LOCK_EXEMPT_ACTIONS.includes(action);
}

/**
 * The lock that refuses a commit of `actions` at `nowMs`, or null: none holds, the commit changes
 * the lock itself, or every action is one a lock lets through.
 */
export function lockThatRefuses(
  lock: EnvironmentLock | null,
  nowMs: number,
  actions: readonly string[],
  changesLock: boolean,
): EnvironmentLock | null {
  const holding = activeLock(lock, nowMs);
  if (holding === null || changesLock || actions.every(mayWriteWhileLocked)) return null;
  return holding;
}

/** The versions `next` makes live that `current` did not run (its active version, then its canary): what must still be published. */
export function newlyLive(current: { version: string; canary: { version: string } | null } | null, next: AreaReleaseLike): string[] {
  const running = new Set([current?.version, current?.canary?.version]);
  return [next.version, next.canary?.version].filter((version): version is string => version !== undefined && !running.has(version));
}

/** The fields of a release `newlyLive` reads. */
interface AreaReleaseLike {
  version: string;
  canary: { version: string } | null;
}
