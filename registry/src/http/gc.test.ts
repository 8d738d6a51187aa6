/**
 * Retention (decision 061): a 30-version history of tools, `gc --keep 5 --min-age 0` removes exactly
 * the versions nothing refers to, from the database and the artifact store (folders and a real
 * bucket), while requests for what stays keep being answered.
 */
import { createS3ArtifactStore } from '../store/s3-artifact-store.ts';
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';
import { startTestBucket } from '../test-support/s3rver.ts';

jest.setTimeout(60_000);

let fx: Fixture;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const v = (n: number) => `1.0.${n}`;

afterEach(async () => {
  await fx.close();
});

async function publishHistory(count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    fx.clock.now += 60_000; // one a minute, so "newest" is the publication order
    expect((await fx.publish('tools', v(n))).statusCode).toBe(201);
  }
}

async function inStaging(url: string, body: Record<string, unknown>) {
  const revision = (await fx.request({ url: '/env/staging/api/releases' })).json<{ revision: number }>().revision;
  return fx.request({
    method: 'POST',
    url: `/env/staging${url}`,
    headers: { ...as(TEST_TOKEN), 'if-match': `"${revision}"` },
    payload: { reason: 'test', ...body },
  });
}

const gc = (body: Record<string, unknown>) => fx.request({ method: 'POST', url: '/api/gc', headers: as(TEST_TOKEN), payload: body });

type GcAnswer = { removed: { version: string; reason: string }[]; kept: { version: string; reasons: string[] }[] };

test('a 30-version history of tools: gc --keep 5 --min-age 0 removes exactly the unreferenced ones, 0 failed requests meanwhile', async () => {
  fx = await createFixture();
  await publishHistory(30);
  // A page rendered with 1.0.1 an hour ago, while it was live (a host reports only versions of the release state).
  expect((await fx.write({ action: 'activate', remote: 'tools', version: v(1) })).statusCode).toBe(200);
  const health = { area: 'tools', version: v(1), loads: 1, failures: 0, pageViews: 3 };
  expect((await fx.request({ method: 'POST', url: '/api/health', headers: as(HOST_TOKEN), payload: health })).statusCode).toBe(200);
  // Production: 1.0.10 then 1.0.11 then 1.0.12 active (three previous), 1.0.13 a canary.
  for (const n of [10, 11, 12]) expect((await fx.write({ action: 'activate', remote: 'tools', version: v(n) })).statusCode).toBe(200);
  expect((await fx.write({ action: 'canary', remote: 'tools', version: v(13), percent: 10 })).statusCode).toBe(200);
  // Staging: 1.0.5 active, a guarded rollout of 1.0.6.
  expect((await inStaging('/api/releases', { action: 'activate', remote: 'tools', version: v(5) })).statusCode).toBe(200);
  expect((await inStaging('/api/rollouts', { remote: 'tools', version: v(6), stages: [10, 100], hold: '10m' })).statusCode).toBe(201);
  // A preview link still valid (1.0.3) and one expired (1.0.2); an approval waiting for 1.0.7.
  for (const [n, ttlSeconds] of [
    [2, 60],
    [3, 7 * 86_400],
  ] as const)
    expect(
      (
        await fx.request({
          method: 'POST',
          url: '/api/previews',
          headers: as(TEST_TOKEN),
          payload: { remote: 'tools', version: v(n), ttlSeconds },
        })
      ).statusCode,
    ).toBe(201);
  fx.clock.now += 3_600_000;
  fx.deps.config.twoPersonActions = ['activate'];
  expect((await fx.write({ action: 'activate', remote: 'tools', version: v(7) })).statusCode).toBe(202);
  fx.deps.config.twoPersonActions = [];

  const referenced = [1, 3, 5, 6, 7, 10, 11, 12, 13, 25, 26, 27, 28, 29].map(v);
  const unreferenced = Array.from({ length: 30 }, (_, n) => v(n)).filter((version) => !referenced.includes(version));
  expect(unreferenced).toHaveLength(16);

  const dry = await gc({ keep: 5, minAgeSeconds: 0, dryRun: true });
  expect(dry.statusCode).toBe(200);
  expect(
    dry
      .json<GcAnswer>()
      .removed.map((item) => item.version)
      .sort(),
  ).toEqual([...unreferenced].sort());
  expect((await fx.request({ url: '/api/remotes/tools/versions' })).json<{ versions: unknown[] }>().versions).toHaveLength(30);

  // Traffic while it runs: hosts following both environments and browsers loading every kept version's files.
  let failed = 0;
  let answered = 0;
  let running = true;
  const traffic = (async () => {
    while (running) {
      const urls = [
        '/api/releases',
        '/env/staging/api/releases',
        ...referenced.map((version) => `/artifacts/tools/${version}/remoteEntry.js`),
      ];
      const answers = await Promise.all(urls.map((url) => fx.request({ url })));
      answered += answers.length;
      failed += answers.filter((answer) => answer.statusCode !== 200).length;
    }
  })();
  const run = await gc({ keep: 5, minAgeSeconds: 0 });
  running = false;
  await traffic;
  expect(run.statusCode).toBe(200);
  const { removed, kept } = run.json<GcAnswer>();
  expect(removed.map((item) => item.version).sort()).toEqual([...unreferenced].sort());
  expect(answered).toBeGreaterThan(0);
  expect(failed).toBe(0);
  console.log(`gc removed ${removed.length} of 30 versions; ${answered} requests during it, ${failed} failed`);

  const why = Object.fromEntries(kept.map((item) => [item.version, item.reasons.join('; ')]));
  expect(why[v(12)]).toMatch(/runs in production/);
  expect(why[v(11)]).toMatch(/production's previous versions/);
  expect(why[v(13)]).toMatch(/canary in production/);
  expect(why[v(5)]).toMatch(/runs in staging/);
  expect(why[v(6)]).toMatch(/rolled out in staging/);
  expect(why[v(3)]).toMatch(/preview link is valid until/);
  expect(why[v(1)]).toMatch(/rendered pages in the last 24 h/);
  expect(why[v(7)]).toMatch(/waits for approval in production/);
  expect(why[v(29)]).toMatch(/among the 5 newest/);

  const left = (await fx.request({ url: '/api/remotes/tools/versions' })).json<{ versions: { version: string }[] }>().versions;
  expect(left.map((item) => item.version).sort()).toEqual([...referenced].sort());
  for (const version of unreferenced) {
    expect(await fx.deps.store.hasVersion('tools', version)).toBe(false);
    expect((await fx.request({ url: `/artifacts/tools/${version}/remoteEntry.js` })).statusCode).toBe(404);
  }
  const audit = (await fx.request({ url: '/env/staging/api/audit?limit=100' })).json<{
    entries: { action: string; environment: string | null }[];
  }>();
  const removals = audit.entries.filter((entry) => entry.action === 'remove-version');
  expect(removals).toHaveLength(16);
  expect(removals.every((entry) => entry.environment === null)).toBe(true);

  // A removed version cannot come back by a write planned before it went.
  const refused = await fx.deps.db.commitRelease({
    expectedRevision: await fx.revision(),
    release: { area: 'tools', version: v(0), origin: fx.origin.origin, canary: null, previous: [], pulled: [] },
    audit: { actor: 'alice', action: 'activate', area: 'tools', fromVersion: v(12), toVersion: v(0), reason: 'test' },
    nowMs: fx.clock.now,
  });
  expect(refused).toMatchObject({ ok: false, refusal: { kind: 'version_gone', version: v(0) } });
  expect((await fx.write({ action: 'activate', remote: 'tools', version: v(0) })).statusCode).toBe(404);
});

test('a removal holds only while no environment moved since the references were read', async () => {
  fx = await createFixture();
  await publishHistory(2);
  const revisions = await fx.deps.db.environmentRevisions();
  expect((await fx.write({ action: 'activate', remote: 'tools', version: v(0) })).statusCode).toBe(200);
  const audit = { actor: 'alice', action: 'remove-version', area: 'tools', fromVersion: v(0), toVersion: null, reason: 'test' };
  const removal = await fx.deps.db.removeVersion({
    area: 'tools',
    version: v(0),
    expectedRevisions: revisions,
    audit,
    nowMs: fx.clock.now,
  });
  expect(removal).toEqual({ ok: false, moved: 'production' });
  expect(await fx.deps.db.getVersion('tools', v(0))).not.toBeNull();
});

test('only an admin runs gc; a version served within --min-age stays', async () => {
  fx = await createFixture({
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'hosts', token: HOST_TOKEN, role: 'health' },
      { name: 'rita', token: 'test-token-rita-0123456789abcdef01234', role: 'releaser' },
    ],
  });
  await publishHistory(3);
  // 1.0.0 served while it was live, then replaced by 1.0.2 (a host reports only versions of the release state).
  expect((await fx.write({ action: 'activate', remote: 'tools', version: v(0) })).statusCode).toBe(200);
  const health = { area: 'tools', version: v(0), loads: 1, failures: 0, pageViews: 1 };
  expect((await fx.request({ method: 'POST', url: '/api/health', headers: as(HOST_TOKEN), payload: health })).statusCode).toBe(200);
  expect((await fx.write({ action: 'activate', remote: 'tools', version: v(2) })).statusCode).toBe(200);
  fx.clock.now += 3 * 86_400_000;
  const releaser = await fx.request({
    method: 'POST',
    url: '/api/gc',
    headers: as('test-token-rita-0123456789abcdef01234'),
    payload: { keep: 1 },
  });
  expect(releaser.statusCode).toBe(403);
  const run = (await gc({ keep: 1, minAgeSeconds: 7 * 86_400 })).json<GcAnswer>();
  expect(run.removed.map((item) => item.version)).toEqual([v(1)]);
  expect(run.kept.find((item) => item.version === v(0))?.reasons).toContain('served in the last 7 d');
});

test('gc deletes a removed version’s objects from the bucket', async () => {
  const bucket = await startTestBucket();
  try {
    fx = await createFixture({}, { store: createS3ArtifactStore(bucket.location('gc')) });
    await publishHistory(3);
    expect((await bucket.get('gc/tools/1.0.0/remoteEntry.js')).status).toBe(200);
    const run = (await gc({ keep: 1, minAgeSeconds: 0 })).json<GcAnswer>();
    expect(run.removed.map((item) => item.version).sort()).toEqual([v(0), v(1)]);
    for (const version of [v(0), v(1)]) {
      expect(await fx.deps.store.hasVersion('tools', version)).toBe(false);
      for (const file of ['remoteEntry.js', 'mf-manifest.json', 'build-files.json'])
        expect((await bucket.get(`gc/tools/${version}/${file}`)).status).toBe(404);
    }
    expect((await bucket.get('gc/tools/1.0.2/remoteEntry.js')).status).toBe(200);
  } finally {
    await fx.close();
    fx = await createFixture();
    await bucket.close();
  }
});
