import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, quietContext, test } from './fixtures/test.ts';
import { deploy, deployNewVersion, postRelease, release, releases, ROOT } from './fixtures/registry.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';

// One shared registry: these journeys change the live release state, so they run in order.
test.describe.configure({ mode: 'serial' });

const blogDir = join(ROOT, 'remote-blog');
const messagesFile = join(blogDir, 'locales', 'en', 'blog.json');
const packageFile = join(blogDir, 'package.json');
const FRESH = 'More articles, freshly deployed';

const ssrHeading = async (path: string): Promise<string> => {
  const html = await (await fetch(`${SITE}${path}`, { headers: { cookie: 'mv_vid=00000000-0000-4000-8000-000000000001' } })).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
};

const bootVersions = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(document.getElementById('__meridian')?.textContent ?? '{}') as {
          release: { remotes: Record<string, { version: string }> };
        }
      ).release.remotes,
  );

let deployed = '';
const incompatible = `9.0.${Date.now() % 1_000_000}`;

test.afterAll(async () => {
  // A journey that stopped half-way may leave the deployed version live: roll back before its files go.
  if (deployed && (await releases()).remotes.blog?.version === deployed) release('rollback', 'blog', '-m', 'e2e: clean-up');
  // The deploy bumped remote-blog's version and a text: put the sources back as the repository has them.
  writeFileSync(messagesFile, originalMessages);
  writeFileSync(packageFile, originalPackage);
  rmSync(join(blogDir, 'dist', incompatible), { recursive: true, force: true });
  if (deployed) rmSync(join(blogDir, 'dist', deployed), { recursive: true, force: true });
});
const originalMessages = readFileSync(messagesFile, 'utf8');
const originalPackage = readFileSync(packageFile, 'utf8');

test('a team deploys a blog change and activates it: the site shows it within 2 s, other areas keep their versions, rollback restores it', async ({
  page,
}) => {
  const before = await releases();
  const oldVersion = before.remotes.blog?.version ?? '';
  const messages = JSON.parse(originalMessages) as { more: { h1: string }; allArticles: string };
  const oldHeading = messages.more.h1;
  writeFileSync(messagesFile, JSON.stringify({ ...messages, more: { ...messages.more, h1: FRESH } }, null, 2));
  // A version no earlier run published: the deploy bumps its patch number.
  const pkg = JSON.parse(originalPackage) as { version: string };
  writeFileSync(packageFile, JSON.stringify({ ...pkg, version: `1.0.${Date.now() % 1_000_000}` }, null, 2));

  const deployment = deploy('blog');
  expect(deployment.code, deployment.output).toBe(0);
  expect(deployment.output).toMatch(/next: npm run release -- canary blog \S+ 5 -m "why"/);
  deployed = (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;
  expect(deployed).not.toBe(oldVersion);
  expect(await ssrHeading('/blog/more')).toBe(oldHeading);

  const activation = release('activate', 'blog', deployed, '-m', 'e2e: new heading');
  expect(activation.code, activation.output).toBe(0);
  const activatedAt = Date.now();
  let heading = '';
  while (Date.now() - activatedAt < 5000 && heading !== FRESH) heading = await ssrHeading('/blog/more');
  const elapsed = Date.now() - activatedAt;
  console.log(`activation to first request served with ${deployed}: ${elapsed} ms`);
  expect(heading).toBe(FRESH);
  expect(elapsed).toBeLessThan(2000);

  await page.goto('/features');
  await waitForHydration(page);
  const versions = await bootVersions(page);
  expect(versions.blog?.version).toBe(deployed);
  for (const area of ['marketing', 'account', 'checkout', 'tools'] as const)
    expect(versions[area]?.version).toBe(before.remotes[area]?.version);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await page.getByRole('link', { name: messages.allArticles }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRESH);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const rollback = release('rollback', 'blog', '-m', 'e2e: back to the old heading');
  expect(rollback.code, rollback.output).toBe(0);
  await expect.poll(() => ssrHeading('/blog/more'), { timeout: 5000 }).toBe(oldHeading);
});

test('a canary at 50% gives each visitor a stable version across reloads, and both versions are served', async ({ browser }) => {
  const canary = release('canary', 'blog', deployed, '50', '-m', 'e2e: half of visitors');
  expect(canary.code, canary.output).toBe(0);
  const seen = new Set<string>();
  try {
    for (let visitor = 0; visitor < 12; visitor += 1) {
      const context = await quietContext(browser);
      const page = await context.newPage();
      const versions = new Set<string>();
      for (let load = 0; load < 3; load += 1) {
        await page.goto('/blog/more');
        const pinned = (await bootVersions(page)).blog?.version ?? '';
        const fresh = (await page.getByRole('heading', { level: 1 }).textContent()) === FRESH;
        expect(fresh, 'the page text matches the version pinned in the HTML').toBe(pinned === deployed);
        versions.add(pinned);
      }
      expect(versions.size, `visitor ${visitor} saw ${[...versions].join(', ')}`).toBe(1);
      seen.add([...versions].join());
      await context.close();
    }
    expect(seen.size).toBe(2);
  } finally {
    expect(release('abort', 'blog', '-m', 'e2e: canary done').code).toBe(0);
  }
});

test('a preview link shows the preview version to that browser only, with a banner to leave it', async ({ browser }) => {
  const link = release('preview', 'blog', deployed);
  expect(link.code, link.output).toBe(0);
  const url = /(http:\/\/\S+__preview\?token=\S+)/.exec(link.output)?.[1] ?? '';
  expect(url).not.toBe('');
  const previewer = await quietContext(browser);
  const other = await quietContext(browser);
  const page = await previewer.newPage();
  await page.goto(url);
  await page.goto('/blog/more');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRESH);
  await expect(page.getByRole('status').filter({ hasText: deployed })).toBeVisible();
  const stranger = await other.newPage();
  await stranger.goto('/blog/more');
  await expect(stranger.getByRole('heading', { level: 1 })).not.toHaveText(FRESH);
  await page.getByRole('link', { name: 'Leave preview' }).click();
  await page.goto('/blog/more');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(FRESH);
  await previewer.close();
  await other.close();
});

test('a remote built against another React major is refused, naming the check', () => {
  const target = join(blogDir, 'dist', incompatible);
  cpSync(join(blogDir, 'dist', deployed), target, { recursive: true });
  const manifestFile = join(target, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    name: string;
    metaData: { name: string; globalName?: string };
    shared: { name: string; version: string; requiredVersion: string }[];
  };
  manifest.name = `blog_${incompatible.replaceAll('.', '_')}`;
  manifest.metaData.name = manifest.name;
  const reactShares = manifest.shared.filter((shared) => /^react(-dom)?(\/|$)/.test(shared.name));
  expect(reactShares.length).toBeGreaterThan(0);
  for (const shared of reactShares) Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.3.1' });
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // As its own build would list it: publish sends only what build-files.json names, with these hashes.
  const listFile = join(target, 'build-files.json');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as { files: Record<string, string> };
  list.files['mf-manifest.json'] = createHash('sha256').update(readFileSync(manifestFile)).digest('hex');
  writeFileSync(listFile, JSON.stringify(list));
  expect(release('publish', 'blog', incompatible).code).toBe(0);
  const refused = release('activate', 'blog', incompatible, '-m', 'e2e: wrong React');
  if (refused.code === 0) release('rollback', 'blog', '-m', 'e2e: undo an activation that should have been refused');
  expect(refused.code, refused.output).toBe(1);
  expect(refused.output).toMatch(/shared-deps/);
  expect(refused.output).toMatch(/react/);
});

test('two concurrent activations with the same revision: one succeeds, the other gets 412', async () => {
  const { revision } = await releases();
  const [first, second] = await Promise.all([
    postRelease({ action: 'canary', remote: 'blog', version: deployed, percent: 10, reason: 'e2e writer A' }, String(revision)),
    postRelease({ action: 'canary', remote: 'blog', version: deployed, percent: 20, reason: 'e2e writer B' }, String(revision)),
  ]);
  expect([first.status, second.status].sort()).toEqual([200, 412]);
  expect(release('abort', 'blog', '-m', 'e2e: done').code).toBe(0);
});

test('the marketing team ships a new page alone: after activation it renders on the server and is reached by client navigation, with no host or shared build', async ({
  page,
}) => {
  const marketingDir = join(ROOT, 'remote-marketing');
  const routesFile = join(marketingDir, 'src', 'expose', 'routes.ts');
  const marketingPackage = join(marketingDir, 'package.json');
  const [originalRoutes, originalPkg] = [readFileSync(routesFile, 'utf8'), readFileSync(marketingPackage, 'utf8')];
  const before = (await releases()).remotes.marketing?.version ?? '';
  const hostBuild = readFileSync(join(ROOT, 'host', 'dist', 'client', 'assets-manifest.json'), 'utf8');
  let version = '';
  try {
    // The new page reuses a component the remote has; what matters is that only the remote's route table changes.
    const anchor = "  page('aboutus', { ns: 'aboutus' }, () => import('../routes/aboutus.tsx').then((m) => m.AboutUsPage)),\n";
    expect(originalRoutes).toContain(anchor);
    writeFileSync(routesFile, originalRoutes.replace(anchor, `${anchor}${anchor.replace("page('aboutus'", "page('our-story'")}`));
    version = deployNewVersion('marketing', '1.1');
    expect((await fetch(`${SITE}/our-story`)).status).toBe(404);

    const activation = release('activate', 'marketing', version, '-m', 'e2e: a new page');
    expect(activation.code, activation.output).toBe(0);
    await expect.poll(async () => (await fetch(`${SITE}/our-story`)).status, { timeout: 5000 }).toBe(200);
    expect(await (await fetch(`${SITE}/de/our-story`)).text()).toContain('lang="de');

    // From a page of another area, rendered after the switch: React Router's own navigation (a
    // popstate, as the back button makes), no document load.
    await page.goto('/blog');
    await waitForHydration(page);
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true });
      window.history.pushState(
        { usr: null, key: 'e2e', idx: (window.history.state as { idx?: number } | null)?.idx ?? 0 },
        '',
        '/our-story',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page).toHaveURL(`${SITE}/our-story`);
    await expect(page.locator('main h1')).not.toBeEmpty();
    expect(await page.locator('main').textContent()).not.toMatch(/not found|404/i);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Neither the host nor shared was rebuilt.
    expect(readFileSync(join(ROOT, 'host', 'dist', 'client', 'assets-manifest.json'), 'utf8')).toBe(hostBuild);
  } finally {
    writeFileSync(routesFile, originalRoutes);
    writeFileSync(marketingPackage, originalPkg);
    // Clean-up never throws: it would hide what failed in the journey itself.
    if (version && (await releases()).remotes.marketing?.version === version) {
      const back = release('rollback', 'marketing', before, '-m', 'e2e: back to the version without the page');
      if (back.code !== 0) console.error(`rolling marketing back to ${before} failed: ${back.output}`);
    }
    if (version) rmSync(join(marketingDir, 'dist', version), { recursive: true, force: true });
  }
});
