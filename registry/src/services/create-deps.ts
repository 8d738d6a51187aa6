/**
 * Builds the registry's collaborators from its configuration: opens the database, the artifact
 * store (folders, or the bucket of ARTIFACT_STORE_URL with its release snapshot) and the
 * revision notifier.
 */
import type { RegistryConfig } from '../config.ts';
import { describeError } from '../errors.ts';
import { currentRevision, openDatabase } from '../db/database.ts';
import { createFsArtifactStore } from '../store/fs-artifact-store.ts';
import type { ArtifactStore, ReleaseSnapshotTarget } from '../store/artifact-store.ts';
import { createS3ArtifactStore, createS3ReleaseSnapshot, s3LocationOf } from '../store/s3-artifact-store.ts';
import type { Logger, RegistryDeps } from './deps.ts';
import { createRevisionNotifier } from './revision-notifier.ts';

/** Overrides for tests: another store or snapshot target, clock, fetch or logger. */
export interface DepsOverrides {
  store?: ArtifactStore;
  releaseSnapshot?: ReleaseSnapshotTarget | null;
  now?: () => number;
  fetch?: typeof fetch;
  log?: Logger;
}

/** Opens everything `config` names. Throws an Error naming the path when the database cannot be opened. */
export function createDeps(config: RegistryConfig, overrides: DepsOverrides = {}): RegistryDeps {
  let db;
  try {
    db = openDatabase(config.databasePath);
  } catch (error) {
    throw new Error(`opening the registry database at ${config.databasePath}: ${describeError(error)}`, { cause: error });
  }
  const bucket = config.objectStore === undefined ? null : s3LocationOf(config.objectStore);
  return {
    config,
    db,
    store: overrides.store ?? (bucket === null ? createFsArtifactStore(config.artifactsDir) : createS3ArtifactStore(bucket)),
    releaseSnapshot: overrides.releaseSnapshot !== undefined ? overrides.releaseSnapshot : bucket && createS3ReleaseSnapshot(bucket),
    now: overrides.now ?? Date.now,
    fetch: overrides.fetch ?? fetch,
    revisions: createRevisionNotifier(() => currentRevision(db)),
    log: overrides.log ?? { info: (message) => console.log(message), warn: (message) => console.warn(message) },
  };
}
