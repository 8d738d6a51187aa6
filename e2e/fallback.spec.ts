/**
 * One fallback (decision 020), as visitors of two replicas meet it: when marketing's active version cannot
 * be loaded, both replicas serve the release state's fallback, the one that served marketing
 * before as well as a new one; when the fallback cannot be loaded either, both answer the
 * unavailable page. Neither remembers on its own what "served well" (before: the warm replica
 * fell back to what it had served, the new one did not).
 *
 * Both hosts follow one release file of their own (RELEASE_SOURCE=file): the registry gives its
 * hosts the same field (`fallback`), judged from their health reports (registry tests).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { FALLBACK_HOST_PORTS } from './fixtures/system.ts';
import { versionOf } from '../scripts/lib/apps.ts';
import { localReleaseEntry } from '../scripts/lib/release-file.ts';
import { LOCAL_AREAS } from '../tooling/local-system.ts';
import { startHost, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';

type Entry = { version: string; origin: string; fallback?: string; integrity?: Record<string, unknown> };

test('a warm replica and a new one fall back to the same version, the one the release state names', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fallback-e2e-'));
  const file = join(dir, 'release.json');
  const live = versionOf('remote-marketing');
  // Each version with the hashes of its local build (decision 053); 9.9.9 and 9.9.8 have none, so never load.
  const remotes: Record<string, Entry> = Object.fromEntries(LOCAL_AREAS.map((area) => [area, localReleaseEntry(area)]));
  const write = (revision: string, marketing: Partial<Entry>) =>
    writeFileSync(file, JSON.stringify({ revision, remotes: { ...remotes, marketing: { ...remotes.marketing, ...marketing } } }));
  write('1', { version: live });
  const [warm, fresh]: Started[] = FALLBACK_HOST_PORTS.map((port) => startHost(port, file, { RELEASE_SOURCE: 'file' }));
  const hosts = [warm!, fresh!];
  const features = async (host: Started) => {
    const response = await fetch(`${host.url}/features`, { headers: { cookie: 'LANGUAGE=en' } });
    const html = await response.text();
    return { status: response.status, marketing: /"marketing":\{"version":"([^"]+)"/.exec(html)?.[1] };
  };
  const applied = (revision: string) =>
    Promise.all(
      hosts.map((host) =>
        expect.poll(async () => ((await (await fetch(`${host.url}/healthz`)).json()) as { release: string }).release).toBe(revision),
      ),
    );
  try {
    await Promise.all(hosts.map((host) => waitForUrl(`${host.url}/healthz`)));
    // Only the warm replica serves marketing's live version before it breaks.
    expect(await features(warm!)).toEqual({ status: 200, marketing: live });

    write('2', { version: '9.9.9', fallback: live });
    await applied('2');
    for (const host of hosts) expect(await features(host), host.url).toEqual({ status: 200, marketing: live });

    write('3', { version: '9.9.9', fallback: '9.9.8' });
    await applied('3');
    for (const host of hosts) expect((await features(host)).status, host.url).toBe(503);
  } finally {
    await stopAll(hosts);
    rmSync(dir, { recursive: true, force: true });
  }
});
