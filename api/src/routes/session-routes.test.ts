import { captchaToken, login, signInByCode, signUpWithPassword, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
const PASSWORD = 'Secret#123';
let t: TestApp;

afterEach(async () => {
  await t.close();
});

describe('with default settings', () => {
  beforeEach(async () => {
    t = await startTestApp();
    await signUpWithPassword(t, 'ann@example.com', PASSWORD);
  });

  test('logs in with email, password and a v2 captcha token', async () => {
    const res = await login(t, 'ann@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, message: 'ok', data: { token_type: 'Bearer' } });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.expires_at).toBe(t.clock.now() + 3600 * 1000);
    const profile = await t.call('GET', `${WEB}/profile`, { token: body.data.token });
    expect(profile.json().data.email).toBe('ann@example.com');
  });

  test('serves login under the /ws/mm/reca/r2 rewrite too', async () => {
    const res = await login(t, 'ann@example.com', PASSWORD, `/ws/mm/reca/r2${WEB}/login`);
    expect(res.statusCode).toBe(200);
  });

  test('treats the email case-insensitively in the local part', async () => {
    const res = await login(t, 'Ann@example.com', PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  test('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await login(t, 'ann@example.com', 'Secret#124');
    const unknown = await login(t, 'bob@example.com', PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 40010, message: 'wrong email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('refuses password login for an account that never set a password', async () => {
    await signInByCode(t, 'codeonly@example.com');
    const res = await login(t, 'codeonly@example.com', PASSWORD);
    expect(res.json().code).toBe(40010);
  });

  test("fails with 'recaptcha token is empty' when recasign is empty or missing", async () => {
    for (const recasign of ['', '   ', undefined]) {
      const res = await t.call('POST', `${WEB}/login`, { body: { email: 'ann@example.com', password: PASSWORD, recasign } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 40003, message: 'recaptcha token is empty' });
    }
  });

  test('refuses a forged, a reused and a v3 captcha token', async () => {
    const forged = await t.call('POST', `${WEB}/login`, { body: { email: 'ann@example.com', password: PASSWORD, recasign: 'abc.def' } });
    expect(forged.json().code).toBe(40004);
    const token = await captchaToken(t, 'v2');
    const body = { email: 'ann@example.com', password: PASSWORD, recasign: token };
    expect((await t.call('POST', `${WEB}/login`, { body })).statusCode).toBe(200);
    expect((await t.call('POST', `${WEB}/login`, { body })).json().code).toBe(40004);
    const v3 = await captchaToken(t, 'v3');
    expect((await t.call('POST', `${WEB}/login`, { body: { ...body, recasign: v3 } })).json().code).toBe(40004);
  });

  test('refuses a captcha token past its lifetime', async () => {
    const recasign = await captchaToken(t, 'v2');
    t.clock.advance(121_000);
    const res = await t.call('POST', `${WEB}/login`, { body: { email: 'ann@example.com', password: PASSWORD, recasign } });
    expect(res.json()).toEqual({ code: 40004, message: 'recaptcha verification failed' });
  });

  test('names missing and malformed login fields', async () => {
    const res = await t.call('POST', `${WEB}/login`, { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(40000);
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(['email', 'password']);
  });

  test('logout revokes the token, which then gets 401 code 50008', async () => {
    const { token } = (await login(t, 'ann@example.com', PASSWORD)).json().data;
    const out = await t.call('POST', `${WEB}/logout`, { token });
    expect(out.json()).toEqual({ code: 0, message: 'ok', data: null });
    const res = await t.call('GET', `${WEB}/profile`, { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 50008, message: 'illegal token' });
  });

  test('logout is idempotent but needs a token', async () => {
    const { token } = (await login(t, 'ann@example.com', PASSWORD)).json().data;
    await t.call('POST', `${WEB}/logout`, { token });
    expect((await t.call('POST', `${WEB}/logout`, { token })).statusCode).toBe(200);
    const none = await t.call('POST', `${WEB}/logout`);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe(401);
  });

  test('an expired token gets 401 code 50014', async () => {
    const { token } = (await login(t, 'ann@example.com', PASSWORD)).json().data;
    t.clock.advance(3600 * 1000);
    const res = await t.call('GET', `${WEB}/profile`, { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 50014, message: 'token expired' });
  });

  test('keeps other sessions alive when single-session is off', async () => {
    const first = (await login(t, 'ann@example.com', PASSWORD)).json().data.token;
    await login(t, 'ann@example.com', PASSWORD);
    expect((await t.call('GET', `${WEB}/profile`, { token: first })).statusCode).toBe(200);
  });

  test('refuses a disabled account with 403', async () => {
    await t.call('POST', '/api/dev/accounts', { body: { email: 'ann@example.com', disabled: true } });
    const res = await login(t, 'ann@example.com', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
  });

  test('anonymous signup with a v3 token makes an account without email, also under /ws/mm/reca/r3', async () => {
    for (const path of [`${WEB}/anonymous_signup`, `/ws/mm/reca/r3${WEB}/anonymous_signup`]) {
      const res = await t.call('POST', path, { body: { recasign: await captchaToken(t, 'v3') } });
      expect(res.statusCode).toBe(200);
      const profile = await t.call('GET', `${WEB}/profile`, { token: res.json().data.token });
      expect(profile.json().data).toMatchObject({ email: null, is_anonymous: true, is_password_set: false });
    }
  });

  test('anonymous signup refuses an empty or v2 captcha token', async () => {
    const empty = await t.call('POST', `${WEB}/anonymous_signup`, { body: {} });
    expect(empty.json()).toEqual({ code: 40003, message: 'recaptcha token is empty' });
    const v2 = await t.call('POST', `${WEB}/anonymous_signup`, { body: { recasign: await captchaToken(t, 'v2') } });
    expect(v2.json().code).toBe(40004);
  });
});

test('with single-session on, a newer login revokes the older token with code 50012', async () => {
  t = await startTestApp({ singleSession: true });
  await signUpWithPassword(t, 'ann@example.com', PASSWORD);
  const first = (await login(t, 'ann@example.com', PASSWORD)).json().data.token;
  const second = (await login(t, 'ann@example.com', PASSWORD)).json().data.token;
  const res = await t.call('GET', `${WEB}/profile`, { token: first });
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe(50012);
  expect((await t.call('GET', `${WEB}/profile`, { token: second })).statusCode).toBe(200);
});

test('rate-limits login per account and per IP with 429 and Retry-After', async () => {
  t = await startTestApp({
    rateLimits: {
      windowSeconds: 60,
      login: { perIp: 5, perAccount: 2 },
      verification: { perIp: 100, perAccount: 100 },
      contact: { perIp: 100, perAccount: 100 },
    },
  });
  expect((await login(t, 'ann@example.com', 'Wrong#pass1')).statusCode).toBe(400);
  expect((await login(t, 'ann@example.com', 'Wrong#pass1')).statusCode).toBe(400);
  const limited = await login(t, 'ann@example.com', 'Wrong#pass1');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe(429);
  expect(limited.headers.get('retry-after')).toBe('60');
  // Three hits so far from this IP; two more accounts reach the IP cap of 5.
  await login(t, 'bob@example.com', 'Wrong#pass1');
  await login(t, 'cat@example.com', 'Wrong#pass1');
  expect((await login(t, 'dan@example.com', 'Wrong#pass1')).statusCode).toBe(429);
  t.clock.advance(60_000);
  expect((await login(t, 'ann@example.com', 'Wrong#pass1')).statusCode).toBe(400);
});

test('limits anonymous signups per IP across both paths', async () => {
  t = await startTestApp({
    rateLimits: {
      windowSeconds: 60,
      login: { perIp: 2, perAccount: 100 },
      verification: { perIp: 100, perAccount: 100 },
      contact: { perIp: 100, perAccount: 100 },
    },
  });
  const signup = async (path: string) => t.call('POST', path, { body: { recasign: await captchaToken(t, 'v3') } });
  expect((await signup(`${WEB}/anonymous_signup`)).statusCode).toBe(200);
  expect((await signup(`/ws/mm/reca/r3${WEB}/anonymous_signup`)).statusCode).toBe(200);
  const refused = await signup(`${WEB}/anonymous_signup`);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 429 });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
});
