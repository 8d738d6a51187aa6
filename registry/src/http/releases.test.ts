import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;

beforeEach(async () => {
  fx = await createFixture();
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0']) expect((await fx.publish('blog', version)).statusCode).toBe(201);
});

afterEach(async () => {
  await fx.close();
});

async function remotes(): Promise<
  Record<string, { version: string; canary: unknown; previous: string[]; fallback?: string; origin: string }>
> {
  return (await fx.request({ method: 'GET', url: '/api/releases' })).json<{ remotes: never }>().remotes;
}

test('starts empty at revision 0 with an ETag', async () => {
  const response = await fx.request({ method: 'GET', url: '/api/releases' });
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toBe('"0"');
  expect(response.json()).toEqual({ revision: 0, remotes: {} });
});

test('activates a version and returns the release set in the shape hosts read', async () => {
  const response = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    revision: 1,
    remote: { version: '1.0.0', origin: fx.origin.origin, canary: null, previous: [] },
  });
  const set = await fx.request({ method: 'GET', url: '/api/releases' });
  expect(set.headers.etag).toBe('"1"');
  expect(set.json()).toEqual({
    revision: 1,
    remotes: {
      blog: {
        version: '1.0.0',
        origin: fx.origin.origin,
        canary: null,
        previous: [],
        integrity: {
          '1.0.0': { buildFiles: expect.stringMatching(/^[0-9a-f]{64}$/), remoteEntry: expect.stringMatching(/^[0-9a-f]{64}$/) },
        },
      },
    },
  });
});

test('lets exactly one of two writers with the same If-Match win', async () => {
  const revision = await fx.revision();
  const [first, second] = await Promise.all([
    fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }, revision),
    fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' }, revision),
  ]);
  const codes = [first?.statusCode, second?.statusCode].sort();
  expect(codes).toEqual([200, 412]);
  const loser = first?.statusCode === 412 ? first : second;
  expect(loser?.json()).toMatchObject({ code: 'revision_mismatch', expected: 0, current: 1 });
  expect(await fx.revision()).toBe(1);
});

test('refuses a write without If-Match with 428 and a stale one with 412', async () => {
  const missing = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }, null);
  expect(missing.statusCode).toBe(428);
  expect(missing.json()).toMatchObject({ code: 'if_match_required' });
  const stale = await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }, 5);
  expect(stale.statusCode).toBe(412);
  expect(stale.json().message).toMatch(/revision 0, not 5/);
  const garbage = await fx.request({
    method: 'POST',
    url: '/api/releases',
    headers: { authorization: `Bearer ${TEST_TOKEN}`, 'if-match': 'yesterday' },
    payload: { action: 'activate', remote: 'blog', version: '1.0.0', reason: 'x' },
  });
  expect(garbage.statusCode).toBe(400);
  expect(garbage.json()).toMatchObject({ code: 'invalid_if_match' });
});

test('refuses to activate a version that was never published', async () => {
  const response = await fx.write({ action: 'activate', remote: 'blog', version: '9.9.9' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'version_not_found' });
});

test('rolls back to the previous version, N steps back among those never pulled, or a named one never pulled', async () => {
  for (const version of ['1.0.0', '1.1.0', '1.2.0', '1.3.0'])
    expect((await fx.write({ action: 'activate', remote: 'blog', version })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.3.0', previous: ['1.2.0', '1.1.0', '1.0.0'], fallback: '1.2.0' });

  expect((await fx.write({ action: 'rollback', remote: 'blog' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.2.0', previous: ['1.3.0', '1.1.0', '1.0.0'] });

  // 1.3.0 was rolled back from: two steps back among the others is 1.0.0.
  expect((await fx.write({ action: 'rollback', remote: 'blog', steps: 2 })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.0.0', previous: ['1.2.0', '1.3.0', '1.1.0'] });

  const pulled = await fx.write({ action: 'rollback', remote: 'blog', version: '1.3.0' });
  expect(pulled.statusCode).toBe(409);
  expect(pulled.json()).toMatchObject({ code: 'version_pulled', pulled: { action: 'rollback', actor: 'alice' } });
  expect((await fx.write({ action: 'rollback', remote: 'blog', version: '1.1.0' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.1.0', previous: ['1.0.0', '1.2.0', '1.3.0'] });

  const tooFar = await fx.write({ action: 'rollback', remote: 'blog', steps: 2 });
  expect(tooFar.statusCode).toBe(409);
  expect(tooFar.json()).toMatchObject({ code: 'not_enough_history' });
});

test('after a rollback the fallback is the version before, never the version just pulled; activating it again clears that', async () => {
  for (const version of ['1.0.0', '1.1.0', '1.2.0'])
    expect((await fx.write({ action: 'activate', remote: 'blog', version })).statusCode).toBe(200);
  expect((await fx.write({ action: 'rollback', remote: 'blog' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.1.0', previous: ['1.2.0', '1.0.0'], fallback: '1.0.0' });

  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.2.0' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.2.0', previous: ['1.1.0', '1.0.0'], fallback: '1.1.0' });

  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.3.0' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.3.0', fallback: '1.2.0' });
});

test('refuses a rollback when nothing is active', async () => {
  const response = await fx.write({ action: 'rollback', remote: 'blog' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ code: 'nothing_active' });
});

test('runs a canary, changes its percentage, and promotes it', async () => {
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  expect((await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 5 })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.0.0', canary: { version: '1.1.0', percent: 5 } });
  expect((await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 50 })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ canary: { version: '1.1.0', percent: 50 } });
  expect((await fx.write({ action: 'promote', remote: 'blog' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.1.0', canary: null, previous: ['1.0.0'] });
  const again = await fx.write({ action: 'promote', remote: 'blog' });
  expect(again.statusCode).toBe(409);
  expect(again.json()).toMatchObject({ code: 'no_canary' });
});

test('aborts a canary and keeps the active version', async () => {
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
  expect((await fx.write({ action: 'abort-canary', remote: 'blog' })).statusCode).toBe(200);
  expect((await remotes()).blog).toMatchObject({ version: '1.0.0', canary: null, previous: [] });
});

test('refuses a canary of the active version or without an active one', async () => {
  const none = await fx.write({ action: 'canary', remote: 'blog', version: '1.1.0', percent: 10 });
  expect(none.json()).toMatchObject({ code: 'nothing_active' });
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  const same = await fx.write({ action: 'canary', remote: 'blog', version: '1.0.0', percent: 10 });
  expect(same.statusCode).toBe(409);
  expect(same.json()).toMatchObject({ code: 'canary_is_active' });
});

test('answers 304 to If-None-Match of the current revision', async () => {
  const response = await fx.request({ method: 'GET', url: '/api/releases', headers: { 'if-none-match': '"0"' } });
  expect(response.statusCode).toBe(304);
  expect(response.headers.etag).toBe('"0"');
});

test('answers a long poll as soon as the revision changes', async () => {
  const started = Date.now();
  const poll = fx.request({ method: 'GET', url: '/api/releases?wait=20', headers: { 'if-none-match': '"0"' } });
  await new Promise((resolve) => setTimeout(resolve, 100));
  await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' });
  const response = await poll;
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ revision: 1 });
  expect(Date.now() - started).toBeLessThan(5000);
});

test('ends a long poll with 304 when nothing changes in time', async () => {
  const response = await fx.request({ method: 'GET', url: '/api/releases?wait=0.3', headers: { 'if-none-match': '0' } });
  expect(response.statusCode).toBe(304);
});

test('refuses a wait above 30 seconds', async () => {
  const response = await fx.request({ method: 'GET', url: '/api/releases?wait=31' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'invalid_query' });
});
