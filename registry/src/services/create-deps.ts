/**
 * Builds the registry's collaborators from its configuration: opens the repository (PostgreSQL
 * when `databaseUrl` is set, else the SQLite file), the artifact store (folders, or the bucket of
 * ARTIFACT_STORE_URL with its release snapshot) and the revision notifier, which PostgreSQL's
 * NOTIFY wakes for writes by other registry processes.
 */
import type { RegistryConfig } from '../config.ts';
import { describeError } from '../errors.ts';
import { openPostgresRepository } from '../db/postgres/postgres-repository.ts';
import type { RegistryRepository } from '../db/repository.ts';
import { openSqliteRepository } from '../db/sqlite-repository.ts';
import { createFsArtifactStore } from '../store/fs-artifact-store.ts';
import type { ArtifactStore, ReleaseSnapshotTarget } from '../store/artifact-store.ts';
import { createS3ArtifactStore, createS3ReleaseSnapshot, s3LocationOf } from '../store/s3-artifact-store.ts';
import type { Logger, RegistryDeps } from './deps.ts';
import { createRevisionNotifier } from './revision-notifier.ts';
import { createTokenSource } from './token-source.ts';

/** Overrides for tests: another store or snapshot target, clock, fetch or logger, or the notifier's poll interval (ms). */
export interface DepsOverrides {
  store?: ArtifactStore;
  releaseSnapshot?: ReleaseSnapshotTarget | null;
  now?: () => number;
  fetch?: typeof fetch;
  log?: Logger;
  revisionPollMs?: number;
}

async function openRepository(config: RegistryConfig, log: Logger): Promise<RegistryRepository> {
  if (config.databaseUrl !== null) return openPostgresRepository(config.databaseUrl, { warn: (message) => log.warn(message) });
  try {
    return openSqliteRepository(config.databasePath);
  } catch (error) {
    throw new Error(`opening the registry database at ${config.databasePath}: ${describeError(error)}`, { cause: error });
  }
}

/**
 * Opens everything `config` names. Rejects with an Error naming the database (a path, or a URL
 * without its password) when it cannot be opened or migrated.
 */
export async function createDeps(config: RegistryConfig, overrides: DepsOverrides = {}): Promise<RegistryDeps> {
  const log = overrides.log ?? { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const db = await openRepository(config, log);
  const revisions = createRevisionNotifier(() => db.currentRevision(), overrides.revisionPollMs);
  db.onRevision(() => revisions.notify());
  const bucket = config.objectStore === undefined ? null : s3LocationOf(config.objectStore);
  return {
    config,
    tokens: createTokenSource(config, log),
    db,
    store: overrides.store ?? (bucket === null ? createFsArtifactStore(config.artifactsDir) : createS3ArtifactStore(bucket)),
    releaseSnapshot: overrides.releaseSnapshot !== undefined ? overrides.releaseSnapshot : bucket && createS3ReleaseSnapshot(bucket),
    now: overrides.now ?? Date.now,
    fetch: overrides.fetch ?? fetch,
    revisions,
    log,
  };
}
