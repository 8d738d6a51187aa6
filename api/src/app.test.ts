import { buildApp } from './app.ts';
import { startTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp({ bodyLimitBytes: 2048 });
});
afterEach(async () => {
  await t.close();
});

const LOGIN = '/api/mms/account/v1/web/login';

test('rejects a product call without X-App-Type with a 400 JSON error', async () => {
  const res = await t.call('POST', '/api/mms/account/v1/geo_info', { headers: { 'x-app-type': '' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 40002, message: 'X-App-Type header must be 501' });
});

test('rejects a product call from another app type', async () => {
  const res = await t.call('GET', '/api/mms/payment/v1/providers/plans', { headers: { 'x-app-type': '101' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe(40002);
});

test('answers malformed JSON with 400 code 40001', async () => {
  const res = await t.call('POST', LOGIN, { raw: '{"email": "a@b.co",', headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 40001, message: 'request body is not valid JSON' });
});

test('rejects prototype-poisoning JSON as bad JSON', async () => {
  const res = await t.call('POST', LOGIN, { raw: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe(40001);
});

test('answers a body over the limit with 413 JSON', async () => {
  const res = await t.call('POST', '/api/mms/report/v1/contact_us', {
    body: { email: 'a@b.co', content: 'x'.repeat(4000) },
  });
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ code: 413 });
  expect(typeof res.json().message).toBe('string');
});

test('answers an unsupported content type with 415 JSON', async () => {
  const res = await t.call('POST', LOGIN, { raw: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode).toBe(415);
  expect(res.json().code).toBe(415);
});

test('answers a JSON body that is not an object with a validation error', async () => {
  for (const payload of ['[]', '"text"', '42', 'null']) {
    const res = await t.call('POST', LOGIN, { raw: payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40000);
  }
});

test('answers an unknown route with 404 JSON without the query string', async () => {
  const res = await t.call('GET', '/api/mms/nothing/here?secret=1');
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ code: 404, message: 'route not found: GET /api/mms/nothing/here' });
});

test('answers a URL with broken percent-encoding with 400 JSON', async () => {
  const res = await t.call('GET', '/api/mms/%E0%A4%A/x');
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 40000 });
});

test('marks responses as not cacheable', async () => {
  const res = await t.call('POST', '/api/mms/account/v1/geo_info');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

test('answers a CORS preflight from an allowed origin with the product headers', async () => {
  const res = await t.call('OPTIONS', LOGIN, {
    headers: {
      'x-app-type': '',
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-app-type,authorization,content-type',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  expect(res.headers.get('access-control-allow-headers')).toContain('X-App-Type');
});

test('gives no CORS grant to another origin', async () => {
  const res = await t.call('POST', '/api/mms/account/v1/geo_info', { headers: { origin: 'http://evil.example' } });
  expect(res.headers.get('access-control-allow-origin')).toBeNull();
});

test('keeps data across a restart on the same database file', async () => {
  const first = await t.call('POST', '/api/mms/report/v1/contact_us', { body: { email: 'a@b.co', content: 'hello' } });
  expect(first.statusCode).toBe(200);
  await t.app.close();
  const again = buildApp({ config: t.config });
  const origin = await again.listen({ host: '127.0.0.1', port: 0 });
  const res = await fetch(`${origin}/api/mms/report/v1/contact_us`, {
    method: 'POST',
    headers: { 'x-app-type': '501', 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'a@b.co', content: 'again' }),
  });
  expect(await res.json()).toMatchObject({ data: { id: 2 } });
  await again.close();
});

describe('security headers', () => {
  const STRICT_CSP = ["default-src 'none'", "frame-ancestors 'none'"];
  const directives = (header: string | null) =>
    (header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d !== '');

  test('come with JSON answers, errors and unknown routes alike', async () => {
    const answers = [
      await t.call('POST', '/api/mms/account/v1/geo_info'),
      await t.call('POST', '/api/mms/account/v1/geo_info', { headers: { 'x-app-type': '' } }),
      await t.call('GET', '/api/mms/nothing/here'),
    ];
    for (const res of answers) {
      expect(directives(res.headers.get('content-security-policy'))).toEqual(STRICT_CSP);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  test('let the site’s pages load the local captcha script from another origin', async () => {
    const res = await t.call('GET', '/captcha/local.js', { headers: { 'x-app-type': '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  test('keep CORS grants for the configured origin', async () => {
    const res = await t.call('POST', '/api/mms/account/v1/geo_info', { headers: { origin: 'http://localhost:3000' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
