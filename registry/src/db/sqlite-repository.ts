/**
 * The embedded store: `RegistryRepository` over one SQLite file (node:sqlite), the default when
 * REGISTRY_DATABASE_URL is not set. Every method is synchronous inside, so a transaction never
 * spans an `await`; the promises only give it the interface of the PostgreSQL store. One view per
 * environment shares the file (decision 059).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Area } from '@meridian/shared/areas';
import { appendAudit, listAudit } from './audit-repo.ts';
import { currentRevision, inTransaction, openDatabase } from './database.ts';
import { DEFAULT_ENVIRONMENT, environmentRevisions, readEnvironment } from './environment-repo.ts';
import { addBrowserViews, addHostReport, errorSources, hostActivity, hostsOfVersion, pruneEvidence } from './evidence-repo.ts';
import { addHealth, sumHealth } from './health-repo.ts';
import { createKeyedLock } from './in-process-lock.ts';
import { getRelease, listReleases } from './release-repo.ts';
import { getLiveRollout, listRollouts, listRunningRollouts } from './rollout-repo.ts';
import { addSignals, pruneSignals, signalMinutes, sumSignals } from './signals-repo.ts';
import type { RegistryRepository } from './repository.ts';
import { sqliteCommit, sqliteRemoveVersion } from './sqlite-commit.ts';
import { getFile, getVersion, insertVersion, listFiles, listVersions } from './version-repo.ts';

/** The SQLite store and its raw handle (tests and tools that need SQL). */
export interface SqliteRepository extends RegistryRepository {
  readonly db: DatabaseSync;
  inEnvironment(name: string): SqliteRepository;
}

/** Reads in one snapshot. */
function snapshot<T>(db: DatabaseSync, read: () => T): T {
  db.exec('BEGIN');
  try {
    return read();
  } finally {
    db.exec('COMMIT');
  }
}

/**
 * Opens the SQLite store at `path` (`:memory:` for a throwaway one), applying migrations; the view
 * acts in production. Throws an Error when the file cannot be opened or a migration fails.
 */
export function openSqliteRepository(path: string): SqliteRepository {
  const db = openDatabase(path);
  const publishLock = createKeyedLock();
  const views = new Map<string, SqliteRepository>();

  const viewOf = (environment: string): SqliteRepository => {
    const known = views.get(environment);
    if (known !== undefined) return known;
    const view: SqliteRepository = {
      kind: 'sqlite',
      db,
      environment,
      describe: () => path,
      inEnvironment: viewOf,
      environmentState: async () => readEnvironment(db, environment),
      environmentRevisions: async () => environmentRevisions(db),
      commitEnvironment: async (commit) => sqliteCommit(db, environment, commit),
      removeVersion: async (removal) => sqliteRemoveVersion(db, environment, removal),
      currentRevision: async () => currentRevision(db, environment),
      readReleaseSet: async () =>
        snapshot(db, () => ({ revision: currentRevision(db, environment), releases: listReleases(db, environment) })),
      getRelease: async (area: Area) => getRelease(db, area, environment),
      getReleaseAt: async (area: Area) =>
        snapshot(db, () => ({ revision: currentRevision(db, environment), release: getRelease(db, area, environment) })),
      async commitRelease({ expectedRevision, release, audit, nowMs, rollout }) {
        const outcome = sqliteCommit(db, environment, { expectedRevision, releases: [release], audits: [audit], nowMs }, rollout);
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
      getVersion: async (area, version) => getVersion(db, area, version),
      listVersions: async (area) => listVersions(db, area),
      listFiles: async (area, version) => listFiles(db, area, version),
      getFile: async (area, version, file) => getFile(db, area, version, file),
      async recordVersion(record, files, audit) {
        const nowMs = Date.parse(record.publishedAt);
        return inTransaction(db, () => {
          insertVersion(db, record, files);
          const revision = currentRevision(db, environment);
          // A version belongs to every environment: its publish entry too (decision 059).
          return appendAudit(db, { ...audit, environment: null, fromRevision: revision, toRevision: revision }, nowMs, environment);
        });
      },
      withPublishLock: (key, work) => publishLock.run(key, work),
      appendAudit: async (input, nowMs) => appendAudit(db, input, nowMs, environment),
      listAudit: async (query) => listAudit(db, query, environment),
      addHealth: async (area, version, counts, nowMs) => addHealth(db, area, version, counts, nowMs),
      sumHealth: async (area, version, sinceMs) => sumHealth(db, area, version, sinceMs),
      addSignals: async (area, version, counts, nowMs) => addSignals(db, area, version, counts, nowMs),
      sumSignals: async (area, version, fromMs, toMs) => sumSignals(db, area, version, fromMs, toMs),
      signalMinutes: async (area, version, fromMs, toMs) => signalMinutes(db, area, version, fromMs, toMs),
      pruneSignals: async (beforeMs) => pruneSignals(db, beforeMs),
      addBrowserViews: async (area, version, views, nowMs, perSource) => addBrowserViews(db, area, version, views, nowMs, perSource),
      errorSources: async (area, version, sinceMs) => errorSources(db, area, version, sinceMs),
      addHostReport: async (entry, nowMs) => addHostReport(db, entry, nowMs),
      hostActivity: async (sinceMs) => hostActivity(db, sinceMs),
      hostsOfVersion: async (area, version, sinceMs) => hostsOfVersion(db, area, version, sinceMs),
      pruneEvidence: async (claimsBeforeMs, hostsBeforeMs) => pruneEvidence(db, claimsBeforeMs, hostsBeforeMs),
      getLiveRollout: async (area) => getLiveRollout(db, area, environment),
      listRollouts: async (area, limit) => listRollouts(db, area, limit, environment),
      listRunningRollouts: async () => listRunningRollouts(db, environment),
      onRevision: () => () => undefined,
      async close() {
        if (db.isOpen) db.close();
      },
    };
    views.set(environment, view);
    return view;
  };
  return viewOf(DEFAULT_ENVIRONMENT);
}
