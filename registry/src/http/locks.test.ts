import { applyReleaseWrite } from '../services/release-service.ts';
import { BOB_TOKEN, createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

const RITA_TOKEN = 'test-token-rita-0123456789abcdef01234';
jest.setTimeout(30_000);

let fx: Fixture;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

beforeEach(async () => {
  fx = await createFixture({
    tokens: [
      { name: 'alice', token: TEST_TOKEN, role: 'admin' },
      { name: 'bob', token: BOB_TOKEN, role: 'admin' },
      { name: 'rita', token: RITA_TOKEN, role: 'releaser' },
    ],
  });
  for (const version of ['1.0.0', '1.0.1', '1.0.2']) expect((await fx.publish('blog', version)).statusCode).toBe(201);
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.1' })).statusCode).toBe(200);
});

afterEach(async () => {
  await fx.close();
});

const lock = (body: Record<string, unknown>, token = RITA_TOKEN, environment = '') =>
  fx.request({ method: 'POST', url: `${environment}/api/lock`, headers: as(token), payload: body });

/** What a locked write must leave as it was: the release state and the whole audit log. */
async function everything() {
  return { releases: (await fx.request({ url: '/api/releases' })).json(), audit: (await fx.request({ url: '/api/audit' })).json() };
}

test('a write to a locked environment: 423 naming the lock, who set it and why; nothing changed, audit unchanged (decision 059)', async () => {
  const locked = await lock({ reason: 'Black Friday freeze' });
  expect(locked.statusCode).toBe(200);
  expect(locked.json()).toMatchObject({ environment: 'production', lock: { by: 'rita', reason: 'Black Friday freeze', until: null } });
  const before = await everything();

  for (const body of [
    { action: 'activate', remote: 'blog', version: '1.0.2' },
    { action: 'canary', remote: 'blog', version: '1.0.2', percent: 10 },
  ]) {
    const refused = await fx.write(body);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({
      code: 'environment_locked',
      message: expect.stringMatching(/production is locked by rita since .* until it is unlocked: "Black Friday freeze"/),
      lock: { by: 'rita', reason: 'Black Friday freeze' },
    });
  }
  const rollout = await fx.request({
    method: 'POST',
    url: '/api/rollouts',
    headers: { ...as(TEST_TOKEN), 'if-match': `"${await fx.revision()}"` },
    payload: { remote: 'blog', version: '1.0.2', reason: 'test' },
  });
  expect(rollout.statusCode).toBe(423);
  const preview = await fx.request({
    method: 'POST',
    url: '/api/previews',
    headers: as(TEST_TOKEN),
    payload: { remote: 'blog', version: '1.0.2' },
  });
  expect(preview.statusCode).toBe(423);
  const promotion = await fx.request({
    method: 'POST',
    url: '/api/promote-env',
    headers: { ...as(TEST_TOKEN), 'if-match': `"${await fx.revision()}"` },
    payload: { from: 'staging', all: true, reason: 'test' },
  });
  expect(promotion.statusCode).toBe(423);
  expect(await everything()).toEqual(before);

  // Staging is not production: its writes go on.
  const stagingRevision = (await fx.request({ url: '/env/staging/api/releases' })).json<{ revision: number }>().revision;
  const staging = await fx.request({
    method: 'POST',
    url: '/env/staging/api/releases',
    headers: { ...as(TEST_TOKEN), 'if-match': `"${stagingRevision}"` },
    payload: { action: 'activate', remote: 'blog', version: '1.0.2', reason: 'test' },
  });
  expect(staging.statusCode).toBe(200);
});

test('a lock lets a rollback within the rules and an abort through', async () => {
  expect((await fx.write({ action: 'canary', remote: 'blog', version: '1.0.2', percent: 10 })).statusCode).toBe(200);
  await lock({ reason: 'freeze' });
  const aborted = await fx.write({ action: 'abort-canary', remote: 'blog' });
  expect(aborted.statusCode).toBe(200);
  const rolledBack = await fx.write({ action: 'rollback', remote: 'blog' });
  expect(rolledBack.statusCode).toBe(200);
  expect(rolledBack.json()).toMatchObject({ remote: { version: '1.0.0' }, audit: { action: 'rollback', environment: 'production' } });
});

test('a lock with an end stops holding at its end', async () => {
  const until = new Date(fx.clock.now + 3_600_000).toISOString();
  expect((await lock({ reason: 'sale weekend', until })).json()).toMatchObject({ lock: { until } });
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.2' })).statusCode).toBe(423);
  fx.clock.now += 3_600_001;
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.2' })).statusCode).toBe(200);
  expect((await lock({ reason: 'past', until: new Date(fx.clock.now - 1).toISOString() })).statusCode).toBe(400);
});

test('only who locked or an admin unlocks; unlocking is audited; a second lock is refused', async () => {
  await lock({ reason: 'freeze' });
  expect((await lock({ reason: 'again' }, TEST_TOKEN)).json()).toMatchObject({ code: 'already_locked' });
  const revision = await fx.revision();
  const unlocked = await fx.request({ method: 'POST', url: '/api/unlock', headers: as(BOB_TOKEN), payload: { reason: 'sale over' } });
  expect(unlocked.statusCode).toBe(200); // bob is an admin (a token without a role)
  expect(unlocked.json()).toMatchObject({ lock: null, revision: revision + 1 });
  await lock({ reason: 'freeze' }, TEST_TOKEN);
  const notTheirs = await fx.request({ method: 'POST', url: '/api/unlock', headers: as(RITA_TOKEN), payload: { reason: 'mine now' } });
  expect(notTheirs.statusCode).toBe(403);
  const audit = (await fx.request({ url: '/api/audit' })).json<{
    entries: { action: string; actor: string; details: Record<string, unknown> }[];
  }>();
  expect(audit.entries.slice(0, 3).map((entry) => [entry.action, entry.actor])).toEqual([
    ['lock', 'alice'],
    ['unlock', 'bob'],
    ['lock', 'rita'],
  ]);
  expect(audit.entries[1]?.details).toMatchObject({ lockedBy: 'rita', lockReason: 'freeze' });
  expect((await fx.request({ url: '/api/environments' })).json()).toMatchObject({
    environments: [
      { name: 'production', lock: { by: 'alice', reason: 'freeze' } },
      { name: 'staging', lock: null },
    ],
  });
});

test('a write planned before the lock is refused in its own transaction, after its gates ran', async () => {
  const seen = await fx.revision();
  // The lock lands while the write's gates run: the gate context's fetch waits for it.
  const realFetch = fx.deps.fetch;
  let locked: Promise<unknown> = Promise.resolve();
  fx.deps.fetch = async (input, init) => {
    locked = lock({ reason: 'freeze during the gates' });
    await locked;
    return realFetch(input, init);
  };
  const result = await applyReleaseWrite(fx.deps, {
    request: { action: 'activate', remote: 'blog', version: '1.0.2' },
    ifMatch: seen,
    actor: 'alice',
    reason: 'test',
  });
  fx.deps.fetch = realFetch;
  await locked;
  expect(result).toMatchObject({ ok: false, error: { status: 412 } });
  // The lock moved the revision; written at the new one, the same write meets the lock itself.
  const again = await applyReleaseWrite(fx.deps, {
    request: { action: 'activate', remote: 'blog', version: '1.0.2' },
    ifMatch: await fx.revision(),
    actor: 'alice',
    reason: 'test',
  });
  expect(again).toMatchObject({ ok: false, error: { status: 423, code: 'environment_locked' } });
});
