/**
 * Everything a request handler needs, built once at start-up (or by a test) and passed down:
 * configuration, repository (SQLite or PostgreSQL), artifact store, release snapshot, clock, fetch, revision
 * notifier and a logger.
 */
import type { RegistryConfig } from '../config.ts';
import type { RegistryRepository } from '../db/repository.ts';
import type { ArtifactStore, ReleaseSnapshotTarget } from '../store/artifact-store.ts';
import type { GateContext } from '../gates/gates.ts';
import { createRemoteChecker } from '../gates/remote-checker.ts';
import type { RevisionNotifier } from './revision-notifier.ts';
import type { Logger } from './logger.ts';
import type { TokenSource } from './token-source.ts';
import type { IntegrityLookup } from './version-integrity.ts';

export type { Logger } from './logger.ts';

/**
 * The registry's collaborators. `now` returns epoch milliseconds. Each view acts in one
 * environment (decision 059): its `db`, `revisions` and `config.hostOrigin` are that environment's;
 * versions, files, health and the artifact store are every environment's.
 */
export interface RegistryDeps {
  /** The environment this view acts in (`production` for the registry's default view). */
  environment: string;
  /** The same registry acting in environment `name`, or null when `name` is not configured. */
  inEnvironment(name: string): RegistryDeps | null;
  config: RegistryConfig;
  /** The tokens accepted now (environment and REGISTRY_TOKENS_FILE). */
  tokens: TokenSource;
  db: RegistryRepository;
  store: ArtifactStore;
  /** Where the release snapshot is kept (the bucket of ARTIFACT_STORE_URL), or null. */
  releaseSnapshot: ReleaseSnapshotTarget | null;
  now: () => number;
  fetch: typeof fetch;
  revisions: RevisionNotifier;
  /** What each published version's code hashes to (decision 053), remembered once read. */
  integrity: IntegrityLookup;
  log: Logger;
}

/** The gates' view of the deps; the checker runs with the gate time limit. */
export function gateContext(deps: RegistryDeps): GateContext {
  const { remoteChecker, gateTimeoutMs } = deps.config;
  return {
    db: deps.db,
    store: deps.store,
    allowedOrigins: deps.config.allowedOrigins,
    hostSharedPath: deps.config.hostSharedPath,
    timeoutMs: gateTimeoutMs,
    fetch: deps.fetch,
    checkRemote: remoteChecker === null ? null : createRemoteChecker({ ...remoteChecker, timeoutMs: gateTimeoutMs }),
  };
}
