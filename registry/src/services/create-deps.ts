/**
 * Builds the registry's collaborators from its configuration: opens the database, the
 * filesystem artifact store and the revision notifier.
 */
import type { RegistryConfig } from '../config.ts';
import { describeError } from '../errors.ts';
import { currentRevision, openDatabase } from '../db/database.ts';
import { createFsArtifactStore } from '../store/fs-artifact-store.ts';
import type { ArtifactStore } from '../store/artifact-store.ts';
import type { Logger, RegistryDeps } from './deps.ts';
import { createRevisionNotifier } from './revision-notifier.ts';

/** Overrides for tests: another store, clock, fetch or logger. */
export interface DepsOverrides {
  store?: ArtifactStore;
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
  return {
    config,
    db,
    store: overrides.store ?? createFsArtifactStore(config.artifactsDir),
    now: overrides.now ?? Date.now,
    fetch: overrides.fetch ?? fetch,
    revisions: createRevisionNotifier(() => currentRevision(db)),
    log: overrides.log ?? { info: (message) => console.log(message), warn: (message) => console.warn(message) },
  };
}
