import { createFixture, TEST_TOKEN, type Fixture } from '../test-support/registry-fixture.ts';

let fx: Fixture;
const auth = { authorization: `Bearer ${TEST_TOKEN}` };

beforeAll(async () => {
  fx = await createFixture();
  await fx.publish('blog', '1.0.0');
});

afterAll(async () => {
  await fx.close();
});

const writes: [string, string, Record<string, unknown>][] = [
  ['POST', '/api/releases', { action: 'activate', remote: 'blog', version: '1.0.0', reason: 'x' }],
  ['POST', '/api/remotes/blog/versions', { version: '1.0.0', files: [] }],
  ['POST', '/api/health', { area: 'blog', version: '1.0.0', loads: 1, failures: 0 }],
  ['POST', '/api/previews', { remote: 'blog', version: '1.0.0', ttlSeconds: 600 }],
];

test.each(writes)('refuses %s %s without a token, or with a wrong one, with 401', async (method, url, payload) => {
  const attempts: Record<string, string>[] = [
    { 'if-match': '0' },
    { authorization: 'Bearer wrong-token', 'if-match': '0' },
    { authorization: TEST_TOKEN },
  ];
  for (const headers of attempts) {
    const response = await fx.request({ method, url, headers, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unauthorized' });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  }
  expect(await fx.revision()).toBe(0);
});

test('the API answers reads to a token only (decision 051); the console page and browser artifacts need none', async () => {
  for (const url of ['/api/releases', '/api/remotes/blog/versions', '/api/audit']) {
    expect([url, (await fx.request({ url, anonymous: true })).statusCode]).toEqual([url, 401]);
    expect([url, (await fx.request({ url })).statusCode]).toEqual([url, 200]);
  }
  for (const url of ['/artifacts/blog/1.0.0/remoteEntry.js', '/'])
    expect((await fx.request({ url, anonymous: true })).statusCode).toBe(200);
});

test.each([
  ['an unknown action', { action: 'delete', remote: 'blog', reason: 'x' }, 'action'],
  ['an unknown remote', { action: 'activate', remote: 'shop', version: '1.0.0', reason: 'x' }, 'remote'],
  ['a non-semver version', { action: 'activate', remote: 'blog', version: 'latest', reason: 'x' }, 'version'],
  ['a missing reason', { action: 'activate', remote: 'blog', version: '1.0.0' }, 'reason'],
  ['a blank reason', { action: 'activate', remote: 'blog', version: '1.0.0', reason: '  ' }, 'reason'],
  ['a percentage above 100', { action: 'canary', remote: 'blog', version: '1.0.0', percent: 101, reason: 'x' }, 'percent'],
  ['a negative percentage', { action: 'canary', remote: 'blog', version: '1.0.0', percent: -1, reason: 'x' }, 'percent'],
  ['a percentage as text', { action: 'canary', remote: 'blog', version: '1.0.0', percent: '5', reason: 'x' }, 'percent'],
  ['zero rollback steps', { action: 'rollback', remote: 'blog', steps: 0, reason: 'x' }, 'steps'],
  ['an array body', [1, 2], '(body)'],
])('answers 400 JSON to a release write with %s', async (_label, payload, field) => {
  const response = await fx.request({ method: 'POST', url: '/api/releases', headers: { ...auth, 'if-match': '0' }, payload });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'invalid_body' });
  expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
});

test('answers 400 JSON to malformed JSON and an empty JSON body', async () => {
  const broken = await fx.request({ method: 'POST', url: '/api/releases', headers: { ...auth, 'if-match': '0' }, payload: '{"action":' });
  expect(broken.statusCode).toBe(400);
  expect(broken.json()).toMatchObject({ code: 'invalid_body' });
  const empty = await fx.request({
    method: 'POST',
    url: '/api/releases',
    headers: { ...auth, 'if-match': '0', 'content-type': 'application/json' },
    payload: '',
  });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toHaveProperty('code');
});

test('answers 400 JSON to a text body and 415 JSON to an unsupported media type', async () => {
  const headers = { ...auth, 'if-match': '0' };
  const text = await fx.request({
    method: 'POST',
    url: '/api/releases',
    headers: { ...headers, 'content-type': 'text/plain' },
    payload: 'activate blog',
  });
  expect(text.statusCode).toBe(400);
  expect(text.json()).toMatchObject({ code: 'invalid_body' });
  const xml = await fx.request({
    method: 'POST',
    url: '/api/releases',
    headers: { ...headers, 'content-type': 'application/xml' },
    payload: '<activate/>',
  });
  expect(xml.statusCode).toBe(415);
  expect(xml.json()).toMatchObject({ code: 'unsupported_media_type' });
});

test('answers 413 JSON to a body over the limit', async () => {
  const payload = { action: 'activate', remote: 'blog', version: '1.0.0', reason: 'x'.repeat(2 * 1024 * 1024) };
  const response = await fx.request({ method: 'POST', url: '/api/releases', headers: { ...auth, 'if-match': '0' }, payload });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toMatchObject({ code: 'body_too_large' });
});

test.each([
  ['negative loads', { area: 'blog', version: '1.0.0', loads: -1, failures: 0 }, 'loads'],
  ['an unknown area', { area: 'shop', version: '1.0.0', loads: 1, failures: 0 }, 'area'],
])('answers 400 JSON to a health report with %s', async (_label, payload, field) => {
  const response = await fx.request({ method: 'POST', url: '/api/health', headers: auth, payload });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message.startsWith(field)).toBe(true);
});

test('answers 400 JSON to bad publish bodies', async () => {
  for (const payload of [
    {},
    { version: '1.0.0', files: [] },
    { version: '1.0.0', files: [{ path: 'a.js', sha256: 'XYZ', contentBase64: '' }] },
    { version: '1.0.0', files: [{ path: 'a.js', sha256: 'a'.repeat(64), contentBase64: '***' }] },
  ]) {
    const response = await fx.request({ method: 'POST', url: '/api/remotes/blog/versions', headers: auth, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_body' });
  }
});

test('answers 404 JSON to an unknown remote and an unknown route', async () => {
  const remote = await fx.request({ url: '/api/remotes/shop/versions' });
  expect(remote.statusCode).toBe(404);
  expect(remote.json()).toMatchObject({ code: 'unknown_remote' });
  const route = await fx.request({ url: '/api/nothing' });
  expect(route.statusCode).toBe(404);
  expect(route.json()).toMatchObject({ code: 'not_found' });
});

test('answers 400 JSON to bad audit queries', async () => {
  const response = await fx.request({ url: '/api/audit?limit=abc' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'invalid_query' });
});
