/**
 * Environments in the PostgreSQL store (decision 059): each environment's release set, revision
 * and lock, and the compare-and-set that writes them. A commit locks its environment's row
 * (`SELECT ... FOR UPDATE`), so writers of one environment queue there and the one that finds the
 * revision it expected wins, in any number of processes; the environment a promotion copies from is
 * locked `FOR SHARE` until the commit ends, so it cannot move in between. A version's removal
 * (decision 061) locks every environment's row.
 */
import type pg from 'pg';
import type { Area } from '@meridian/shared/areas';
import type { AuditEntry } from '../audit-repo.ts';
import { lockThatRefuses, newlyLive, toLock, type EnvironmentState } from '../environment-repo.ts';
import { MAX_HISTORY, toRelease as releaseOf, type AreaRelease } from '../release-repo.ts';
import type { CommitRefusal, EnvironmentCommit, ReleaseSetSnapshot, RemovalOutcome, VersionRemoval } from '../repository.ts';
import type { Rollout } from '../rollout-repo.ts';
import { INSERT_AUDIT, auditValues, toAuditEntry } from './pg-audit.ts';
import { transaction } from './pg-migrate.ts';
import { first, num, pgColumns, type PgRow } from './pg-rows.ts';
import { pgSaveRollout } from './pg-signals.ts';

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

const toRelease = (row: PgRow) => releaseOf(pgColumns(row));

async function rows(on: Queryable, sql: string, values: unknown[] = []): Promise<PgRow[]> {
  return (await on.query<PgRow>(sql, values)).rows;
}

/** The revision and lock of `environment` (revision 0 and no lock before its first write). */
export async function pgEnvironmentState(on: Queryable, environment: string): Promise<EnvironmentState> {
  const row = (await rows(on, 'SELECT * FROM environments WHERE name = $1', [environment]))[0];
  return row === undefined ? { revision: 0, lock: null } : { revision: num(row, 'revision'), lock: toLock(pgColumns(row)) };
}

/** The revision of every environment, by name. */
export async function pgEnvironmentRevisions(on: Queryable, forUpdate = false): Promise<Record<string, number>> {
  const found = await rows(on, `SELECT name, revision FROM environments ORDER BY name${forUpdate ? ' FOR UPDATE' : ''}`);
  return Object.fromEntries(found.map((row) => [String(row.name), num(row, 'revision')]));
}

/** The release set of `environment` and its revision, in one statement (one snapshot). */
export async function pgReadReleaseSet(pool: pg.Pool, environment: string): Promise<ReleaseSetSnapshot> {
  const found = await rows(
    pool,
    `SELECT e.revision AS state_revision, r.* FROM (SELECT COALESCE(MAX(revision), 0) AS revision FROM environments WHERE name = $1) e
       LEFT JOIN releases r ON r.environment = $1 ORDER BY r.area`,
    [environment],
  );
  const revision = num(first(found, 'reading the release set'), 'state_revision');
  const releases = found.filter((row) => row.area !== null).map(toRelease);
  return { revision, releases: releases.filter((release) => release !== null) };
}

/** One area's release in `environment` and the revision it belongs to, in one statement. */
export async function pgReleaseAt(
  pool: pg.Pool,
  environment: string,
  area: Area,
): Promise<{ revision: number; release: AreaRelease | null }> {
  const row = first(
    await rows(
      pool,
      `SELECT e.revision AS state_revision, r.* FROM (SELECT COALESCE(MAX(revision), 0) AS revision FROM environments WHERE name = $1) e
         LEFT JOIN releases r ON r.environment = $1 AND r.area = $2`,
      [environment, area],
    ),
    'reading a release',
  );
  return { revision: num(row, 'state_revision'), release: row.area === null ? null : toRelease(row) };
}

async function saveRelease(client: pg.PoolClient, environment: string, release: AreaRelease, nowMs: number): Promise<void> {
  await client.query(
    `INSERT INTO releases (environment, area, version, origin, canary_version, canary_percent, canary_started_ms, previous, pulled, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (environment, area) DO UPDATE SET version = excluded.version, origin = excluded.origin,
       canary_version = excluded.canary_version, canary_percent = excluded.canary_percent,
       canary_started_ms = excluded.canary_started_ms, previous = excluded.previous, pulled = excluded.pulled,
       updated_at = excluded.updated_at`,
    [
      environment,
      release.area,
      release.version,
      release.origin,
      release.canary?.version ?? null,
      release.canary?.percent ?? null,
      release.canary?.startedMs ?? null,
      JSON.stringify(release.previous.slice(0, MAX_HISTORY)),
      JSON.stringify((release.pulled ?? []).slice(0, MAX_HISTORY)),
      new Date(nowMs),
    ],
  );
}

async function refusalOf(client: pg.PoolClient, environment: string, row: PgRow, commit: EnvironmentCommit): Promise<CommitRefusal | null> {
  const actions = commit.audits.map((audit) => audit.action);
  const locked = lockThatRefuses(toLock(pgColumns(row)), commit.nowMs, actions, commit.lock !== undefined);
  if (locked !== null) return { kind: 'locked', lock: locked };
  for (const release of commit.releases) {
    const stored = (await rows(client, 'SELECT * FROM releases WHERE environment = $1 AND area = $2', [environment, release.area]))[0];
    for (const version of newlyLive(stored === undefined ? null : toRelease(stored), release)) {
      const published = await rows(client, 'SELECT 1 FROM versions WHERE area = $1 AND version = $2 FOR SHARE', [release.area, version]);
      if (published.length === 0) return { kind: 'version_gone', area: release.area, version };
    }
  }
  const source = commit.alsoExpect;
  if (source !== undefined) {
    const found = await rows(client, 'SELECT revision FROM environments WHERE name = $1 FOR SHARE', [source.environment]);
    const revision = found[0] === undefined ? 0 : num(found[0], 'revision');
    if (revision !== source.revision) return { kind: 'source_moved', environment: source.environment, revision };
  }
  return null;
}

/** What {@link pgCommit} answers: as `EnvironmentCommitOutcome`, with the id of a rollout it stored. */
export type PgCommitOutcome =
  | { ok: true; revision: number; audits: AuditEntry[]; rolloutId?: number }
  | { ok: false; currentRevision: number; refusal?: CommitRefusal };

/** Commits `commit` (and `rollout`) to `environment` and notifies `channel` when it commits. */
export async function pgCommit(
  pool: pg.Pool,
  channel: string,
  environment: string,
  commit: EnvironmentCommit,
  rollout?: Rollout,
): Promise<PgCommitOutcome> {
  return transaction(pool, async (client): Promise<PgCommitOutcome> => {
    await client.query('INSERT INTO environments (name, revision) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING', [environment]);
    // The row lock queues writers of this environment; each then sees the revision the one before it left.
    const row = first(
      await rows(client, 'SELECT * FROM environments WHERE name = $1 FOR UPDATE', [environment]),
      'locking the environment',
    );
    const seen = num(row, 'revision');
    if (seen !== commit.expectedRevision) return { ok: false, currentRevision: seen };
    const refusal = await refusalOf(client, environment, row, commit);
    if (refusal !== null) return { ok: false, currentRevision: seen, refusal };
    const revision = num(
      first(
        await rows(client, 'UPDATE environments SET revision = revision + 1 WHERE name = $1 RETURNING revision', [environment]),
        'bump',
      ),
      'revision',
    );
    for (const release of commit.releases) await saveRelease(client, environment, release, commit.nowMs);
    if (commit.lock !== undefined) {
      const lock = commit.lock;
      await client.query('UPDATE environments SET lock_actor = $2, lock_reason = $3, lock_at = $4, lock_until = $5 WHERE name = $1', [
        environment,
        lock?.by ?? null,
        lock?.reason ?? null,
        lock?.at ?? null,
        lock?.until ?? null,
      ]);
    }
    const rolloutId = rollout === undefined ? undefined : await pgSaveRollout(client, rollout, environment);
    const audits: AuditEntry[] = [];
    for (const audit of commit.audits) {
      const details = rolloutId === undefined ? audit.details : { ...audit.details, rolloutId };
      const input = { ...audit, details, fromRevision: commit.expectedRevision, toRevision: revision };
      audits.push(toAuditEntry(first(await rows(client, INSERT_AUDIT, auditValues(input, commit.nowMs, environment)), 'appending')));
    }
    // Delivered to every listener when (and only if) this transaction commits.
    await client.query('SELECT pg_notify($1, $2)', [channel, `${environment}:${revision}`]);
    return { ok: true, revision, audits, ...(rolloutId === undefined ? {} : { rolloutId }) };
  });
}

/** The tables that hold rows of a published version, children first. */
const VERSION_TABLES = ['files', 'health', 'signals', 'signal_histograms', 'versions'] as const;

/** Removes a version's rows while no environment moved; see `RegistryRepository.removeVersion`. */
export async function pgRemoveVersion(pool: pg.Pool, environment: string, removal: VersionRemoval): Promise<RemovalOutcome> {
  return transaction(pool, async (client): Promise<RemovalOutcome> => {
    const revisions = await pgEnvironmentRevisions(client, true);
    for (const name of new Set([...Object.keys(revisions), ...Object.keys(removal.expectedRevisions)])) {
      if ((revisions[name] ?? 0) !== (removal.expectedRevisions[name] ?? 0)) return { ok: false, moved: name };
    }
    for (const table of VERSION_TABLES)
      await client.query(`DELETE FROM ${table} WHERE area = $1 AND version = $2`, [removal.area, removal.version]);
    const revision = revisions[environment] ?? 0;
    const input = { ...removal.audit, environment: null, fromRevision: revision, toRevision: revision };
    return {
      ok: true,
      audit: toAuditEntry(first(await rows(client, INSERT_AUDIT, auditValues(input, removal.nowMs, environment)), 'audit')),
    };
  });
}
