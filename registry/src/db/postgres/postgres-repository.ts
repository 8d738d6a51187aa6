/**
 * The PostgreSQL store: `RegistryRepository` over `pg`, chosen when REGISTRY_DATABASE_URL is set
 * (decision 021). Any number of registry processes share one database: the release set moves by
 * a conditional `UPDATE ... WHERE revision = $expected`, publishes are serialised by advisory
 * locks, migrations run under an advisory lock, and every commit sends a NOTIFY that wakes the
 * long polls of every process. One view per environment shares the pools (decision 059).
 */
import pg from 'pg';
import type { Area } from '@meridian/shared/areas';
import type { AuditQuery } from '../audit-repo.ts';
import { HEALTH_BUCKET_MS } from '../health-repo.ts';
import { DEFAULT_ENVIRONMENT } from '../environment-repo.ts';
import type { CommitOutcome, RegistryRepository } from '../repository.ts';
import { toFile as fileOf, toVersion as versionOf } from '../version-repo.ts';
import { pgCommit, pgEnvironmentRevisions, pgEnvironmentState, pgReadReleaseSet, pgReleaseAt, pgRemoveVersion } from './pg-environments.ts';
import { migratePostgres, transaction } from './pg-migrate.ts';
import { startPgListener } from './pg-listener.ts';
import { POSTGRES_MIGRATIONS } from './pg-migrations.ts';
import {
  pgAddSignals,
  pgGetLiveRollout,
  pgListRollouts,
  pgListRunningRollouts,
  pgPruneSignals,
  pgSignalMinutes,
  pgSumSignals,
} from './pg-signals.ts';
import { first, num, pgColumns, str, type PgRow } from './pg-rows.ts';
import { pgAddBrowserViews, pgAddHostReport, pgErrorSources, pgHostActivity, pgHostsOfVersion, pgPruneEvidence } from './pg-evidence.ts';
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
  inEnvironment(name: string): PostgresRepository;
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
  let closed = false;
  const publishNamespace = `meridian-registry:${schema}:publish`;

  async function rows(sql: string, values: unknown[] = []): Promise<PgRow[]> {
    return (await pool.query<PgRow>(sql, values)).rows;
  }

  const views = new Map<string, PostgresRepository>();
  const viewOf = (environment: string): PostgresRepository => {
    const known = views.get(environment);
    if (known !== undefined) return known;
    const view = repositoryView(environment);
    views.set(environment, view);
    return view;
  };

  const repositoryView = (environment: string): PostgresRepository => ({
    kind: 'postgres',
    pool,
    environment,
    describe: () => where,
    inEnvironment: viewOf,
    environmentState: () => pgEnvironmentState(pool, environment),
    environmentRevisions: () => pgEnvironmentRevisions(pool),
    commitEnvironment: (commit) => pgCommit(pool, channel, environment, commit),
    removeVersion: (removal) => pgRemoveVersion(pool, environment, removal),
    async currentRevision() {
      return (await pgEnvironmentState(pool, environment)).revision;
    },
    readReleaseSet: () => pgReadReleaseSet(pool, environment),
    async getRelease(area: Area) {
      return (await pgReleaseAt(pool, environment, area)).release;
    },
    getReleaseAt: (area: Area) => pgReleaseAt(pool, environment, area),
    async commitRelease({ expectedRevision, release, audit, nowMs, rollout }): Promise<CommitOutcome> {
      const outcome = await pgCommit(
        pool,
        channel,
        environment,
        { expectedRevision, releases: [release], audits: [audit], nowMs },
        rollout,
      );
      if (!outcome.ok) return outcome;
      const [entry] = outcome.audits;
      if (entry === undefined) throw new Error(`committing ${release.area} in ${environment}: no audit entry written`);
      return {
        ok: true,
        revision: outcome.revision,
        audit: entry,
        ...(outcome.rolloutId === undefined ? {} : { rolloutId: outcome.rolloutId }),
      };
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
        const { revision } = await pgEnvironmentState(client, environment);
        // A version belongs to every environment: its publish entry too (decision 059).
        const input = { ...audit, environment: null, fromRevision: revision, toRevision: revision };
        const entry = await client.query<PgRow>(INSERT_AUDIT, auditValues(input, Date.parse(record.publishedAt), environment));
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
      return toAuditEntry(first(await rows(INSERT_AUDIT, auditValues(input, nowMs, environment)), 'appending the audit entry'));
    },
    async listAudit(query: AuditQuery = {}) {
      const limit = Math.min(1000, Math.max(1, query.limit ?? 100));
      const scope = query.allEnvironments === true ? null : environment;
      const found = await rows(
        `SELECT * FROM audit WHERE ($1::text IS NULL OR environment = $1 OR environment IS NULL) AND ($2::text IS NULL OR area = $2)
           AND ($3::text[] IS NULL OR action = ANY($3)) AND ($4::bigint IS NULL OR id < $4) ORDER BY id DESC LIMIT $5`,
        [scope, query.area ?? null, query.actions === undefined ? null : [...query.actions], query.beforeId ?? null, limit],
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
    addBrowserViews: (area, version, views, nowMs, perSource) => pgAddBrowserViews(pool, area, version, views, nowMs, perSource),
    errorSources: (area, version, sinceMs) => pgErrorSources(pool, area, version, sinceMs),
    addHostReport: (entry, nowMs) => pgAddHostReport(pool, entry, nowMs),
    hostActivity: (sinceMs) => pgHostActivity(pool, sinceMs),
    hostsOfVersion: (area, version, sinceMs) => pgHostsOfVersion(pool, area, version, sinceMs),
    pruneEvidence: (claimsBeforeMs, hostsBeforeMs) => pgPruneEvidence(pool, claimsBeforeMs, hostsBeforeMs),
    getLiveRollout: (area) => pgGetLiveRollout(pool, area, environment),
    listRollouts: (area, limit) => pgListRollouts(pool, area, limit, environment),
    listRunningRollouts: () => pgListRunningRollouts(pool, environment),
    onRevision(notify) {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      await listener.close();
      await Promise.all([pool.end(), lockPool.end()]);
    },
  });
  return viewOf(DEFAULT_ENVIRONMENT);
}
