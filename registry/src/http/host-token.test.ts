/**
 * Decision 020: every web server holds the hosts' token, so it must not be able to change
 * what the public sees. The attack: a host's credential used for every release write.
 */
import { createFixture, HOST_TOKEN, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;
const asHost = { authorization: `Bearer ${HOST_TOKEN}` };

beforeAll(async () => {
  fx = await createFixture();
  await fx.publish('blog', '1.0.0');
  await fx.publish('blog', '1.1.0');
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.0.0' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'activate', remote: 'blog', version: '1.1.0' })).statusCode).toBe(200);
  expect((await fx.write({ action: 'canary', remote: 'blog', version: '1.0.0', percent: 5 })).statusCode).toBe(200);
});

afterAll(async () => {
  await fx.close();
});

test.each([
  ['activate', { action: 'activate', remote: 'blog', version: '1.0.0' }],
  ['rollback', { action: 'rollback', remote: 'blog' }],
  ['canary', { action: 'canary', remote: 'blog', version: '1.0.0', percent: 50 }],
  ['promote', { action: 'promote', remote: 'blog' }],
  ['abort', { action: 'abort-canary', remote: 'blog' }],
])('a host token cannot %s a release: 403, nothing changes, nothing is audited', async (_label, body) => {
  const before = await fx.request({ url: '/api/releases' });
  const audit = (await fx.request({ url: '/api/audit' })).json<{ entries: unknown[] }>().entries.length;
  const response = await fx.write(body, undefined, HOST_TOKEN);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: 'forbidden' });
  expect((await fx.request({ url: '/api/releases' })).body).toBe(before.body);
  expect((await fx.request({ url: '/api/audit' })).json<{ entries: unknown[] }>().entries).toHaveLength(audit);
});

test('a host token can neither publish a version nor sign a preview link', async () => {
  const publish = await fx.request({
    method: 'POST',
    url: '/api/remotes/blog/versions',
    headers: asHost,
    payload: { version: '9.9.9', files: [] },
  });
  expect(publish.statusCode).toBe(403);
  expect((await fx.request({ url: '/api/remotes/blog/versions' })).body).not.toContain('9.9.9');
  const preview = await fx.request({
    method: 'POST',
    url: '/api/previews',
    headers: asHost,
    payload: { remote: 'blog', version: '1.0.0', ttlSeconds: 600 },
  });
  expect(preview.statusCode).toBe(403);
  expect(preview.body).not.toContain('token=');
});

test('a host token reports health, and so does a write token', async () => {
  for (const token of [HOST_TOKEN, TEST_TOKEN]) {
    const response = await fx.request({
      method: 'POST',
      url: '/api/health',
      headers: { authorization: `Bearer ${token}` },
      payload: { area: 'blog', version: '1.1.0', loads: 3, failures: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recorded: true });
  }
});

test('whoami names the host token and its role', async () => {
  const response = await fx.request({ url: '/api/whoami', headers: asHost });
  expect(response.json()).toMatchObject({ name: 'hosts', role: 'health' });
});

test("a version's server bundles are not served to anyone without a registry token", async () => {
  const anonymous = await fx.request({ url: '/artifacts/blog/1.0.0/server/remoteEntry.js' });
  expect(anonymous.statusCode).toBe(404);
  expect(anonymous.body).not.toContain('server */');
  const withToken = await fx.request({ url: '/artifacts/blog/1.0.0/server/remoteEntry.js', headers: asHost });
  expect(withToken.statusCode).toBe(200);
  expect((await fx.request({ url: '/artifacts/blog/1.0.0/remoteEntry.js' })).statusCode).toBe(200);
});
