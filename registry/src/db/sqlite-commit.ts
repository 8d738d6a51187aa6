/**
 * The compare-and-set of one environment in the SQLite store (decision 059): in one `BEGIN
 * IMMEDIATE` transaction, the revision is checked, then the lock, the versions made live and the
 * environment a promotion copies from; only then are the releases, the lock, a rollout and the
 * audit entries written and the revision bumped. `removeVersion` (decision 061) is the same kind of
 * transaction over every environment's revision.
 */
import type { DatabaseSync } from 'node:sqlite';
import { appendAudit, type AuditEntry } from './audit-repo.ts';
import { inTransaction } from './database.ts';
import { bumpEnvironmentFrom, environmentRevisions, lockThatRefuses, newlyLive, readEnvironment, saveLock } from './environment-repo.ts';
import { getRelease, saveRelease } from './release-repo.ts';
import type { CommitRefusal, EnvironmentCommit, RemovalOutcome, VersionRemoval } from './repository.ts';
import { saveRollout, type Rollout } from './rollout-repo.ts';
import { getVersion } from './version-repo.ts';

/** What {@link sqliteCommit} answers: as `EnvironmentCommitOutcome`, with the id of a rollout it stored. */
export type SqliteCommitOutcome =
  | { ok: true; revision: number; audits: AuditEntry[]; rolloutId?: number }
  | { ok: false; currentRevision: number; refusal?: CommitRefusal };

function refusalOf(db: DatabaseSync, environment: string, commit: EnvironmentCommit): CommitRefusal | null {
  const { lock } = readEnvironment(db, environment);
  const actions = commit.audits.map((audit) => audit.action);
  const locked = lockThatRefuses(lock, commit.nowMs, actions, commit.lock !== undefined);
  if (locked !== null) return { kind: 'locked', lock: locked };
  for (const release of commit.releases) {
    for (const version of newlyLive(getRelease(db, release.area, environment), release)) {
      if (getVersion(db, release.area, version) === null) return { kind: 'version_gone', area: release.area, version };
    }
  }
  const source = commit.alsoExpect;
  if (source !== undefined) {
    const revision = readEnvironment(db, source.environment).revision;
    if (revision !== source.revision) return { kind: 'source_moved', environment: source.environment, revision };
  }
  return null;
}

/** Commits `commit` (and `rollout`, when given) to `environment`; see `RegistryRepository.commitEnvironment`. */
export function sqliteCommit(db: DatabaseSync, environment: string, commit: EnvironmentCommit, rollout?: Rollout): SqliteCommitOutcome {
  return inTransaction(db, (): SqliteCommitOutcome => {
    const seen = readEnvironment(db, environment).revision;
    if (seen !== commit.expectedRevision) return { ok: false, currentRevision: seen };
    const refusal = refusalOf(db, environment, commit);
    if (refusal !== null) return { ok: false, currentRevision: seen, refusal };
    const revision = bumpEnvironmentFrom(db, environment, commit.expectedRevision);
    if (revision === null) return { ok: false, currentRevision: readEnvironment(db, environment).revision };
    for (const release of commit.releases) saveRelease(db, release, commit.nowMs, environment);
    if (commit.lock !== undefined) saveLock(db, environment, commit.lock);
    const rolloutId = rollout === undefined ? undefined : saveRollout(db, rollout, environment);
    const audits = commit.audits.map((audit) =>
      appendAudit(
        db,
        {
          ...audit,
          details: rolloutId === undefined ? audit.details : { ...audit.details, rolloutId },
          fromRevision: commit.expectedRevision,
          toRevision: revision,
        },
        commit.nowMs,
        environment,
      ),
    );
    return { ok: true, revision, audits, ...(rolloutId === undefined ? {} : { rolloutId }) };
  });
}

/** The tables that hold rows of a published version, children first. */
const VERSION_TABLES = ['files', 'health', 'signals', 'signal_histograms', 'versions'] as const;

/** Removes a version's rows; see `RegistryRepository.removeVersion`. */
export function sqliteRemoveVersion(db: DatabaseSync, environment: string, removal: VersionRemoval): RemovalOutcome {
  return inTransaction(db, (): RemovalOutcome => {
    const revisions = environmentRevisions(db);
    for (const name of new Set([...Object.keys(revisions), ...Object.keys(removal.expectedRevisions)])) {
      if ((revisions[name] ?? 0) !== (removal.expectedRevisions[name] ?? 0)) return { ok: false, moved: name };
    }
    for (const table of VERSION_TABLES)
      db.prepare(`DELETE FROM ${table} WHERE area = ? AND version = ?`).run(removal.area, removal.version);
    const revision = revisions[environment] ?? 0;
    const audit = appendAudit(
      db,
      { ...removal.audit, environment: null, fromRevision: revision, toRevision: revision },
      removal.nowMs,
      environment,
    );
    return { ok: true, audit };
  });
}
