import { BOB_TOKEN, createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;
const alice = { authorization: `Bearer ${TEST_TOKEN}` };

beforeEach(async () => {
  fx = await createFixture();
  await fx.publish('blog', '1.0.0');
});

afterEach(async () => {
  await fx.close();
});

async function latestAudit(): Promise<{ actor: string; action: string; details: Record<string, unknown> }> {
  const { entries } = (await fx.request({ url: '/api/audit?limit=1' })).json<{
    entries: { actor: string; action: string; details: Record<string, unknown> }[];
  }>();
  const entry = entries[0];
  if (entry === undefined) throw new Error('the audit log is empty');
  return entry;
}

test('audits a release write made with the token "alice" as alice although the body claims actor "bob"', async () => {
  const response = await fx.request({
    method: 'POST',
    url: '/api/releases',
    headers: { ...alice, 'if-match': '"0"' },
    payload: { action: 'activate', remote: 'blog', version: '1.0.0', reason: 'spoof', actor: 'bob' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ audit: { actor: 'alice' } });
  const entry = await latestAudit();
  expect(entry.actor).toBe('alice');
  expect(entry.details).toMatchObject({ claimedOnBehalfOf: 'bob' });
});

test('ignores an X-Registry-Actor header for the audit', async () => {
  const response = await fx.request({
    method: 'POST',
    url: '/api/releases',
    headers: { ...alice, 'if-match': '"0"', 'x-registry-actor': 'registry' },
    payload: { action: 'activate', remote: 'blog', version: '1.0.0', reason: 'spoof' },
  });
  expect(response.statusCode).toBe(200);
  expect((await latestAudit()).actor).toBe('alice');
});

test('records the publisher of a version as the token name, not the claimed actor', async () => {
  await fx.publish('blog', '1.1.0', { actor: 'bob' });
  const { versions } = (await fx.request({ url: '/api/remotes/blog/versions' })).json<{
    versions: { version: string; publishedBy: string }[];
  }>();
  expect(versions.find((item) => item.version === '1.1.0')?.publishedBy).toBe('alice');
  expect(await latestAudit()).toMatchObject({ actor: 'alice', action: 'publish' });
});

test('records who signed a preview link as the token name, not the claimed actor', async () => {
  const response = await fx.request({
    method: 'POST',
    url: '/api/previews',
    headers: alice,
    payload: { remote: 'blog', version: '1.0.0', actor: 'bob' },
  });
  expect(response.statusCode).toBe(201);
  expect(await latestAudit()).toMatchObject({ actor: 'alice', action: 'preview' });
});

test('tells each token holder their name on GET /api/whoami, and refuses without a valid token', async () => {
  expect((await fx.request({ url: '/api/whoami', headers: alice })).json()).toEqual({ name: 'alice', role: 'admin' });
  expect((await fx.request({ url: '/api/whoami', headers: { authorization: `Bearer ${BOB_TOKEN}` } })).json()).toEqual({
    name: 'bob',
    role: 'admin',
  });
  const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token-of-anyone-0123456789abcdef' }];
  for (const headers of attempts) {
    const response = await fx.request({ url: '/api/whoami', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
  }
});

test('audits each writer under their own token name', async () => {
  await fx.publish('blog', '1.1.0');
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' }, undefined, BOB_TOKEN)).statusCode).toBe(200);
  expect((await latestAudit()).actor).toBe('bob');
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' })).statusCode).toBe(200);
  expect((await latestAudit()).actor).toBe('alice');
});
