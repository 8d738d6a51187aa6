/**
 * Tried as a release manager (rules release.gates and release.no-visitor-pays): a tools version whose server loader throws on
 * /webrtc-leak-test, and one whose page throws while rendering. The gates refuse each, naming
 * the page. Forced live anyway as a 50 % canary (written into the registry's database, as a write
 * that skipped the gates would leave it; the registry has no such option), it costs no visitor
 * anything: 100 visitors all get the active version's page (200, no redirect), and the registry
 * aborts the canary by itself.
 */
import { get } from 'node:http';
import { join } from 'node:path';
import { inCanary } from '@meridian/shared/bucketing';
import { expect, test } from './fixtures/test.ts';
import { registryGet, release, releases, ROOT } from './fixtures/registry.ts';
import { withToolsVersion } from './fixtures/tools-version.ts';
import { SITE } from './fixtures/system.ts';
import { bumpRevision, inTransaction, openDatabase } from 'registry/src/db/database.ts';
import { getRelease, saveRelease } from 'registry/src/db/release-repo.ts';
import { HEALTH_BUCKET_MS } from 'registry/src/db/health-repo.ts';

const LOADER = 'return { reference: await lookUpGeo(pageOf(context)) };';
const VISITORS = 100;

/** A visitor id the host accepts, distinct per `n`. */
const visitorId = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${'0'.repeat(12)}`;

/**
 * One visit as a first-time browser with its own visitor cookie, on a connection of its own (a
 * reused keep-alive connection the host closed meanwhile would fail the request, not the host):
 * status, where it was sent, and the tools version the page says it used.
 */
function visit(id: string): Promise<{ status: number; location: string | null; tools: string | null }> {
  return new Promise((resolve, reject) => {
    const request = get(
      `${SITE}/webrtc-leak-test`,
      { agent: false, headers: { cookie: `mv_vid=${id}; LANGUAGE=en`, 'accept-language': 'en' } },
      (response) => {
        let html = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (html += chunk));
        response.on('end', () => {
          const boot = /<script id="__meridian" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
          const tools = boot
            ? (JSON.parse(boot) as { release: { remotes: { tools: { version: string } } } }).release.remotes.tools.version
            : null;
          resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, tools });
        });
      },
    );
    request.on('error', reject);
  });
}

const hostRevision = () =>
  new Promise<string>((resolve) => {
    get(`${SITE}/healthz`, { agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve((JSON.parse(body) as { release: string }).release));
    }).on('error', () => resolve(''));
  });

/** How a version breaks: the source text of /webrtc-leak-test to replace, and with what. */
interface Breakage {
  readonly find: string;
  readonly replace: string;
}

const LOADER_THROWS: Breakage = { find: LOADER, replace: "throw new Error('e2e: this version of the loader always throws');" };
const RENDER_THROWS: Breakage = {
  find: 'export function Component() {',
  replace:
    "export function Component() {\n  if (typeof window === 'undefined') throw new Error('e2e: this version of the page throws while rendering');",
};

/** Deploys a tools version broken by `breakage`, runs `journey` with it, and puts everything back. */
function withBrokenVersion(breakage: Breakage, journey: (version: string, active: string) => Promise<void>): Promise<void> {
  return withToolsVersion((page) => {
    expect(page).toContain(breakage.find);
    return page.replace(breakage.find, breakage.replace);
  }, journey);
}

/** Puts `version` live for 50 % of tools visitors as a canary write that skipped the gates would, and waits for the site to follow. */
async function forceCanary(version: string): Promise<void> {
  const db = openDatabase(join(ROOT, 'var', 'registry', 'registry.sqlite'));
  const startedMs = Date.now();
  const revision = inTransaction(db, () => {
    const tools = getRelease(db, 'tools');
    if (tools === null) throw new Error('tools has no active release');
    saveRelease(db, { ...tools, canary: { version, percent: 50, startedMs } }, startedMs);
    return bumpRevision(db);
  });
  db.close();
  await expect.poll(hostRevision, { timeout: 10_000 }).toBe(String(revision));
  // Reports in the bucket the canary started in never count against it (health-repo.ts): visit from the next one.
  await new Promise((resolve) => setTimeout(resolve, HEALTH_BUCKET_MS - (startedMs % HEALTH_BUCKET_MS) + 200));
}

/** 100 first-time visitors to /webrtc-leak-test: every one gets the active version's page, and the registry aborts the canary. */
async function visitorsPayNothing(version: string, active: string): Promise<void> {
  const ids = Array.from({ length: VISITORS }, (_, n) => visitorId(n + 1));
  const inTheCanary = ids.filter((id) => inCanary(id, 'tools', 50)).length;
  expect(inTheCanary).toBeGreaterThanOrEqual(20);
  const visits = [];
  for (let start = 0; start < ids.length; start += 10) visits.push(...(await Promise.all(ids.slice(start, start + 10).map(visit))));
  console.log(
    `${VISITORS} visitors (${inTheCanary} in the canary): statuses ${[...new Set(visits.map((item) => item.status))].join(', ')}`,
  );
  expect(visits.filter((item) => item.status !== 200)).toEqual([]);
  expect(visits.filter((item) => item.tools !== active)).toEqual([]);

  await expect
    .poll(async () => (await releases()).remotes.tools?.canary ?? null, { timeout: 30_000, message: 'the registry aborts the canary' })
    .toBeNull();
  const audit = (await (await registryGet('/api/audit?remote=tools&limit=1')).json()) as {
    entries: { actor: string; action: string; fromVersion: string; reason: string }[];
  };
  expect(audit.entries[0]).toMatchObject({ actor: 'registry', action: 'auto-abort-canary', fromVersion: version });
  expect(audit.entries[0]?.reason).toMatch(/^page failure rate 100\.0 %/);
  console.log(`auto-abort: ${audit.entries[0]?.reason ?? ''}`);
}

test('a tools version whose loader throws is refused by the gates; forced live as a 50 % canary, no visitor gets an error or a redirect and the registry aborts it by itself', async () => {
  await withBrokenVersion(LOADER_THROWS, async (version, active) => {
    const refused = release('activate', 'tools', version, '-m', 'e2e: a loader that throws');
    if (refused.code === 0) release('rollback', 'tools', '-m', 'e2e: undo an activation that should have been refused');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/loads-and-renders/);
    expect(refused.output).toMatch(/\/webrtc-leak-test: redirected to the root/);
    await forceCanary(version);
    await visitorsPayNothing(version, active);
  });
});

test('a tools version whose page throws while rendering on the server: refused by the gates, and as a forced canary no visitor gets the 500 page', async () => {
  await withBrokenVersion(RENDER_THROWS, async (version, active) => {
    const refused = release('activate', 'tools', version, '-m', 'e2e: a page that throws');
    if (refused.code === 0) release('rollback', 'tools', '-m', 'e2e: undo an activation that should have been refused');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/\/webrtc-leak-test: /);
    await forceCanary(version);
    await visitorsPayNothing(version, active);
  });
});

test('a tools version the gates refused cannot be made live by a rollback to it (decision 050): the CLI says to activate it, and the site keeps the active version', async () => {
  await withBrokenVersion(LOADER_THROWS, async (version, active) => {
    const refused = release('activate', 'tools', version, '-m', 'e2e: a loader that throws');
    if (refused.code === 0) release('rollback', 'tools', '-m', 'e2e: undo an activation that should have been refused');
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/loads-and-renders/);

    const attack = release('rollback', 'tools', version, '-m', 'e2e: force the refused version live');
    if (attack.code === 0) release('rollback', 'tools', '-m', 'e2e: undo a rollback that should have been refused');
    expect(attack.code, attack.output).toBe(1);
    expect(attack.output).toContain(
      `refused (409 not_a_rollback): tools@${version} was not live before ${active}; a rollback only goes to a previous version that was never pulled. Activate it instead`,
    );
    expect((await releases()).remotes.tools).toMatchObject({ version: active, canary: null });
    const visits = await Promise.all([1, 2, 3, 4, 5].map((n) => visit(visitorId(n))));
    expect(visits).toEqual(visits.map(() => ({ status: 200, location: null, tools: active })));

    const versions = release('versions', 'tools');
    expect(versions.output).toMatch(new RegExp(`${version.replaceAll('.', '\\.')} .* gate-refused `));
  });
});
