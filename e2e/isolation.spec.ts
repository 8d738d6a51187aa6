import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { REMOTES, remoteOrigin, ROOT } from '../scripts/lib/apps.ts';
import { startHost, startOrigin, stopAll, waitForUrl, type Started } from '../scripts/lib/processes.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { ISOLATION_HOST_PORT, ISOLATION_TOOLS_PORT } from './fixtures/system.ts';

const de = JSON.parse(readFileSync(join(ROOT, 'host', 'locales', 'de', 'common.json'), 'utf8')) as {
  unavailable: { h1: string; retry: string };
};
const HOST_PORT = ISOLATION_HOST_PORT;
const TOOLS_PORT = ISOLATION_TOOLS_PORT;
const TOOLS_ORIGIN = `http://localhost:${TOOLS_PORT}`;

test.describe.configure({ mode: 'serial' });

test('a stopped remote origin degrades only its own area, and the site recovers when it returns', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'isolation-'));
  const release = JSON.parse(readFileSync(join(ROOT, 'var', 'release.json'), 'utf8')) as { remotes: Record<string, { origin: string }> };
  release.remotes.tools = { ...release.remotes.tools, origin: TOOLS_ORIGIN } as { origin: string };
  const releaseFile = join(dir, 'release.json');
  writeFileSync(releaseFile, JSON.stringify(release));
  // The tools build fetches its server chunks from the usual tools origin (its public path): allow-listed, so it gets the read credential.
  const allowlist = [...REMOTES.map(({ area }) => remoteOrigin(area)), TOOLS_ORIGIN].join(',');
  const processes: Started[] = [startHost(HOST_PORT, releaseFile, { REMOTE_ORIGIN_ALLOWLIST: allowlist, REMOTE_LOAD_TIMEOUT_MS: '2000' })];
  try {
    await waitForUrl(`http://localhost:${HOST_PORT}/healthz`);

    const down = await page.goto(`http://localhost:${HOST_PORT}/de/what-is-my-ip`);
    expect(down?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.unavailable.h1);
    await expect(page.getByRole('link', { name: de.unavailable.retry })).toHaveAttribute('href', '/de/what-is-my-ip');
    await waitForHydration(page);

    const problems = collectProblems(page);
    for (const path of ['/de/features', '/de/blog', '/de/pricing', '/de/login']) {
      const response = await page.goto(`http://localhost:${HOST_PORT}${path}`);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
    }
    // A prefetch on intent may still try the stopped tools origin; only that area may complain.
    expect(
      problems.filter((problem) => !problem.includes(String(TOOLS_PORT)) && !/tools_1_0_0|ERR_CONNECTION_REFUSED/.test(problem)),
    ).toEqual([]);

    processes.push(
      startOrigin('tools', { MERIDIAN_TOOLS_PORT: String(TOOLS_PORT), MERIDIAN_ORIGIN_ROOT: join(ROOT, 'remote-tools', 'dist') }),
    );
    await waitForUrl(`${TOOLS_ORIGIN}/healthz`);
    // A failed load is remembered for a few seconds (REMOTE_FAILURE_TTL_MS, 5 s), then the area serves again.
    await expect.poll(async () => (await fetch(`http://localhost:${HOST_PORT}/de/what-is-my-ip`)).status, { timeout: 15_000 }).toBe(200);
    const back = await page.goto(`http://localhost:${HOST_PORT}/de/what-is-my-ip`);
    expect(back?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(de.unavailable.h1);
  } finally {
    await stopAll(processes);
  }
});
