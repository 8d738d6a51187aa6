/**
 * Reads need a token (decision 051), tried as an outsider would: everything the registry knows
 * (audit, approvals, versions, compare, signals, rollouts, the release state) answered anyone
 * who reached its port. Now each needs at least a viewer's token; a host's health token reads the
 * release state only; REGISTRY_PUBLIC_READS=true opens reads for a local demo.
 */
import { createFixture, HOST_TOKEN, VIEWER_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;

const READS = [
  '/api/releases',
  '/api/audit?limit=5',
  '/api/approvals',
  '/api/remotes/blog/versions',
  '/api/remotes/blog/versions/1.0.0/compare',
  '/api/remotes/blog/versions/1.0.0/signals',
  '/api/rollouts/blog',
  // Every environment's reads, and those over all of them (decision 059).
  '/env/staging/api/releases',
  '/env/staging/api/audit?limit=5',
  '/env/staging/api/remotes/blog/versions',
  '/api/environments',
  '/api/environments/diff?from=staging&to=production',
  '/api/remotes/blog/versions/1.0.0/budget',
];

beforeEach(async () => {
  fx = await createFixture();
  expect((await fx.publish('blog', '1.0.0', { actor: 'someone@example.com' })).statusCode).toBe(201);
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0', reason: 'first blog' })).statusCode).toBe(200);
});

afterEach(async () => {
  await fx.close();
});

test.each(READS)('GET %s without a token answers 401 in words and gives nothing away', async (url) => {
  const response = await fx.request({ url, anonymous: true });
  expect(response.statusCode).toBe(401);
  expect(response.headers['www-authenticate']).toBe('Bearer');
  expect(response.json()).toEqual({
    code: 'unauthorized',
    message: 'this needs Authorization: Bearer <token> (your own registry token; reading needs a viewer’s at least)',
  });
  expect(response.body).not.toMatch(/first blog|alice|1\.0\.0/);
});

test.each(READS)('GET %s answers a viewer', async (url) => {
  expect((await fx.request({ url, headers: { authorization: `Bearer ${VIEWER_TOKEN}` } })).statusCode).toBe(200);
});

test("a host's health token reads the release state (its long poll) and nothing else", async () => {
  const asHost = { authorization: `Bearer ${HOST_TOKEN}` };
  const state = await fx.request({ url: '/api/releases', headers: asHost });
  expect(state.statusCode).toBe(200);
  expect(state.json()).toMatchObject({ remotes: { blog: { version: '1.0.0' } } });
  // Every environment's hosts long-poll their own release state (decision 059).
  expect((await fx.request({ url: '/env/staging/api/releases', headers: asHost })).statusCode).toBe(200);
  for (const url of READS.filter((read) => !read.endsWith('/api/releases'))) {
    const refused = await fx.request({ url, headers: asHost });
    expect([url, refused.statusCode, refused.json<{ code: string }>().code]).toEqual([url, 403, 'forbidden']);
  }
});

test('REGISTRY_PUBLIC_READS opens every read for a local demo; writes still need a token', async () => {
  const demo = await createFixture({ publicReads: true });
  try {
    for (const url of READS)
      expect([url, (await demo.request({ url, anonymous: true })).statusCode]).toEqual([
        url,
        // Nothing is published in the demo: compare and budget of 1.0.0 answer 404 (but not 401).
        /\/versions\/1\.0\.0\/(compare|budget)/.test(url) ? 404 : 200,
      ]);
    const write = await demo.request({ method: 'POST', url: '/api/releases', payload: { action: 'promote', remote: 'blog', reason: 'x' } });
    expect(write.statusCode).toBe(401);
  } finally {
    await demo.close();
  }
});
