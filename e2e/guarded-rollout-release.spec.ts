/**
 * Guarded rollouts (decision 032) as a product owner runs them (`npm run release -- rollout`), with
 * short stages (the test system's REGISTRY_ROLLOUT_* settings: a judgement every second, 10 page
 * views per stage). A tools version that throws in the browser is stopped by the registry by
 * itself once real Chromium page views of both versions sent their signed beacons: browser
 * evidence alone pauses it for a person (decision 049), with the figures in the audit; a good
 * version reaches 100 % unattended.
 */
import { get } from 'node:http';
import { inCanary } from '@meridian/shared/bucketing';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { registryGet, release, releases, REGISTRY } from './fixtures/registry.ts';
import { withToolsVersion } from './fixtures/tools-version.ts';
import { SITE } from './fixtures/system.ts';
import { hostPort, metricsPortOf } from '../tooling/local-system.ts';

const PAGE = '/webrtc-leak-test';
// Thrown while the page loads, before hydration and long before the signals collector (a chunk loaded after hydration)
// starts: the entry's early buffer must hand it over, whatever the machine's speed.
const THROWS_IN_BROWSER = `
// e2e: this version throws in the browser while its page loads.
if (typeof window !== 'undefined') void Promise.reject(new Error('e2e: this version throws in the browser'));
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

let visitors = 0;

/** Beacons the site's host accepted so far (its own count, on its metrics port: decision 056). */
async function acceptedBeacons(): Promise<number> {
  const scrape = await (await fetch(`http://127.0.0.1:${metricsPortOf(hostPort())}/metrics`)).text();
  return Number(/^meridian_host_signals_total\{outcome="accepted"\} (\d+)$/m.exec(scrape)?.[1] ?? 0);
}

/**
 * One page view in real Chromium as visitor `id`: the page, its signed page view, then away (its
 * beacon goes); the tools version it got. Each visitor comes from an address of its own (the test
 * system trusts X-Forwarded-For from loopback): browser errors count only from many addresses (decision 047).
 */
async function browse(browser: Browser, id: string, waitForError: boolean): Promise<string> {
  visitors += 1;
  const address = `10.9.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
  const context = await browser.newContext();
  // Only the site's requests: a header added to the origins' would make their scripts' loads preflighted.
  await context.route(`${SITE}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
  await context.addCookies([
    { name: 'mv_vid', value: id, url: SITE },
    { name: 'LANGUAGE', value: 'en', url: SITE },
  ]);
  const page = await context.newPage();
  const signed = page.waitForResponse((response) => response.url().includes('/__signals/view'), { timeout: 20_000 });
  // Caught at once: on a loaded machine the page may take longer than the wait, and a rejection nobody awaits yet fails the test.
  const thrown = waitForError ? page.waitForEvent('pageerror', { timeout: 20_000 }).catch(() => undefined) : null;
  await page.goto(PAGE);
  const served = await page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('__meridian')?.textContent ?? '{}') as {
          release: { remotes: { tools: { version: string } } };
        }
      ).release.remotes.tools.version,
  );
  expect((await signed).status()).toBe(200);
  await thrown;
  // The page's beacon leaves when the page does, and closing the context at once lost one in ten of them (the guard then
  // lacked evidence and never paused): the visit ends when the host has taken it.
  const accepted = await acceptedBeacons();
  await page.goto('about:blank');
  await expect.poll(acceptedBeacons, { timeout: 15_000, message: "the host takes the page's beacon" }).toBeGreaterThan(accepted);
  await context.close();
  return served;
}

/** The newest audit entry of `action` about `version` (other journeys leave entries of their own versions). */
async function auditOf(
  action: string,
  version: string,
): Promise<{ action: string; actor: string; reason: string; details: Record<string, unknown> } | undefined> {
  const answer = (await (await registryGet('/api/audit?remote=tools&limit=30')).json()) as {
    entries: {
      action: string;
      actor: string;
      fromVersion: string | null;
      toVersion: string | null;
      reason: string;
      details: Record<string, unknown>;
    }[];
  };
  return answer.entries.find((entry) => entry.action === action && (entry.fromVersion === version || entry.toVersion === version));
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
  await expect(figure('Page views with an error')).toHaveText(/^[\d.]+ % of \d+$/);
  await expect(figure('p75 LCP · INP · CLS')).toHaveText(/^\d+ ms · /);
  console.log(
    `console compare of ${version}: ${await figure('Page views with an error').innerText()} browser page views with an error, p75 ${await figure('p75 LCP · INP · CLS').innerText()} (read in ${Date.now() - startedMs} ms)`,
  );
  await context.close();
}

test('a version that throws in the browser is paused by the registry by itself for a person, with the figures in the audit', async ({
  browser,
}) => {
  // A deploy and some thirty Chromium page views on a shared machine.
  test.setTimeout(600_000);
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
        // Long enough for some thirty Chromium visits and the hosts' reports on a loaded 2-core machine (10 s a visit
        // is common there): a stage without a verdict by then pauses.
        '--max-hold',
        '8m',
        '-m',
        'e2e: guarded rollout of a bad version',
      );
      expect(started.code, started.output).toBe(0);
      await expect.poll(async () => (await releases()).remotes.tools?.canary?.version ?? null).toBe(version);
      // Visitors of the active version in real Chromium: their signed page views are the comparison.
      for (const id of visitorIds(false, 12)) expect(await browse(browser, id, false)).toBe(active);
      // Visitors of the new version: each page's error and Web Vitals go out with its beacon when it is left. Usually 12
      // suffice; after another journey's evidence on the same versions the guard once wanted more than 16 (a local full run).
      for (const id of visitorIds(true, 24)) {
        if ((await auditOf('rollout-pause', version)) !== undefined) break;
        expect(await browse(browser, id, true)).toBe(version);
      }
      await expect
        .poll(async () => (await auditOf('rollout-pause', version))?.reason ?? null, {
          timeout: 60_000,
          message: 'the registry pauses the rollout for a person',
        })
        .toMatch(/^guard tripped at 50 % on browser evidence alone, the server's figures do not agree: page views with an error: new \d/);
      const pause = await auditOf('rollout-pause', version);
      expect(pause).toMatchObject({ actor: 'registry', details: { candidate: { errorViews: expect.any(Number) } } });
      console.log(`pause: ${pause?.reason ?? ''}`);
      // Browser evidence never rolls back by itself: the canary keeps its share until a person decides.
      expect((await releases()).remotes.tools).toMatchObject({ version: active, canary: { version, percent: 50 } });

      const signals = (await (await registryGet(`/api/remotes/tools/versions/${version}/signals?minutes=10`)).json()) as {
        figures: { browserViews: number; errorViews: number; vitalSamples: { lcp: number; ttfb: number }; p75: { lcp: number | null } };
      };
      console.log(`signals of ${version}: ${JSON.stringify(signals.figures)}`);
      expect(signals.figures.errorViews).toBeGreaterThan(0);
      expect(signals.figures.errorViews).toBeLessThanOrEqual(signals.figures.browserViews);
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
      const complete = await auditOf('rollout-complete', version);
      expect(complete).toMatchObject({ actor: 'registry' });
      console.log(`complete: ${complete?.reason ?? ''}`);
    },
  );
});
