/**
 * Builds the registry's collaborators from its configuration: opens the repository (PostgreSQL
 * when `databaseUrl` is set, else the SQLite file), the artifact store (folders, or the bucket of
 * ARTIFACT_STORE_URL with its release snapshot) and the revision notifier, which PostgreSQL's
 * NOTIFY wakes for writes by other registry processes; one view of all that per environment
 * (decision 059), each with its own repository view, notifier and snapshot.
 */
import type { RegistryConfig } from '../config.ts';
import { describeError } from '../errors.ts';
import { openPostgresRepository } from '../db/postgres/postgres-repository.ts';
import type { RegistryRepository } from '../db/repository.ts';
import { openSqliteRepository } from '../db/sqlite-repository.ts';
import { createFsArtifactStore } from '../store/fs-artifact-store.ts';
import type { ArtifactStore, ReleaseSnapshotTarget } from '../store/artifact-store.ts';
import { PRODUCTION } from '@meridian/shared/registry-contract';
import { createS3ArtifactStore, createS3ReleaseSnapshot, s3LocationOf, type S3Location } from '../store/s3-artifact-store.ts';
import type { Logger, RegistryDeps } from './deps.ts';
import { createRevisionNotifier } from './revision-notifier.ts';
import { createTokenSource } from './token-source.ts';
import { createIntegrityLookup } from './version-integrity.ts';

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
  const root = await openRepository(config, log);
  const bucket = config.objectStore === undefined ? null : s3LocationOf(config.objectStore);
  const shared = {
    tokens: createTokenSource(config, log),
    store: overrides.store ?? (bucket === null ? createFsArtifactStore(config.artifactsDir) : createS3ArtifactStore(bucket)),
    now: overrides.now ?? Date.now,
    fetch: overrides.fetch ?? fetch,
    // Versions' file hashes are every environment's (decision 059).
    integrity: createIntegrityLookup(root),
    log,
  };
  const views = new Map<string, RegistryDeps>();
  const viewOf = (name: string): RegistryDeps | null => views.get(name) ?? null;
  for (const environment of config.environments) {
    const db = root.inEnvironment(environment.name);
    const revisions = createRevisionNotifier(() => db.currentRevision(), overrides.revisionPollMs);
    root.onRevision(() => revisions.notify());
    const production = environment.name === PRODUCTION;
    views.set(environment.name, {
      ...shared,
      environment: environment.name,
      inEnvironment: viewOf,
      // Production's view keeps the configuration itself (tests change it in place); another reads through to it but for its site.
      config: production ? config : Object.create(config, { hostOrigin: { value: environment.hostOrigin, enumerable: true } }),
      db,
      releaseSnapshot: snapshotTarget(overrides, bucket, environment.name),
      revisions,
    });
  }
  const production = views.get(PRODUCTION);
  if (production === undefined) throw new Error('the registry configuration lists no production environment');
  return production;
}

function snapshotTarget(overrides: DepsOverrides, bucket: S3Location | null, environment: string): ReleaseSnapshotTarget | null {
  if (overrides.releaseSnapshot !== undefined) return environment === PRODUCTION ? overrides.releaseSnapshot : null;
  return bucket && createS3ReleaseSnapshot(bucket, environment);
}
