/**
 * Tried as ops during a control-plane outage (decisions 020 and 022): two host replicas follow the registry;
 * the registry is paused (SIGSTOP: connections hang, as in a real outage); a third replica
 * starts and serves from the release state kept on disk; the registry comes back and a switch
 * reaches all three replicas within 1 s.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { deployNewVersion, registryGet, release, REGISTRY, ROOT } from './fixtures/registry.ts';
import { pidListeningOn } from './fixtures/listener.ts';
import { registryHostEnv, startHost, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';
import { REPLICA_PORTS } from './fixtures/system.ts';

const toolsDir = join(ROOT, 'remote-tools');
const packageFile = join(toolsDir, 'package.json');
const originalPackage = readFileSync(packageFile, 'utf8');
// A replica that is not listening yet answers nothing: null, and the poll asks again.
const revisionOf = async (url: string) =>
  fetch(`${url}/healthz`)
    .then(async (response) => ((await response.json()) as { release: string }).release)
    .catch(() => null);

test.describe.configure({ mode: 'serial' });

test('a replica boots while the registry is down, and a switch reaches three replicas within 1 s once it is back', async () => {
  const replicas: Started[] = [];
  const registryPid = pidListeningOn(REGISTRY.port);
  let deployed = '';
  try {
    const hostEnv = { ...registryHostEnv(), REGISTRY_BOOT_WAIT_MS: '1500' };
    replicas.push(
      startHost(REPLICA_PORTS[0], join(ROOT, 'var', 'release.json'), hostEnv),
      startHost(REPLICA_PORTS[1], join(ROOT, 'var', 'release.json'), hostEnv),
    );
    await Promise.all(replicas.map((replica) => waitForUrl(`${replica.url}/healthz`)));

    process.kill(registryPid, 'SIGSTOP');
    let third: Started;
    const bootStarted = Date.now();
    try {
      third = startHost(REPLICA_PORTS[2], join(ROOT, 'var', 'release.json'), hostEnv);
      replicas.push(third);
      await waitForUrl(`${third.url}/healthz`, 15_000);
      const bootMs = Date.now() - bootStarted;
      console.log(`replica boot with the registry paused: ${bootMs} ms`);
      const page = await fetch(`${third.url}/de/features`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('lang="de-DE"');
    } finally {
      process.kill(registryPid, 'SIGCONT');
    }

    // A new version of one area, activated once the registry is back: every replica applies it within 1 s.
    deployed = deployNewVersion('tools');
    await expect
      .poll(() => Promise.all(replicas.map((replica) => revisionOf(replica.url))).then((revisions) => new Set(revisions).size), {
        timeout: 30_000,
      })
      .toBe(1);
    const activation = release('activate', 'tools', deployed, '-m', 'e2e: switch during the replica journey');
    expect(activation.code, activation.output).toBe(0);
    const switchedAt = Date.now();
    const target = String(((await (await registryGet('/api/releases')).json()) as { revision: number }).revision);
    await expect
      .poll(() => Promise.all(replicas.map((replica) => revisionOf(replica.url))), { timeout: 5000, intervals: [20] })
      .toEqual([target, target, target]);
    const elapsed = Date.now() - switchedAt;
    console.log(`switch applied by three replicas in ${elapsed} ms`);
    expect(elapsed).toBeLessThan(1000);
  } finally {
    await stopAll(replicas);
    if (deployed) release('rollback', 'tools', '-m', 'e2e: replica journey done');
    writeFileSync(packageFile, originalPackage);
    if (deployed) rmSync(join(toolsDir, 'dist', deployed), { recursive: true, force: true });
  }
});
