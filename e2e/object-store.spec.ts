/**
 * Tried as ops (decision 022): a registry that keeps artifacts in an S3-compatible
 * bucket (s3rver, as `scripts/lib/s3.ts` runs it) publishes and activates the versions the
 * running system serves and keeps the release state in the bucket; then, with that registry
 * down, a new replica with no cache file boots from the bucket's snapshot and serves pages; and a
 * replica started while the registry still refuses connections boots from the registry once it
 * is up. Its own registry, bucket and host: the running system's release state is not touched.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { REGISTRY, registryGet, ROOT } from './fixtures/registry.ts';
import { OBJECT_STORE_HOST_PORT, OBJECT_STORE_REGISTRY_PORT } from './fixtures/system.ts';
import { registryHostEnv, startHost, startRegistry, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';
import { OBJECT_STORE, registryObjectStoreEnv, releaseSnapshotUrl, serveObjectStore } from '../scripts/lib/s3.ts';
import { originOf } from '../tooling/local-system.ts';

type Releases = { revision: number; remotes: Record<string, { version: string }> };

const run = promisify(execFile);
const registryUrl = `http://127.0.0.1:${OBJECT_STORE_REGISTRY_PORT}`;
const hostUrl = `http://localhost:${OBJECT_STORE_HOST_PORT}`;
const revisionOf = async (url: string) => ((await (await fetch(`${url}/healthz`)).json()) as { release: string }).release;

/** The registry CLI against this journey's registry; never spawnSync: the bucket answers from this process. */
async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(ROOT, 'registry', 'src', 'cli.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, REGISTRY_URL: registryUrl, REGISTRY_TOKEN: REGISTRY.token, REGISTRY_ACTOR: 'e2e' },
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : 1, output: `${failed.stdout ?? ''}${failed.stderr ?? String(error)}` };
  }
}

test.describe.configure({ mode: 'serial' });

test('versions go to the bucket immutable, and replicas boot through a registry outage from its snapshot or by retrying', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'e2e-object-store-'));
  const store = await serveObjectStore({ port: 0, dataDir: join(dir, 's3') });
  const registryEnv = {
    ...registryObjectStoreEnv(store.endpoint),
    REGISTRY_PORT: String(OBJECT_STORE_REGISTRY_PORT),
    REGISTRY_DB_PATH: join(dir, 'registry.sqlite'),
  };
  const processes: Started[] = [];
  try {
    let registry = startRegistry(registryEnv);
    processes.push(registry);
    await waitForUrl(`${registryUrl}/healthz`);

    // Publish and activate what the running system serves, through the bucket.
    const live = (await (await registryGet('/api/releases')).json()) as Releases;
    for (const [area, { version }] of Object.entries(live.remotes)) {
      const published = await cli('publish', area, version);
      expect(published.code, published.output).toBe(0);
      const activated = await cli('activate', area, version, '-m', 'e2e: the bucket registry');
      expect(activated.code, activated.output).toBe(0);
    }
    const state = (await (await registryGet('/api/releases', registryUrl)).json()) as Releases;
    const [area, entry] = Object.entries(state.remotes)[0] ?? [];
    const manifest = await fetch(
      `${store.endpoint}/${OBJECT_STORE.bucket}/${OBJECT_STORE.prefix}/${area}/${entry?.version}/mf-manifest.json`,
    );
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The S3 stand-in writes an object in place, so a read during the registry's write can be torn: read again.
    await expect
      .poll(async () => {
        const text = await (await fetch(releaseSnapshotUrl(store.endpoint))).text();
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return `not JSON yet: ${text.slice(0, 80)}`;
        }
      })
      .toEqual(state);

    // The local origins serve a version's JSON as immutable as its scripts.
    const origin = await fetch(`${originOf('blog')}/${live.remotes.blog?.version}/mf-manifest.json`);
    expect(origin.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // The registry goes down; a fresh replica (no cache file) boots from the bucket's snapshot.
    await stopAll([registry]);
    const hostEnv = {
      ...registryHostEnv(),
      REGISTRY_URL: registryUrl,
      REGISTRY_BOOT_WAIT_MS: '1000',
      RELEASE_CACHE_FILE: join(dir, 'first-host.cache.json'),
      RELEASE_SNAPSHOT_URL: releaseSnapshotUrl(store.endpoint),
    };
    const started = Date.now();
    const first = startHost(OBJECT_STORE_HOST_PORT, join(ROOT, 'var', 'release.json'), hostEnv);
    processes.push(first);
    await waitForUrl(`${hostUrl}/healthz`, 30_000);
    console.log(`replica boot from the bucket snapshot, registry down: ${Date.now() - started} ms`);
    expect(first.child.exitCode).toBeNull();
    expect(await revisionOf(hostUrl)).toBe(String(state.revision));
    const page = await fetch(`${hostUrl}/de/features`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('lang="de-DE"');
    await stopAll([first]);

    // A replica started while the registry refuses connections, which comes up 1 s later: the
    // replica retries and boots from the registry (no snapshot, no cache file to fall back to).
    const { RELEASE_SNAPSHOT_URL: _snapshot, ...withoutSnapshot } = hostEnv;
    const second = startHost(OBJECT_STORE_HOST_PORT, join(ROOT, 'var', 'release.json'), {
      ...withoutSnapshot,
      REGISTRY_BOOT_WAIT_MS: '15000',
      RELEASE_CACHE_FILE: join(dir, 'second-host.cache.json'),
    });
    processes.push(second);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(second.child.exitCode).toBeNull();
    registry = startRegistry(registryEnv);
    processes.push(registry);
    await waitForUrl(`${hostUrl}/healthz`, 30_000);
    expect(await revisionOf(hostUrl)).toBe(String(state.revision));
    expect((await fetch(`${hostUrl}/pricing`)).status).toBe(200);
  } finally {
    await stopAll(processes);
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
