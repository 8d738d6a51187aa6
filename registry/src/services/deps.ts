/**
 * Everything a request handler needs, built once at start-up (or by a test) and passed down:
 * configuration, database, artifact store, clock, fetch, revision notifier and a logger.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { RegistryConfig } from '../config.ts';
import type { ArtifactStore } from '../store/artifact-store.ts';
import type { GateContext } from '../gates/gates.ts';
import type { RevisionNotifier } from './revision-notifier.ts';

/** Minimal logger; Fastify's logger or `console` fit. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** The registry's collaborators. `now` returns epoch milliseconds. */
export interface RegistryDeps {
  config: RegistryConfig;
  db: DatabaseSync;
  store: ArtifactStore;
  now: () => number;
  fetch: typeof fetch;
  revisions: RevisionNotifier;
  log: Logger;
}

/** The gates' view of the deps. */
export function gateContext(deps: RegistryDeps): GateContext {
  return {
    db: deps.db,
    store: deps.store,
    allowedOrigins: deps.config.allowedOrigins,
    hostSharedPath: deps.config.hostSharedPath,
    timeoutMs: deps.config.gateTimeoutMs,
    fetch: deps.fetch,
  };
}
