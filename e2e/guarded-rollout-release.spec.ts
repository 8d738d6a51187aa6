/**
 * Issue 19, guarded rollouts as a product owner runs them (`npm run release -- rollout`), with
 * short stages (the test system's REGISTRY_ROLLOUT_* settings: a judgement every second, 20 page
 * views per stage). A tools version that throws in the browser is rolled back by the registry by
 * itself, with the figures in the audit, after real Chromium page views sent their errors and Web
 * Vitals; a good version reaches 100 % unattended.
 */
import { get } from 'node:http';
import { inCanary } from '@meridian/shared/bucketing';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { release, releases, REGISTRY } from './fixtures/registry.ts';
import { withToolsVersion } from './fixtures/tools-version.ts';
import { SITE } from './fixtures/system.ts';

const PAGE = '/webrtc-leak-test';
const THROWS_IN_BROWSER = `
// e2e: this version throws in the browser, a moment after the page became interactive.
if (typeof window !== 'undefined') setTimeout(() => void Promise.reject(new Error('e2e: this version throws in the browser')), 1500);
`;

/** Visitor ids the host accepts, in or out of a 50 % tools canary. */
function visitorIds(inTheCanary: boolean, count: number): string[] {
  const ids: string[] = [];
  for (let n = 1; ids.length < count; n += 1) {
    const id = `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${'1'.repeat(12)}`;
    if (inCanary(id, 'tools', 50) === inTheCanary) ids.push(id);
  }
  return ids;
}

/** One server-rendered page view as visitor `id` (no browser: a page view without browser signals). */
function visit(id: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${SITE}${PAGE}`, { agent: false, headers: { cookie: `mv_vid=${id}; LANGUAGE=en` } }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

async function auditOf(
  action: string,
): Promise<{ action: string; actor: string; reason: string; details: Record<string, unknown> } | undefined> {
  const answer = (await (await fetch(`${REGISTRY.url}/api/audit?remote=tools&limit=30`)).json()) as {
    entries: { action: string; actor: string; reason: string; details: Record<string, unknown> }[];
  };
  return answer.entries.find((entry) => entry.action === action);
}

/** A product owner opens the console, signs in with the test token and reads the version's browser errors and p75 LCP in Compare. */
async function consoleShowsSignals(browser: Browser, version: string): Promise<void> {
  const startedMs = Date.now();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${REGISTRY.url}/`);
  await page.getByRole('button', { name: 'Sign in with token' }).click();
  await page.getByLabel('Registry token').fill(REGISTRY.token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Signed in as');
  await page.getByRole('button', { name: `Compare tools ${version} with the live version` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^tools ${version.replaceAll('.', '\\.')}`) });
  const column = dialog.locator('.compare__col').filter({ has: page.getByRole('heading', { name: `${version} (this version)` }) });
  const figure = (term: string) =>
    column
      .locator('.facts__row')
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator('dd');
  await expect(figure('Browser errors / 1 000 views')).toHaveText(/^\d+\.\d$/);
  await expect(figure('p75 LCP · INP · CLS')).toHaveText(/^\d+ ms · /);
  console.log(
    `console compare of ${version}: ${await figure('Browser errors / 1 000 views').innerText()} browser errors / 1 000 views, p75 ${await figure('p75 LCP · INP · CLS').innerText()} (read in ${Date.now() - startedMs} ms)`,
  );
  await context.close();
}

test('a version that throws in the browser is rolled back by the registry by itself, with the figures in the audit', async ({
  browser,
}) => {
  await withToolsVersion(
    (page) => `${page}${THROWS_IN_BROWSER}`,
    async (version, active) => {
      const started = release(
        'rollout',
        'tools',
        version,
        '--stages',
        '50,100',
        '--hold',
        '2s',
        // Long enough for the Chromium visits and the hosts' reports: a stage without a verdict by then pauses.
        '--max-hold',
        '2m',
        '-m',
        'e2e: guarded rollout of a bad version',
      );
      expect(started.code, started.output).toBe(0);
      await expect.poll(async () => (await releases()).remotes.tools?.canary?.version ?? null).toBe(version);
      // Visitors of the active version, seen by the server only.
      for (const id of visitorIds(false, 30)) expect(await visit(id)).toBe(200);
      // Visitors of the new version in real Chromium: each page's error and Web Vitals go out with its beacon when it is left.
      for (const id of visitorIds(true, 16)) {
        if ((await releases()).remotes.tools?.canary === null) break;
        const context = await browser.newContext();
        await context.addCookies([
          { name: 'mv_vid', value: id, url: SITE },
          { name: 'LANGUAGE', value: 'en', url: SITE },
        ]);
        const page = await context.newPage();
        const thrown = page.waitForEvent('pageerror', { timeout: 20_000 });
        await page.goto(PAGE);
        // The registry may roll the version back between two visits: this visitor then gets the active version.
        const served = await page.evaluate(
          () =>
            (
              JSON.parse(document.getElementById('__meridian')?.textContent ?? '{}') as {
                release: { remotes: { tools: { version: string } } };
              }
            ).release.remotes.tools.version,
        );
        if (served !== version) {
          await context.close();
          break;
        }
        expect((await thrown).message).toBe('e2e: this version throws in the browser');
        await page.goto('about:blank');
        await context.close();
      }
      await expect
        .poll(async () => (await auditOf('rollout-rollback'))?.reason ?? null, {
          timeout: 30_000,
          message: 'the registry rolls the version back',
        })
        .toMatch(/^guard tripped at 50 %: browser errors: new \d/);
      const rollback = await auditOf('rollout-rollback');
      expect(rollback).toMatchObject({ actor: 'registry', details: { candidate: { browserErrors: expect.any(Number) } } });
      console.log(`rollback: ${rollback?.reason ?? ''}`);
      expect((await releases()).remotes.tools).toMatchObject({ version: active, canary: null });

      const signals = (await (await fetch(`${REGISTRY.url}/api/remotes/tools/versions/${version}/signals?minutes=10`)).json()) as {
        figures: { pageViews: number; browserErrors: number; vitalSamples: { lcp: number; ttfb: number }; p75: { lcp: number | null } };
      };
      console.log(`signals of ${version}: ${JSON.stringify(signals.figures)}`);
      expect(signals.figures.browserErrors).toBeGreaterThan(0);
      expect(signals.figures.vitalSamples.ttfb).toBeGreaterThan(0);
      expect(signals.figures.vitalSamples.lcp).toBeGreaterThan(0);
      await consoleShowsSignals(browser, version);
    },
  );
});

test('a good version goes through its stages and reaches 100 % unattended', async () => {
  await withToolsVersion(
    (page) => page,
    async (version, active) => {
      // What it changes, recorded at publish: the same routes, and a first load within a few % of the live one.
      const compared = release('compare', 'tools', version);
      expect(compared.code, compared.output).toBe(0);
      expect(compared.output).toMatch(/^routes: unchanged \(\d+\)$/m);
      expect(compared.output).toMatch(/^first-load JavaScript: [\d.]+ KB -> [\d.]+ KB gzip, /m);
      console.log(`compare ${version} with ${active}:\n${compared.output.trim()}`);
      const started = release(
        'rollout',
        'tools',
        version,
        '--stages',
        '50,100',
        '--hold',
        '2s',
        '-m',
        'e2e: guarded rollout of a good version',
      );
      expect(started.code, started.output).toBe(0);
      const ids = [...visitorIds(true, 25), ...visitorIds(false, 25)];
      await expect
        .poll(
          async () => {
            for (const id of ids) await visit(id);
            return (await releases()).remotes.tools?.version;
          },
          { timeout: 60_000, intervals: [1000], message: 'the rollout completes by itself' },
        )
        .toBe(version);
      expect((await releases()).remotes.tools?.canary).toBeNull();
      const complete = await auditOf('rollout-complete');
      expect(complete).toMatchObject({ actor: 'registry' });
      console.log(`complete: ${complete?.reason ?? ''}`);
    },
  );
});
