/**
 * Code verified before it runs (decisions 053 and 054), tried as an attacker who can write into
 * an origin's folder after a version was published: the registry recorded every file's sha256,
 * and nothing runs that differs from it.
 *
 * - A swapped server entry: the `loads-and-renders` gate's checker refuses the version, naming the
 *   file, and the swapped code never runs.
 * - A swapped server chunk of a live canary: a host refuses the version, serves the active one
 *   instead, logs the file once and reports the failed load against the version.
 * - A swapped browser `remoteEntry.js`: the browser refuses it (Subresource Integrity), the page
 *   stays as the server rendered it.
 *
 * Each swap writes a proof when its code runs (a file on the server, a flag in the page): on code
 * that runs what the origin hands it, the proof is there.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { release, releases, REGISTRY, ROOT } from './fixtures/registry.ts';
import { withToolsVersion } from './fixtures/tools-version.ts';
import { SITE } from './fixtures/system.ts';
import { registryHostEnv, startHost, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';
import { extraHostPort } from '../tooling/local-system.ts';

/** The journey's own host, following the registry, whose log it reads. */
const HOST_PORT = extraHostPort(47);

/** Replaces `file` with `payload` followed by its own text while `during` runs; the twins (.br, .gz) are set aside so the origin serves it. */
async function withSwapped(file: string, payload: string, during: () => Promise<void>): Promise<void> {
  const original = readFileSync(file, 'utf8');
  const twins = ['.br', '.gz'].map((suffix) => `${file}${suffix}`).filter((twin) => existsSync(twin));
  for (const twin of twins) renameSync(twin, `${twin}.e2e-aside`);
  writeFileSync(file, `${payload}\n${original}`);
  try {
    await during();
  } finally {
    writeFileSync(file, original);
    for (const twin of twins) renameSync(`${twin}.e2e-aside`, twin);
  }
}

/** The server chunk of the `./routes` expose (named by its id in production builds), which every load of the version runs. */
function routesChunkOf(server: string): string | undefined {
  const id = /"\.\/routes":\(\)=>__webpack_require__\.e\("?([\w-]+)"?\)/.exec(readFileSync(join(server, 'remoteEntry.js'), 'utf8'))?.[1];
  return readdirSync(server).find(
    (name) => (id !== undefined && name.startsWith(`${id}.`)) || name.startsWith('__federation_expose_routes'),
  );
}

/** The tools version a page's boot data says it was served with. */
function toolsVersionIn(html: string): string | null {
  const boot = /<script id="__meridian" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return boot
    ? ((JSON.parse(boot) as { release: { remotes: { tools?: { version: string } } } }).release.remotes.tools?.version ?? null)
    : null;
}

/** Starts a canary of `version` for every visitor; fails the test when the gates refuse it. */
function canaryForAll(version: string): void {
  const started = release('canary', 'tools', version, '100', '-m', 'e2e: integrity journey');
  expect(started.code, started.output).toBe(0);
}

/** The version's load failures over all time, as the hosts reported them. */
async function loadFailures(version: string): Promise<number> {
  const response = await fetch(`${REGISTRY.url}/api/remotes/tools/versions`, { headers: { authorization: `Bearer ${REGISTRY.token}` } });
  const body = (await response.json()) as { versions: { version: string; health: { total: { failures: number } } }[] };
  return body.versions.find((item) => item.version === version)?.health.total.failures ?? 0;
}

test('a swapped server file: the gate refuses the version, and a host serves the active version instead, logs the file and counts the failure', async () => {
  const proofs = mkdtempSync(join(tmpdir(), 'integrity-e2e-'));
  const proof = (name: string) => join(proofs, name);
  const writes = (name: string) => `require('node:fs').writeFileSync(${JSON.stringify(proof(name))}, 'the swapped code ran');`;
  await withToolsVersion(
    (page) => page,
    async (version, active) => {
      const server = join(ROOT, 'remote-tools', 'dist', version, 'server');

      await withSwapped(join(server, 'remoteEntry.js'), writes('checker'), async () => {
        const refused = release('canary', 'tools', version, '100', '-m', 'e2e: a swapped server entry');
        if (refused.code === 0) release('abort', 'tools', '-m', 'e2e: undo a canary that should have been refused');
        expect(refused.code, refused.output).toBe(1);
        expect(refused.output).toMatch(/loads-and-renders/);
        expect(refused.output).toContain('server/remoteEntry.js');
      });
      expect(existsSync(proof('checker')), 'the checker ran the swapped entry').toBe(false);

      canaryForAll(version);
      const chunk = routesChunkOf(server);
      expect(chunk).toBeDefined();
      let log = '';
      const host: Started = startHost(
        HOST_PORT,
        join(ROOT, 'var', 'release.json'),
        {
          ...registryHostEnv(),
          RELEASE_CACHE_FILE: join(proofs, 'release-state.cache.json'),
          HOST_LOG_LEVEL: 'warn',
          HEALTH_INTERVAL_MS: '500',
        },
        false,
        'pipe',
      );
      host.child.stdout?.on('data', (data: Buffer) => (log += data.toString()));
      host.child.stderr?.on('data', (data: Buffer) => (log += data.toString()));
      try {
        await waitForUrl(`${host.url}/healthz`);
        await withSwapped(join(server, chunk ?? ''), writes('host'), async () => {
          for (let visit = 0; visit < 3; visit += 1) {
            const response = await fetch(`${host.url}/webrtc-leak-test`, { headers: { cookie: 'LANGUAGE=en', 'accept-language': 'en' } });
            expect(response.status).toBe(200);
            expect(toolsVersionIn(await response.text()), 'the page is served with the active version').toBe(active);
          }
          expect(existsSync(proof('host')), 'the host ran the swapped chunk').toBe(false);
          await expect.poll(() => log, { message: 'the host names the swapped file' }).toContain(`server/${chunk ?? ''}`);
          expect(log.split(`server/${chunk ?? ''}`).length - 1, `logged once:\n${log}`).toBe(1);
          await expect.poll(() => loadFailures(version), { timeout: 20_000, message: 'the failed load is reported' }).toBeGreaterThan(0);
        });
      } finally {
        await stopAll([host]);
        rmSync(proofs, { recursive: true, force: true });
      }
    },
  );
});

test('a swapped browser remoteEntry.js: the browser refuses to run it and the page stays as the server rendered it', async ({ page }) => {
  await withToolsVersion(
    (source) => source,
    async (version) => {
      canaryForAll(version);
      await expect.poll(async () => (await releases()).remotes.tools?.canary?.version).toBe(version);
      const entry = join(ROOT, 'remote-tools', 'dist', version, 'remoteEntry.js');
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/integrity/i.test(message.text())) refusals.push(message.text());
      });
      await withSwapped(entry, 'window.__meridianTampered = true;', async () => {
        const response = await page.goto(`${SITE}/webrtc-leak-test`);
        expect(response?.status()).toBe(200);
        expect(toolsVersionIn(await page.content())).toBe(version);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect.poll(() => refusals.length, { message: 'Chromium names the integrity failure' }).toBeGreaterThan(0);
        // The page's own area failing reloads the page once (decision 016); read the flag once it has settled.
        await page.waitForLoadState('load');
        const tampered = () =>
          page.evaluate(() => (window as { __meridianTampered?: boolean }).__meridianTampered ?? false).catch(() => null);
        await expect.poll(tampered, { message: 'the swapped entry did not run' }).toBe(false);
      });
      console.log(`browser: ${refusals[0] ?? ''}`);
    },
  );
});
