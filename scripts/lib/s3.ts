/**
 * The local S3-compatible object store of the production topology (decision 022):
 * s3rver on 127.0.0.1:<base + 400> (`MERIDIAN_OBJECT_STORE_PORT`), its data in `var/s3/`, one
 * bucket `meridian-artifacts` with the remotes' versions under `remotes/` and the release
 * snapshot at `remotes/release-state.json`. A second start reuses the data.
 *
 * `startObjectStore()` runs it as a child process (`node scripts/lib/s3.ts`, Ctrl-C or SIGTERM
 * stops it); `registryObjectStoreEnv()` and `releaseSnapshotUrl()` are the settings of a
 * registry that writes into it and of hosts that boot from its snapshot. Loopback only; its key
 * pair is made per machine (var/local-secrets.json) and a guard refuses every write not signed
 * with it, which s3rver alone would take from anyone (s3-guard.ts, decision 055). Reads stay
 * anonymous: hosts read server bundles and the snapshot, and check every server file (decision 053).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { objectStorePort } from '../../tooling/local-system.ts';
import { ROOT } from './apps.ts';
import { localSecrets } from './local-secrets.ts';
import type { Started } from './processes.ts';
import { guardObjectStore, type StoreCredentials } from './s3-guard.ts';

/** Where the local store keeps its objects. */
export const OBJECT_STORE = {
  bucket: 'meridian-artifacts',
  prefix: 'remotes',
  dataDir: join(ROOT, 'var', 's3'),
  /** This machine's key pair (var/local-secrets.json); s3rver's fixed pair is revoked (decision 055). */
  get credentials(): StoreCredentials {
    const { objectStoreKeyId, objectStoreSecret } = localSecrets();
    return { accessKeyId: objectStoreKeyId, secretAccessKey: objectStoreSecret };
  },
  get port(): number {
    return objectStorePort();
  },
  get endpoint(): string {
    return `http://127.0.0.1:${objectStorePort()}`;
  },
};

/**
 * Environment of a registry that keeps its artifacts and release snapshot in the store at
 * `endpoint` (default: the local store): ARTIFACT_STORE_URL plus the AWS SDK's standard keys.
 */
export function registryObjectStoreEnv(endpoint = OBJECT_STORE.endpoint): NodeJS.ProcessEnv {
  return {
    ARTIFACT_STORE_URL: `s3://${OBJECT_STORE.bucket}/${OBJECT_STORE.prefix}`,
    ARTIFACT_STORE_FORCE_PATH_STYLE: 'true',
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: OBJECT_STORE.credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: OBJECT_STORE.credentials.secretAccessKey,
  };
}

/** URL of the release snapshot as hosts read it (`RELEASE_SNAPSHOT_URL`): an anonymous GET of the object. */
export function releaseSnapshotUrl(endpoint = OBJECT_STORE.endpoint, environment = 'production'): string {
  // The registry keeps one snapshot per environment (decision 059; snapshotFileOf in its S3 store).
  const file = environment === 'production' ? 'release-state.json' : `release-state.${environment}.json`;
  return `${endpoint}/${OBJECT_STORE.bucket}/${OBJECT_STORE.prefix}/${file}`;
}

/**
 * Serves the store in this process until `close()`, the bucket created when missing; by
 * default on the port table's port with `var/s3/` (tests pass port 0 and a folder of their own),
 * taking writes signed with `credentials` only (default: this machine's pair).
 */
export async function serveObjectStore(
  options: { port?: number; dataDir?: string; credentials?: StoreCredentials } = {},
): Promise<{ endpoint: string; close(): Promise<void> }> {
  const { port = OBJECT_STORE.port, dataDir = OBJECT_STORE.dataDir, credentials = OBJECT_STORE.credentials } = options;
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dataDir,
    configureBuckets: [{ name: OBJECT_STORE.bucket, configs: [] }],
  });
  guardObjectStore(server, credentials);
  let address;
  try {
    address = await server.run();
  } catch (error) {
    throw new Error(`starting the object store (s3rver) on 127.0.0.1:${port}: ${String(error)}`, { cause: error });
  }
  return { endpoint: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

/** Starts the store as a child process; wait for `${url}/${bucket}/` to answer before using it. */
export function startObjectStore(): Started {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    cwd: ROOT,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[start] object store exited with code ${code}`);
  });
  return { name: 'object store', url: OBJECT_STORE.endpoint, child };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const store = await serveObjectStore();
  console.log(`[s3] s3rver serving s3://${OBJECT_STORE.bucket} from ${OBJECT_STORE.dataDir} on ${store.endpoint}`);
  const stop = (): void => void store.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
