/**
 * The PostgreSQL store: `RegistryRepository` over `pg`, chosen when REGISTRY_DATABASE_URL is set
 * (decision 021). Any number of registry processes share one database: the release set moves by
 * a conditional `UPDATE ... WHERE revision = $expected`, publishes are serialised by advisory
 * locks, migrations run under an advisory lock, and every commit sends a NOTIFY that wakes the
 * long polls of every process.
 */
import pg from 'pg';
import type { Area } from '@meridian/shared/areas';
import type { AuditQuery } from '../audit-repo.ts';
import { HEALTH_BUCKET_MS } from '../health-repo.ts';
import { MAX_HISTORY, toRelease as releaseOf } from '../release-repo.ts';
import type { CommitOutcome, RegistryRepository } from '../repository.ts';
import { toFile as fileOf, toVersion as versionOf } from '../version-repo.ts';
import { migratePostgres, transaction } from './pg-migrate.ts';
import { startPgListener } from './pg-listener.ts';
import { POSTGRES_MIGRATIONS } from './pg-migrations.ts';
import {
  pgAddSignals,
  pgGetLiveRollout,
  pgListRollouts,
  pgListRunningRollouts,
  pgPruneSignals,
  pgSaveRollout,
  pgSignalMinutes,
  pgSumSignals,
} from './pg-signals.ts';
import { first, num, pgColumns, str, type PgRow } from './pg-rows.ts';
import { INSERT_AUDIT, auditValues, toAuditEntry } from './pg-audit.ts';

/** Options of `openPostgresRepository`. */
export interface PostgresOptions {
  /** Where idle-connection and LISTEN problems are reported. */
  warn: (message: string) => void;
  /** Connections of the query pool (default 10); publish locks use up to 4 more. */
  poolSize?: number;
}

/** The PostgreSQL store and its pool (tests and tools that need SQL). */
export interface PostgresRepository extends RegistryRepository {
  readonly pool: pg.Pool;
}

/** Whether `repo` is the PostgreSQL store (and so has a `pool`). */
export function isPostgresRepository(repo: RegistryRepository): repo is PostgresRepository {
  return repo.kind === 'postgres' && 'pool' in repo;
}

/** `postgresql://user@host:port/db`: the URL without password or parameters, for logs. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username === '' ? '' : `${decodeURIComponent(parsed.username)}@`;
  return `${parsed.protocol}//${user}${parsed.host}${parsed.pathname}`;
}

const toRelease = (row: PgRow) => releaseOf(pgColumns(row));
const toVersion = (row: PgRow) => versionOf(pgColumns(row));
const toFile = (row: PgRow) => fileOf(pgColumns(row));

/**
 * Connects to `url`, applies pending migrations (under an advisory lock, so processes starting
 * together apply each once) and starts listening for revision changes. Rejects with an Error
 * naming the database (without its password) when it cannot connect or migrate. Tables live in
 * the connection's current schema (the first of its `search_path`).
 */
export async function openPostgresRepository(url: string, options: PostgresOptions): Promise<PostgresRepository> {
  const where = describeDatabaseUrl(url);
  // A request waits at most 5 s for a connection: while PostgreSQL is unreachable it gets a 503, not a hang.
  const settings = { connectionString: url, connectionTimeoutMillis: 5000 };
  const pool = new pg.Pool({ ...settings, max: options.poolSize ?? 10 });
  const lockPool = new pg.Pool({ ...settings, max: 4 });
  for (const each of [pool, lockPool])
    each.on('error', (error) => options.warn(`registry: an idle PostgreSQL connection was lost (${error.message})`));
  const listeners = new Set<() => void>();
  let schema: string;
  let listener;
  try {
    schema = str(first((await pool.query('SELECT current_schema() AS schema')).rows, 'reading the current schema'), 'schema');
    await migratePostgres(pool, POSTGRES_MIGRATIONS, `meridian-registry:${schema}:migrate`);
    listener = await startPgListener({
      config: { connectionString: url },
      channel: `registry_revision:${schema}`,
      onSignal: () => listeners.forEach((notify) => notify()),
      warn: options.warn,
    });
  } catch (error) {
    await Promise.all([pool.end(), lockPool.end()]);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`opening the registry database ${where}: ${reason}`, { cause: error });
  }
  const channel = `registry_revision:${schema}`;
  const publishNamespace = `meridian-registry:${schema}:publish`;

  async function rows(sql: string, values: unknown[] = []): Promise<PgRow[]> {
    return (await pool.query<PgRow>(sql, values)).rows;
  }

  return {
    kind: 'postgres',
    pool,
    describe: () => where,
    async currentRevision() {
      return num(first(await rows('SELECT revision FROM state WHERE id = 1'), 'reading the revision'), 'revision');
    },
    async readReleaseSet() {
      // One statement sees one snapshot: the revision and the rows always belong together.
      const found = await rows(
        'SELECT s.revision AS state_revision, r.* FROM state s LEFT JOIN releases r ON true WHERE s.id = 1 ORDER BY r.area',
      );
      const revision = num(first(found, 'reading the release set'), 'state_revision');
      const releases = found.filter((row) => row.area !== null).map(toRelease);
      return { revision, releases: releases.filter((release) => release !== null) };
    },
    async getRelease(area: Area) {
      const row = (await rows('SELECT * FROM releases WHERE area = $1', [area]))[0];
      return row === undefined ? null : toRelease(row);
    },
    async getReleaseAt(area: Area) {
      const row = first(
        await rows('SELECT s.revision AS state_revision, r.* FROM state s LEFT JOIN releases r ON r.area = $1 WHERE s.id = 1', [area]),
        'reading a release',
      );
      return { revision: num(row, 'state_revision'), release: row.area === null ? null : toRelease(row) };
    },
    async commitRelease({ expectedRevision, release, audit, nowMs, rollout }) {
      return transaction(pool, async (client): Promise<CommitOutcome> => {
        // Under READ COMMITTED a second writer waits for the first's row lock, then re-checks the WHERE on the new row.
        const bumped = await client.query<PgRow>(
          'UPDATE state SET revision = revision + 1 WHERE id = 1 AND revision = $1 RETURNING revision',
          [expectedRevision],
        );
        const bumpedRow = bumped.rows[0];
        if (bumpedRow === undefined) {
          const current = await client.query<PgRow>('SELECT revision FROM state WHERE id = 1');
          return { ok: false, currentRevision: num(first(current.rows, 'reading the revision'), 'revision') };
        }
        const revision = num(bumpedRow, 'revision');
        await client.query(
          `INSERT INTO releases (area, version, origin, canary_version, canary_percent, canary_started_ms, previous, pulled, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (area) DO UPDATE SET version = excluded.version, origin = excluded.origin,
             canary_version = excluded.canary_version, canary_percent = excluded.canary_percent,
             canary_started_ms = excluded.canary_started_ms, previous = excluded.previous, pulled = excluded.pulled,
             updated_at = excluded.updated_at`,
          [
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
        const rolloutId = rollout === undefined ? undefined : await pgSaveRollout(client, rollout);
        const details = rolloutId === undefined ? audit.details : { ...audit.details, rolloutId };
        const entry = await client.query<PgRow>(
          INSERT_AUDIT,
          auditValues({ ...audit, details, fromRevision: expectedRevision, toRevision: revision }, nowMs),
        );
        // Delivered to every listener when (and only if) this transaction commits.
        await client.query('SELECT pg_notify($1, $2)', [channel, String(revision)]);
        const stored = toAuditEntry(first(entry.rows, 'appending the audit entry'));
        return { ok: true, revision, audit: stored, ...(rolloutId === undefined ? {} : { rolloutId }) };
      });
    },
    async getVersion(area, version) {
      const row = (await rows('SELECT * FROM versions WHERE area = $1 AND version = $2', [area, version]))[0];
      return row === undefined ? null : toVersion(row);
    },
    async listVersions(area) {
      return (await rows('SELECT * FROM versions WHERE area = $1 ORDER BY published_at DESC, version DESC', [area])).map(toVersion);
    },
    async listFiles(area, version) {
      return (await rows('SELECT path, sha256, size FROM files WHERE area = $1 AND version = $2 ORDER BY path', [area, version])).map(
        toFile,
      );
    },
    async getFile(area, version, path) {
      const row = (
        await rows('SELECT path, sha256, size FROM files WHERE area = $1 AND version = $2 AND path = $3', [area, version, path])
      )[0];
      return row === undefined ? null : toFile(row);
    },
    async recordVersion(record, files, audit) {
      return transaction(pool, async (client) => {
        await client.query(
          'INSERT INTO versions (area, version, manifest, published_at, published_by, file_count, total_bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [record.area, record.version, record.manifest, record.publishedAt, record.publishedBy, record.fileCount, record.totalBytes],
        );
        await client.query(
          'INSERT INTO files (area, version, path, sha256, size) SELECT $1, $2, * FROM unnest($3::text[], $4::text[], $5::bigint[])',
          [record.area, record.version, files.map((file) => file.path), files.map((file) => file.sha256), files.map((file) => file.size)],
        );
        const revision = num(
          first((await client.query<PgRow>('SELECT revision FROM state WHERE id = 1')).rows, 'reading the revision'),
          'revision',
        );
        const entry = await client.query<PgRow>(
          INSERT_AUDIT,
          auditValues({ ...audit, fromRevision: revision, toRevision: revision }, Date.parse(record.publishedAt)),
        );
        return toAuditEntry(first(entry.rows, 'appending the audit entry'));
      });
    },
    async withPublishLock(key, work) {
      // A session lock on its own connection, held across the artifact upload; the work itself uses the query pool.
      const client = await lockPool.connect();
      let broken: Error | undefined;
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1), hashtext($2))', [publishNamespace, key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [publishNamespace, key]).catch((error: unknown) => {
            broken = error instanceof Error ? error : new Error(String(error));
          });
        }
      } finally {
        // A connection that could not unlock is destroyed, which ends its session and so its lock.
        client.release(broken);
      }
    },
    async appendAudit(input, nowMs) {
      return toAuditEntry(first(await rows(INSERT_AUDIT, auditValues(input, nowMs)), 'appending the audit entry'));
    },
    async listAudit(query: AuditQuery = {}) {
      const limit = Math.min(1000, Math.max(1, query.limit ?? 100));
      const found = await rows(
        'SELECT * FROM audit WHERE ($1::text IS NULL OR area = $1) AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3',
        [query.area ?? null, query.beforeId ?? null, limit],
      );
      return found.map(toAuditEntry);
    },
    async addHealth(area, version, counts, nowMs) {
      await rows(
        `INSERT INTO health (area, version, bucket, loads, failures, page_views, page_failures) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (area, version, bucket) DO UPDATE SET loads = health.loads + excluded.loads, failures = health.failures + excluded.failures,
           page_views = health.page_views + excluded.page_views, page_failures = health.page_failures + excluded.page_failures`,
        [area, version, Math.floor(nowMs / HEALTH_BUCKET_MS), counts.loads, counts.failures, counts.pageViews, counts.pageFailures],
      );
    },
    async sumHealth(area, version, sinceMs) {
      const row = first(
        await rows(
          `SELECT COALESCE(SUM(loads), 0) AS loads, COALESCE(SUM(failures), 0) AS failures, COALESCE(SUM(page_views), 0) AS page_views,
             COALESCE(SUM(page_failures), 0) AS page_failures FROM health WHERE area = $1 AND version = $2 AND bucket >= $3`,
          [area, version, Math.ceil(sinceMs / HEALTH_BUCKET_MS)],
        ),
        'summing health',
      );
      return {
        loads: num(row, 'loads'),
        failures: num(row, 'failures'),
        pageViews: num(row, 'page_views'),
        pageFailures: num(row, 'page_failures'),
      };
    },
    addSignals: (area, version, counts, nowMs) => pgAddSignals(pool, area, version, counts, nowMs),
    sumSignals: (area, version, fromMs, toMs) => pgSumSignals(pool, area, version, fromMs, toMs),
    signalMinutes: (area, version, fromMs, toMs) => pgSignalMinutes(pool, area, version, fromMs, toMs),
    pruneSignals: (beforeMs) => pgPruneSignals(pool, beforeMs),
    getLiveRollout: (area) => pgGetLiveRollout(pool, area),
    listRollouts: (area, limit) => pgListRollouts(pool, area, limit),
    listRunningRollouts: () => pgListRunningRollouts(pool),
    onRevision(notify) {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    async close() {
      listeners.clear();
      await listener.close();
      await Promise.all([pool.end(), lockPool.end()]);
    },
  };
}
