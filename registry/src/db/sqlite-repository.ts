/**
 * The embedded store: `RegistryRepository` over one SQLite file (node:sqlite), the default when
 * REGISTRY_DATABASE_URL is not set. Every method is synchronous inside, so a transaction never
 * spans an `await`; the promises only give it the interface of the PostgreSQL store.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Area } from '@meridian/shared/areas';
import { appendAudit, listAudit } from './audit-repo.ts';
import { bumpRevisionFrom, currentRevision, inTransaction, openDatabase } from './database.ts';
import { addHealth, sumHealth } from './health-repo.ts';
import { createKeyedLock } from './in-process-lock.ts';
import { getRelease, listReleases, saveRelease } from './release-repo.ts';
import { getLiveRollout, listRollouts, listRunningRollouts, saveRollout } from './rollout-repo.ts';
import { addSignals, pruneSignals, signalMinutes, sumSignals } from './signals-repo.ts';
import type { CommitOutcome, RegistryRepository } from './repository.ts';
import { getFile, getVersion, insertVersion, listFiles, listVersions } from './version-repo.ts';

/** The SQLite store and its raw handle (tests and tools that need SQL). */
export interface SqliteRepository extends RegistryRepository {
  readonly db: DatabaseSync;
}

/**
 * Opens the SQLite store at `path` (`:memory:` for a throwaway one), applying migrations.
 * Throws an Error when the file cannot be opened or a migration fails.
 */
export function openSqliteRepository(path: string): SqliteRepository {
  const db = openDatabase(path);
  const publishLock = createKeyedLock();

  return {
    kind: 'sqlite',
    db,
    describe: () => path,
    currentRevision: async () => currentRevision(db),
    async readReleaseSet() {
      db.exec('BEGIN');
      try {
        return { revision: currentRevision(db), releases: listReleases(db) };
      } finally {
        db.exec('COMMIT');
      }
    },
    getRelease: async (area: Area) => getRelease(db, area),
    async getReleaseAt(area: Area) {
      db.exec('BEGIN');
      try {
        return { revision: currentRevision(db), release: getRelease(db, area) };
      } finally {
        db.exec('COMMIT');
      }
    },
    async commitRelease({ expectedRevision, release, audit, nowMs, rollout }) {
      return inTransaction(db, (): CommitOutcome => {
        const revision = bumpRevisionFrom(db, expectedRevision);
        if (revision === null) return { ok: false, currentRevision: currentRevision(db) };
        saveRelease(db, release, nowMs);
        const rolloutId = rollout === undefined ? undefined : saveRollout(db, rollout);
        const details = rolloutId === undefined ? audit.details : { ...audit.details, rolloutId };
        const entry = appendAudit(db, { ...audit, details, fromRevision: expectedRevision, toRevision: revision }, nowMs);
        return { ok: true, revision, audit: entry, ...(rolloutId === undefined ? {} : { rolloutId }) };
      });
    },
    getVersion: async (area, version) => getVersion(db, area, version),
    listVersions: async (area) => listVersions(db, area),
    listFiles: async (area, version) => listFiles(db, area, version),
    getFile: async (area, version, path) => getFile(db, area, version, path),
    async recordVersion(record, files, audit) {
      const nowMs = Date.parse(record.publishedAt);
      return inTransaction(db, () => {
        insertVersion(db, record, files);
        const revision = currentRevision(db);
        return appendAudit(db, { ...audit, fromRevision: revision, toRevision: revision }, nowMs);
      });
    },
    withPublishLock: (key, work) => publishLock.run(key, work),
    appendAudit: async (input, nowMs) => appendAudit(db, input, nowMs),
    listAudit: async (query) => listAudit(db, query),
    addHealth: async (area, version, counts, nowMs) => addHealth(db, area, version, counts, nowMs),
    sumHealth: async (area, version, sinceMs) => sumHealth(db, area, version, sinceMs),
    addSignals: async (area, version, counts, nowMs) => addSignals(db, area, version, counts, nowMs),
    sumSignals: async (area, version, fromMs, toMs) => sumSignals(db, area, version, fromMs, toMs),
    signalMinutes: async (area, version, fromMs, toMs) => signalMinutes(db, area, version, fromMs, toMs),
    pruneSignals: async (beforeMs) => pruneSignals(db, beforeMs),
    getLiveRollout: async (area) => getLiveRollout(db, area),
    listRollouts: async (area, limit) => listRollouts(db, area, limit),
    listRunningRollouts: async () => listRunningRollouts(db),
    onRevision: () => () => undefined,
    async close() {
      if (db.isOpen) db.close();
    },
  };
}
