import { createFixture, TEST_TOKEN, type Fixture, type Replica, type TestResponse } from '../test-support/registry-fixture.ts';
import { isPostgresRepository } from '../db/postgres/postgres-repository.ts';
import { testOnPostgres } from '../test-support/test-database.ts';
import { toPublishFiles, versionContents } from '../test-support/version-files.ts';

// Two registry processes (each its own app, pool and notifier) on one database: what a
// deployment with several registries behind a load balancer does.
let fx: Fixture;
let other: Replica;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

async function start(pollMs?: number): Promise<void> {
  fx = await createFixture({}, pollMs === undefined ? {} : { revisionPollMs: pollMs });
  other = await fx.replica();
}

afterEach(async () => {
  await fx.close();
});

const via = (index: number) => (index % 2 === 0 ? fx.request : other.request);

async function audit(action: string): Promise<Record<string, unknown>[]> {
  const entries = (await fx.request({ url: '/api/audit?limit=1000' })).json<{ entries: Record<string, unknown>[] }>().entries;
  return entries.filter((entry) => entry.action === action);
}

test('of 20 concurrent writes with one If-Match spread over both registries, exactly one is accepted and audited', async () => {
  await start();
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  const headers = { ...auth, 'if-match': '"1"' };
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      via(index)({
        method: 'POST',
        url: '/api/releases',
        headers,
        payload: { action: 'activate', remote: 'blog', version: '1.1.0', reason: `writer ${index}` },
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, ...Array<number>(19).fill(412)]);
  expect(
    responses.filter((response) => response.statusCode === 412).every((response) => response.json().code === 'revision_mismatch'),
  ).toBe(true);
  const activations = await audit('activate');
  expect(activations.filter((entry) => entry.toRevision === 2)).toHaveLength(1);
  expect(activations).toHaveLength(2);
  expect(await fx.revision()).toBe(2);
});

test('a canary failing on both registries at once is aborted exactly once, with one audit entry', async () => {
  await start();
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
  const before = await fx.revision();
  const reports = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      via(index)({
        method: 'POST',
        url: '/api/health',
        headers: auth,
        payload: { area: 'blog', version: '1.1.0', loads: 60, failures: 60 },
      }),
    ),
  );
  // Once it is aborted, 1.1.0 is no longer in the release state: later reports of it are refused by that rule (decision 048).
  const refused = reports.filter((report) => report.statusCode !== 200);
  expect(refused.every((report) => report.statusCode === 422 && report.json().rule === 'version-in-release-state')).toBe(true);
  expect(reports.filter((report) => report.statusCode === 200 && report.json().canaryAborted === true)).toHaveLength(1);
  expect(await audit('auto-abort-canary')).toHaveLength(1);
  expect(await fx.revision()).toBe(before + 1);
});

test('a write on one registry wakes a long poll on the other (by the poll where nothing else tells it)', async () => {
  await start(300);
  await fx.publish('blog', '1.0.0');
  const started = Date.now();
  const poll = other.request({ url: '/api/releases?wait=10', headers: { 'if-none-match': '"0"' } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  const answer = await poll;
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ revision: 1, remotes: { blog: { version: '1.0.0' } } });
  expect(Date.now() - started).toBeLessThan(2000);
});

async function longPollLatency(write: () => Promise<TestResponse>, revision: number): Promise<number> {
  const poll = other.request({ url: '/api/releases?wait=10', headers: { 'if-none-match': `"${revision}"` } });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const written = Date.now();
  expect((await write()).statusCode).toBe(200);
  const answer = await poll;
  expect(answer.json()).toMatchObject({ revision: revision + 1 });
  return Date.now() - written;
}

testOnPostgres('NOTIFY pushes a write on one registry to long polls on the other long before the poll would', async () => {
  await start(60_000);
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  const latency = await longPollLatency(() => fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }), 0);
  expect(latency).toBeLessThan(1000);
});

testOnPostgres('after its LISTEN connections are cut, registries still hear of writes (poll) and listen again', async () => {
  await start(400);
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  const db = other.deps.db;
  if (!isPostgresRepository(db)) throw new Error('expected the PostgreSQL store');
  // Only this test's listeners: their channel names this fixture's schema.
  const listeners = async (): Promise<number> => {
    const found = await db.pool.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND query LIKE '%' || current_schema() || '%'",
    );
    return Number(found.rows[0]?.count);
  };
  expect(await listeners()).toBe(2);
  await db.pool.query(
    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %' AND query LIKE '%' || current_schema() || '%'",
  );
  const duringOutage = await longPollLatency(() => fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }), 0);
  expect(duringOutage).toBeLessThan(2000);
  expect(fx.logs.some((line) => /LISTEN connection to PostgreSQL was lost/.test(line))).toBe(true);
  for (let waited = 0; waited < 5000 && (await listeners()) < 2; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await listeners()).toBe(2);
});

testOnPostgres('the same version published on both registries at once is stored once, with one audit entry', async () => {
  await start();
  const contents = versionContents('blog', '1.0.0');
  for (const [path, text] of Object.entries(contents)) fx.origin.put(`/1.0.0/${path}`, text);
  const payload = { version: '1.0.0', files: toPublishFiles(contents) };
  const responses = await Promise.all(
    Array.from({ length: 6 }, (_, index) => via(index)({ method: 'POST', url: '/api/remotes/blog/versions', headers: auth, payload })),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
  expect(await audit('publish')).toHaveLength(1);
});
