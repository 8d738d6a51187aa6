import { signUpWithPassword, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const LOGIN = '/api/mms/account/v1/web/login';
let t: TestApp;
let answer: { status: number; body: unknown } | 'down';

beforeEach(async () => {
  const stub: typeof fetch = async () => {
    if (answer === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  t = await startTestApp(
    { captcha: { provider: 'recaptcha', v2Secret: 's2', v3Secret: 's3', minScore: 0.5, verifyUrl: 'https://verify.test/siteverify' } },
    { fetch: stub },
  );
  await signUpWithPassword(t, 'ann@example.com', 'Secret#123');
});
afterEach(async () => {
  await t.close();
});

const login = (recasign: string) => t.call('POST', LOGIN, { body: { email: 'ann@example.com', password: 'Secret#123', recasign } });

test('logs in when reCAPTCHA accepts the token', async () => {
  answer = { status: 200, body: { success: true } };
  expect((await login('google-token')).statusCode).toBe(200);
});

test('refuses with 40004 when reCAPTCHA rejects the token', async () => {
  answer = { status: 200, body: { success: false } };
  expect((await login('google-token')).json()).toEqual({ code: 40004, message: 'recaptcha verification failed' });
});

test('answers 503 when reCAPTCHA cannot be reached', async () => {
  answer = 'down';
  const res = await login('google-token');
  expect(res.statusCode).toBe(503);
  expect(res.json().code).toBe(503);
});

test("still fails an empty token with 'recaptcha token is empty'", async () => {
  answer = { status: 200, body: { success: true } };
  expect((await login('')).json()).toEqual({ code: 40003, message: 'recaptcha token is empty' });
});
