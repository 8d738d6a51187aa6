/**
 * Named environments (decisions 059-061), tried as a release manager on `npm start`: staging
 * served beside production with another version, promoted to production with the same bytes, a
 * lock on production, a deploy over its budget, and retention while both sites take traffic.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { deployNewVersion, mintPerson, registryGet, release, releases, REGISTRY, ROOT } from './fixtures/registry.ts';
import { withToolsVersion } from './fixtures/tools-version.ts';
import { SITE, STAGING } from './fixtures/system.ts';

// One shared registry: these journeys change the live release state, so they run in order. Each builds tools (a deploy).
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const STAGED = '<span data-e2e-staged="" hidden></span>';
const packageFile = join(ROOT, 'remote-tools', 'package.json');

/** The tools version a site pins in its HTML, and whether the staged marker is in the page. */
function visit(site: string): Promise<{ status: number; tools: string | null; origin: string | null; staged: boolean }> {
  return new Promise((resolve, reject) => {
    get(`${site}/webrtc-leak-test`, { agent: false, headers: { cookie: 'LANGUAGE=en', 'accept-language': 'en' } }, (response) => {
      let html = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (html += chunk));
      response.on('end', () => {
        const boot = /<script id="__meridian" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
        const tools = boot
          ? (JSON.parse(boot) as { release: { remotes: { tools: { version: string; origin: string } } } }).release.remotes.tools
          : null;
        resolve({
          status: response.statusCode ?? 0,
          tools: tools?.version ?? null,
          origin: tools?.origin ?? null,
          staged: html.includes('data-e2e-staged'),
        });
      });
    }).on('error', reject);
  });
}

const sha256 = async (url: string) =>
  createHash('sha256')
    .update(Buffer.from(await (await fetch(url)).arrayBuffer()))
    .digest('hex');
const inStaging = (...args: string[]) => release('--env', 'staging', ...args);

/** `npm run release -- <args>` without blocking this process (`release` waits for it synchronously). */
function releaseAsync(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'registry', 'src', 'cli.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, REGISTRY_URL: REGISTRY.url, REGISTRY_TOKEN: REGISTRY.token, REGISTRY_ACTOR: 'e2e' },
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
/** Opens the registry console signed in with the local token: reading needs one (decision 051). */
async function openConsole(page: Page): Promise<void> {
  await page.goto(`${REGISTRY.url}/`);
  await page.getByRole('button', { name: 'Sign in with token' }).click();
  await page.getByLabel('Registry token').fill(REGISTRY.token);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner')).toContainText('Signed in as');
}

const stagingTools = async () =>
  ((await (await registryGet(`/env/staging/api/releases`)).json()) as { remotes: { tools?: { version: string } } }).remotes.tools?.version;

test.afterAll(() => {
  release('unlock', 'production', '-m', 'e2e: clean-up');
});

test('staging serves another version beside production; promote-env makes production serve it within 1 s, same bytes', async ({ page }) => {
  await withToolsVersion(
    (source) => source.replace('<PageIntro ns={NS} />', `<PageIntro ns={NS} />${STAGED}`),
    async (version, active) => {
      const staged = inStaging('activate', 'tools', version, '-m', 'e2e: try it on staging');
      expect(staged.code, staged.output).toBe(0);
      try {
        // Staging's first page with a new version loads its remote: on a machine with more than 4 runnable processes per core that waits for a core.
        const busy = (loadavg()[0] ?? 0) / availableParallelism() > 4;
        await expect.poll(async () => (await visit(STAGING)).tools, { timeout: busy ? 30_000 : 5000 }).toBe(version);
        const [onStaging, onProduction] = [await visit(STAGING), await visit(SITE)];
        expect(onStaging).toMatchObject({ status: 200, tools: version, staged: true });
        expect(onProduction).toMatchObject({ status: 200, tools: active, staged: false });
        // The staging host reports the pages it served to staging, whose release state names the staged version (decision 059):
        // its next report is taken, never refused as a version production does not run.
        const stagingHost = `host-${new URL(STAGING).port}`;
        type Hosts = { hosts: { name: string; reports: number; lastRefusal: string | null }[] };
        const hostSeen = async () =>
          ((await (await registryGet('/api/hosts')).json()) as Hosts).hosts.find((host) => host.name === stagingHost);
        const reportsBefore = (await hostSeen())?.reports ?? 0;
        await expect.poll(async () => (await hostSeen())?.reports ?? 0, { timeout: 20_000 }).toBeGreaterThan(reportsBefore);
        expect((await hostSeen())?.lastRefusal ?? '').not.toContain(`tools@${version}`);

        // The console shows both side by side with the difference, and offers the promotion.
        await openConsole(page);
        const side = page.getByRole('region', { name: 'Staging beside production' });
        await expect(side.getByRole('row', { name: /^tools/ })).toContainText(`${version}${active}`);
        await expect(side.getByRole('button', { name: `Promote tools ${version} to production` })).toBeVisible();

        const promoted = release('promote-env', 'tools', 'staging', 'production', '-m', 'e2e: tried on staging');
        expect(promoted.code, promoted.output).toBe(0);
        expect(promoted.output).toContain(`promote-env staging -> production: tools ${active} -> ${version}`);
        // From the write (its audit time) to production's host applying it, and to the first page served with it.
        const deadline = Date.now() + 10_000;
        let served = await visit(SITE);
        while (served.tools !== version && Date.now() < deadline) served = await visit(SITE);
        const servedAt = Date.now();
        const written = (await (await registryGet(`/api/audit?limit=1`)).json()) as { entries: { action: string; at: string }[] };
        expect(written.entries[0]?.action).toBe('promote-env');
        const writtenAt = Date.parse(written.entries[0]?.at ?? '');
        const { appliedAt } = (await (await fetch(`${SITE}/healthz`)).json()) as { appliedAt: number };
        // As the cluster's switch figure: with more than 4 runnable processes per core every hop waits for a core.
        const load = (loadavg()[0] ?? 0) / availableParallelism();
        const bound = load > 4 ? 5000 : 1000;
        console.log(
          `promote-env of tools: applied by production ${appliedAt - writtenAt} ms, first page served ${servedAt - writtenAt} ms after the write (load ${load.toFixed(1)} per core, bound ${bound} ms)`,
        );
        expect(served).toMatchObject({ status: 200, tools: version, staged: true });
        expect(appliedAt - writtenAt).toBeLessThanOrEqual(1000);
        expect(servedAt - writtenAt).toBeLessThanOrEqual(bound);

        // The same bytes: what production's page loads is what staging's loads and what the registry recorded.
        const staging = await visit(STAGING);
        const entry = (site: { origin: string | null; tools: string | null }) => `${site.origin ?? ''}/${site.tools ?? ''}/remoteEntry.js`;
        const recorded = (await fetch(`${REGISTRY.url}/artifacts/tools/${version}/remoteEntry.js`)).headers.get('etag');
        expect(await sha256(entry(served))).toBe(await sha256(entry(staging)));
        expect(`"${await sha256(entry(served))}"`).toBe(recorded);
        await page.reload();
        await expect(page.getByRole('region', { name: 'Staging beside production' })).toContainText('production runs what staging runs');
      } finally {
        if ((await stagingTools()) === version) inStaging('activate', 'tools', active, '-m', 'e2e: clean-up of staging');
      }
    },
  );
});

test('a locked production refuses a write with 423 naming the lock; nothing changes, nothing is audited; the console shows it', async ({
  page,
}) => {
  const locked = release('lock', 'production', '-m', 'e2e: Black Friday freeze');
  expect(locked.code, locked.output).toBe(0);
  try {
    const before = { releases: await releases(), audit: await (await registryGet(`/api/audit?limit=20`)).text() };
    const active = before.releases.remotes.tools?.version ?? '';
    const refused = release('canary', 'tools', active === '1.0.0' ? '9.9.9' : '1.0.0', '10', '-m', 'e2e: during the freeze');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/refused \(423 environment_locked\): production is locked by \S+ since .*: "e2e: Black Friday freeze"/);
    expect(await releases()).toEqual(before.releases);
    expect(await (await registryGet(`/api/audit?limit=20`)).text()).toBe(before.audit);
    expect((await visit(SITE)).status).toBe(200);

    await openConsole(page);
    await expect(page.getByText('Production is locked')).toBeVisible();
    await expect(page.getByText(/“e2e: Black Friday freeze”\. Only a rollback or an abort goes through\./)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Production locked' })).toBeVisible();
  } finally {
    const unlocked = release('unlock', 'production', '-m', 'e2e: freeze over');
    expect(unlocked.code, unlocked.output).toBe(0);
  }
  const audit = (await (await registryGet(`/api/audit?limit=2`)).json()) as { entries: { action: string }[] };
  expect(audit.entries.map((entry) => entry.action)).toEqual(['unlock', 'lock']);
});

test('a deploy 10 KB over its budget: activation refused with the figures, a releaser may not override, an admin may', async () => {
  const active = (await releases()).remotes.tools?.version ?? '';
  const live = (await (await registryGet(`/api/remotes/tools/versions/${active}/budget`)).json()) as {
    beforeHydration: number;
    firstThreeSeconds: number;
  };
  const originalPackage = readFileSync(packageFile, 'utf8');
  // The budget is what runs now; the new page carries about 10 KB more (random text: gzip cannot shrink it).
  const budget = { beforeHydration: live.beforeHydration + 5000, firstThreeSeconds: live.firstThreeSeconds };
  writeFileSync(packageFile, JSON.stringify({ ...(JSON.parse(originalPackage) as object), meridian: { budget } }, null, 2));
  const padding = randomBytes(9_900).toString('base64');
  const releaserToken = mintPerson(`e2e-releaser-${Date.now().toString(36)}`, 'releaser');
  try {
    await withToolsVersion(
      (source) =>
        source.replace(
          'export function Component() {',
          `const E2E_PADDING = '${padding}';\nexport function Component() {\n  if (Reflect.get(globalThis, 'e2ePadding') === true) console.log(E2E_PADDING);`,
        ),
      async (version) => {
        const refused = release('activate', 'tools', version, '-m', 'e2e: the bigger page');
        expect(refused.code).toBe(1);
        expect(refused.output).toMatch(
          /refused \(422 over_budget\): tools@\S+ is over its first-load budget: firstThreeSeconds .* by (9\.\d|10\.\d|11\.\d) KB/,
        );
        console.log(refused.output.trim());
        const asReleaser = await fetch(`${REGISTRY.url}/api/releases`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${releaserToken}`,
            'if-match': `"${(await releases()).revision}"`,
          },
          body: JSON.stringify({ action: 'activate', remote: 'tools', version, overBudget: true, reason: 'e2e: mine' }),
        });
        expect(asReleaser.status).toBe(403);
        const admin = release('activate', 'tools', version, '--over-budget', '-m', 'e2e: launch page, trimmed next sprint');
        expect(admin.code, admin.output).toBe(0);
        const entry = ((await (await registryGet(`/api/audit?limit=1`)).json()) as { entries: { details: Record<string, unknown> }[] })
          .entries[0];
        expect(entry?.details).toMatchObject({ overBudget: true, budget: { over: [{ figure: 'firstThreeSeconds' }] } });
      },
    );
  } finally {
    writeFileSync(packageFile, originalPackage);
  }
});

test('gc --keep 1 --min-age 0 while both sites take traffic: 0 failed requests, what anything needs stays', async () => {
  const originalPackage = readFileSync(packageFile, 'utf8');
  const unused: string[] = [];
  try {
    for (let n = 0; n < 2; n += 1) unused.push(deployNewVersion('tools', '1.1'));
  } finally {
    writeFileSync(packageFile, originalPackage);
  }
  const [older, newest] = unused as [string, string];
  const production = await releases();
  let failed = 0;
  let answered = 0;
  let running = true;
  const urls = [
    ...['/', '/pricing', '/blog', '/webrtc-leak-test', '/login'].flatMap((path) => [`${SITE}${path}`, `${STAGING}${path}`]),
    ...Object.entries(production.remotes).map(([area, remote]) => `${REGISTRY.url}/artifacts/${area}/${remote.version}/remoteEntry.js`),
  ];
  const traffic = (async () => {
    while (running) {
      const statuses = await Promise.all(urls.map(async (url) => (await fetch(url, { headers: { 'accept-language': 'en' } })).status));
      answered += statuses.length;
      failed += statuses.filter((status) => status !== 200).length;
    }
  })();
  // The CLI in a process of its own, so the traffic above keeps going while it runs.
  const gc = await releaseAsync('gc', '--keep', '1', '--min-age', '0');
  running = false;
  await traffic;
  expect(gc.code, gc.output).toBe(0);
  console.log(`${gc.output.split('\n')[0] ?? ''}; ${answered} requests during it, ${failed} failed`);
  expect(failed).toBe(0);
  expect(gc.output).toContain(`- tools@${older} (`);
  expect(gc.output).toMatch(new RegExp(`= tools@${newest.replaceAll('.', '\\.')}: among the 1 newest of tools`));
  for (const [area, remote] of Object.entries(production.remotes)) expect(gc.output).not.toContain(`- ${area}@${remote.version} (`);
  expect(existsSync(join(ROOT, 'var', 'registry', 'artifacts', 'tools', older))).toBe(false);
  expect((await fetch(`${REGISTRY.url}/artifacts/tools/${older}/remoteEntry.js`)).status).toBe(404);
  for (const version of unused) rmSync(join(ROOT, 'remote-tools', 'dist', version), { recursive: true, force: true });
});
