/**
 * Tried as ops during an outage (rule route.area-unavailable): on a warm host (every area loaded and cached), each
 * of the five remote origins is killed in turn. Its area must answer the localised 503 page
 * with a retry link, in Chromium, while every other area keeps rendering and hydrating; when
 * the origin returns, the area serves again without a host restart.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';
import { REMOTES, ROOT, type RemoteArea } from '../scripts/lib/apps.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { startSystemCopy, type SystemCopy } from './fixtures/system-copy.ts';
import { FAULT_HOST_PORT } from './fixtures/system.ts';

const de = JSON.parse(readFileSync(join(ROOT, 'host', 'locales', 'de', 'common.json'), 'utf8')) as {
  unavailable: { h1: string; retry: string };
  notFound: { h1: string };
  statusHelp: { submit: string };
};

/** One page of each area, in German. */
const PAGES: Readonly<Record<RemoteArea, string>> = {
  marketing: '/de/features',
  blog: '/de/blog',
  account: '/de/login',
  checkout: '/de/pricing',
  tools: '/de/what-is-vpn',
};

test.describe.configure({ mode: 'serial' });
let copy: SystemCopy;

test.beforeAll(async () => {
  // A short probe interval keeps the journey quick; the default (1 s) bounds detection the same way.
  copy = await startSystemCopy(FAULT_HOST_PORT, FAULT_HOST_PORT, { REMOTE_PROBE_TTL_MS: '200', REMOTE_FAILURE_TTL_MS: '500' });
});
test.afterAll(async () => {
  await copy.stop();
});

for (const { area: dead } of REMOTES) {
  test(`killing the ${dead} origin on a warm host: its area answers the localised 503 page, the other areas keep working, and it recovers`, async ({
    page,
  }) => {
    // Warm: every area loaded and rendered by this host.
    for (const path of Object.values(PAGES)) expect((await fetch(`${copy.url}${path}`)).status, path).toBe(200);

    await copy.kill(dead);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const problems = collectProblems(page);
    for (const { area } of REMOTES) {
      const path = PAGES[area];
      const response = await page.goto(`${copy.url}${path}`);
      if (area === dead) {
        expect(response?.status(), path).toBe(503);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.unavailable.h1);
        await expect(page.getByRole('link', { name: de.unavailable.retry })).toHaveAttribute('href', path);
        // A way on (decision 040): the blog's search and the most useful pages.
        await expect(page.getByRole('search').getByRole('button', { name: de.statusHelp.submit })).toBeVisible();
        expect(await page.locator('.status-help__links a').count()).toBeGreaterThanOrEqual(5);
      } else {
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(de.unavailable.h1);
      }
      await waitForHydration(page);
    }
    // A prefetch on intent (a visible link of the page to that area) may still try the dead origin; only that may complain.
    const deadPort = String(FAULT_HOST_PORT + REMOTES.findIndex(({ area }) => area === dead) + 1);
    expect(
      problems.filter(
        (problem) => !problem.includes(deadPort) && !/ERR_CONNECTION_REFUSED|Failed to get manifest|RUNTIME-00/.test(problem),
      ),
    ).toEqual([]);

    await copy.restart(dead);
    await expect.poll(async () => (await fetch(`${copy.url}${PAGES[dead]}`)).status, { timeout: 10_000 }).toBe(200);
    const back = await page.goto(`${copy.url}${PAGES[dead]}`);
    expect(back?.status()).toBe(200);
    await waitForHydration(page);
  });
}

test("while the blog is down, an address no area knows answers 404, and only the blog's own addresses the 503 page", async ({ page }) => {
  for (const path of Object.values(PAGES)) expect((await fetch(`${copy.url}${path}`)).status, path).toBe(200);
  await copy.kill('blog');
  await new Promise((resolve) => setTimeout(resolve, 400));
  try {
    expect((await fetch(`${copy.url}/de/blog/search?q=vpn`)).status).toBe(503);
    for (const path of ['/de/no-such-page', '/no-such-page', '/de/blogs']) {
      const response = await page.goto(`${copy.url}${path}`);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.notFound.h1);
  } finally {
    await copy.restart('blog');
  }
});

test('an area the release state lacks (never activated) answers the localised 503 page, the others work, and it serves once activated', async ({
  page,
}) => {
  const full = readFileSync(copy.releaseFile, 'utf8');
  const state = JSON.parse(full) as { revision: number; remotes: Record<string, unknown> };
  const { tools: _never, ...activated } = state.remotes;
  try {
    writeFileSync(copy.releaseFile, JSON.stringify({ revision: state.revision + 1, remotes: activated }));
    await expect.poll(async () => (await fetch(`${copy.url}${PAGES.tools}`)).status, { timeout: 10_000 }).toBe(503);
    const problems = collectProblems(page);
    const response = await page.goto(`${copy.url}${PAGES.tools}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.unavailable.h1);
    await waitForHydration(page);
    for (const area of ['marketing', 'blog', 'checkout'] as const) {
      expect((await page.goto(`${copy.url}${PAGES[area]}`))?.status(), PAGES[area]).toBe(200);
      await waitForHydration(page);
    }
    expect(problems).toEqual([]);
  } finally {
    writeFileSync(copy.releaseFile, JSON.stringify({ ...state, revision: state.revision + 2 }));
  }
  await expect.poll(async () => (await fetch(`${copy.url}${PAGES.tools}`)).status, { timeout: 10_000 }).toBe(200);
});
