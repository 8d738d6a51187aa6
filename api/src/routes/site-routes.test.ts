import { startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

let t: TestApp;

afterEach(async () => {
  await t.close();
});

describe('with the local captcha', () => {
  beforeEach(async () => {
    t = await startTestApp();
  });

  test('serves the latest build id bare, without X-App-Type', async () => {
    const res = await t.call('GET', '/build/latest.json?t=1795269600000', { headers: { 'x-app-type': '' } });
    expect(res.json()).toEqual({ id: 'initial' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('serves the promotion config with its festival window and coloured segments', async () => {
    const res = await t.call('GET', '/config/promotion.json');
    expect(res.json()).toMatchObject({ startTime: '2026-11-20T00:00:00.000Z', endTime: '2026-12-02T23:59:59.000Z', isFestival: true });
    for (const segment of res.json().segments)
      expect(segment).toEqual({ text: expect.any(String), color: expect.stringMatching(/^#[0-9A-F]{6}$/i) });
  });

  test('serves the local captcha script offering the grecaptcha calls the site uses', async () => {
    const res = await t.call('GET', '/captcha/local.js');
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    for (const call of ['render:', 'getResponse:', 'reset:', 'execute:', 'ready:', 'window.grecaptcha = api']) {
      expect(res.body).toContain(call);
    }
    expect(res.body).toContain('var ttlMs = 120000;');
  });

  test('issues local captcha tokens of each kind and validates the request', async () => {
    const v3 = await t.call('POST', '/captcha/local/token', { body: { kind: 'v3', action: 'signup' } });
    expect(v3.json().data).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/), expires_in: 120 });
    expect((await t.call('POST', '/captcha/local/token', { body: { kind: 'v4' } })).json().code).toBe(40000);
  });
});

test('serves no local captcha when reCAPTCHA is configured', async () => {
  t = await startTestApp({
    captcha: { provider: 'recaptcha', v2Secret: 's2', v3Secret: 's3', minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/siteverify' },
  });
  expect((await t.call('GET', '/captcha/local.js')).statusCode).toBe(404);
  expect((await t.call('POST', '/captcha/local/token', { body: { kind: 'v2' } })).statusCode).toBe(404);
});
