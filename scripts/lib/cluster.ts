/**
 * The settings of the production topology on one machine (`npm run start:cluster`, decision
 * 029): where its state lives under `var/cluster/`, the environment of its registry processes
 * and of its host replicas. `npm run start:host` reads them too, to join a running cluster.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  environmentHostPort,
  environmentSiteOrigin,
  originOf,
  postgresPort,
  siteOrigin,
  type LocalEnvironment,
} from '../../tooling/local-system.ts';
import { REMOTES, ROOT } from './apps.ts';
import { OBJECT_STORE, registryObjectStoreEnv, releaseSnapshotUrl } from './s3.ts';
import { localSecrets } from './local-secrets.ts';

/** Folders and files of a cluster run. */
export const CLUSTER = {
  dir: join(ROOT, 'var', 'cluster'),
  get nginxPrefix(): string {
    return join(this.dir, 'nginx');
  },
  get postgresDir(): string {
    return join(this.dir, 'postgres');
  },
  /** Prometheus' configuration and data (decision 057). */
  get prometheusDir(): string {
    return join(this.dir, 'prometheus');
  },
  /** Holds the pid of the running `start:cluster` while it runs. */
  get pidFile(): string {
    return join(this.dir, 'start-cluster.pid');
  },
  database: 'registry',
};

/** `<bucket>/<prefix>`: where the versions lie in the object store. */
export const BUCKET_PATH = `${OBJECT_STORE.bucket}/${OBJECT_STORE.prefix}`;

/** The registry's PostgreSQL (`REGISTRY_DATABASE_URL`), with the password of var/local-secrets.json (decision 055). */
export function clusterDatabaseUrl(): string {
  return `postgresql://meridian:${encodeURIComponent(localSecrets().postgresPassword)}@127.0.0.1:${postgresPort()}/${CLUSTER.database}`;
}

/**
 * `REMOTE_SERVER_SOURCES` of hosts and of the registry's checker: each public origin (the CDN,
 * which refuses server bundles) mapped to its area's folder in the bucket, read directly.
 */
export function serverSources(): string {
  return REMOTES.map(({ area }) => `${originOf(area)}=${OBJECT_STORE.endpoint}/${BUCKET_PATH}/${area}`).join(',');
}

/** Environment of one registry process of the cluster (listening on `port`). */
export function clusterRegistryEnv(port: number): NodeJS.ProcessEnv {
  return {
    REGISTRY_PORT: String(port),
    REGISTRY_DATABASE_URL: clusterDatabaseUrl(),
    REMOTE_SERVER_SOURCES: serverSources(),
    ...registryObjectStoreEnv(),
  };
}

/**
 * Environment of one host replica of the cluster, beside `registryHostEnv()`: the site's public
 * origin (the balancer), the bucket snapshot to boot from, server bundles from the bucket, a
 * cache file of its own, a drain long enough for the balancer, and the balancer as trusted proxy.
 */
export function clusterReplicaEnv(port: number): NodeJS.ProcessEnv {
  return {
    PUBLIC_ORIGIN: siteOrigin(),
    RELEASE_SNAPSHOT_URL: releaseSnapshotUrl(),
    REMOTE_SERVER_SOURCES: serverSources(),
    RELEASE_CACHE_FILE: join(CLUSTER.dir, `release-state.${port}.cache.json`),
    HOST_DRAIN_MS: process.env.HOST_DRAIN_MS ?? '1500',
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  };
}

/** True while a `start:cluster` runs from this checkout (its pid file names a live process). */
export function clusterRunning(): boolean {
  if (!existsSync(CLUSTER.pidFile)) return false;
  const pid = Number(readFileSync(CLUSTER.pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Environment of the cluster's one replica of `environment` other than production (decision 059,
 * staging): its own site on its own port with no balancer in front, booting from that
 * environment's snapshot in the bucket, server bundles from the bucket, a cache file of its own.
 */
export function clusterEnvironmentEnv(environment: LocalEnvironment): NodeJS.ProcessEnv {
  const port = environmentHostPort(environment);
  return {
    PUBLIC_ORIGIN: environmentSiteOrigin(environment),
    RELEASE_SNAPSHOT_URL: releaseSnapshotUrl(OBJECT_STORE.endpoint, environment),
    REMOTE_SERVER_SOURCES: serverSources(),
    RELEASE_CACHE_FILE: join(CLUSTER.dir, `release-state.${environment}.${port}.cache.json`),
  };
}
