import { captchaToken, latestCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A code request; after the first for an address in a window, with a captcha as the site sends it. */
const request = async (email: string, purpose?: string) => {
  const first = await t.call('POST', `${WEB}/verification/request`, { body: { email, purpose } });
  if (first.json().code !== 40003) return first;
  return t.call('POST', `${WEB}/verification/request`, { body: { email, purpose, recasign: await captchaToken(t, 'v2') } });
};
const validate = (body: Record<string, string>) => t.call('POST', `${WEB}/verification/validate`, { body });
const outbox = async (email: string) => (await t.call('GET', `/api/dev/outbox?email=${email}`)).json().data.messages;

test('mails a six-digit code to the outbox', async () => {
  const res = await request('ann@example.com');
  expect(res.json()).toEqual({ code: 0, message: 'ok', data: { expires_in: 600 } });
  const [mail] = await outbox('ann@example.com');
  expect(mail).toMatchObject({ recipient: 'ann@example.com', subject: 'Your sign-in code' });
  expect(mail.body).toMatch(/\b\d{6}\b/);
});

test('a valid code signs in and creates the account on first use', async () => {
  await request('ann@example.com');
  const res = await validate({ email: 'ann@example.com', code: await latestCode(t, 'ann@example.com') });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ token_type: 'Bearer', is_new_user: true, is_password_set: false });
  expect(res.json().data.user_id).toBeGreaterThan(100000);
  await request('ann@example.com');
  const again = await validate({ email: 'ann@example.com', code: await latestCode(t, 'ann@example.com') });
  expect(again.json().data).toMatchObject({ is_new_user: false, user_id: res.json().data.user_id });
});

test('a code works once', async () => {
  await request('ann@example.com');
  const code = await latestCode(t, 'ann@example.com');
  expect((await validate({ email: 'ann@example.com', code })).statusCode).toBe(200);
  const reused = await validate({ email: 'ann@example.com', code });
  expect(reused.statusCode).toBe(400);
  expect(reused.json()).toEqual({ code: 40011, message: 'verification code is invalid or expired' });
});

test('newer codes do not void the older ones; the newest three are accepted, and one sign-in uses up all', async () => {
  const codes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await request('ann@example.com');
    codes.push(await latestCode(t, 'ann@example.com'));
  }
  const [oldest, second] = codes;
  if (!codes.slice(1).includes(oldest!)) expect((await validate({ email: 'ann@example.com', code: oldest! })).json().code).toBe(40011);
  expect((await validate({ email: 'ann@example.com', code: second! })).statusCode).toBe(200);
  for (const code of codes.slice(2)) expect((await validate({ email: 'ann@example.com', code })).json().code).toBe(40011);
});

test('a code expires after its lifetime', async () => {
  await request('ann@example.com');
  const code = await latestCode(t, 'ann@example.com');
  t.clock.advance(600_000);
  expect((await validate({ email: 'ann@example.com', code })).json().code).toBe(40011);
});

test('five wrong tries from one client end its tries at the code', async () => {
  await request('ann@example.com');
  const code = await latestCode(t, 'ann@example.com');
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1) {
    expect((await validate({ email: 'ann@example.com', code: wrong })).json().code).toBe(40011);
  }
  expect((await validate({ email: 'ann@example.com', code })).json().code).toBe(40011);
});

test('validates fields: email rule, six digits, known purpose', async () => {
  expect((await request('Ann@Example.COM')).json().code).toBe(40000);
  expect((await request('ann@example.com', 'other')).json().code).toBe(40000);
  expect((await validate({ email: 'ann@example.com', code: '12345' })).json().code).toBe(40000);
  expect((await validate({ email: 'ann@example.com' })).json().fields).toEqual([{ path: 'code', message: expect.any(String) }]);
});

test('reset codes go only to existing accounts, with the same answer either way', async () => {
  const unknown = await request('nobody@example.com', 'reset_password');
  expect(unknown.json()).toEqual({ code: 0, message: 'ok', data: { expires_in: 600 } });
  expect(await outbox('nobody@example.com')).toEqual([]);
});

test('a reset code can be checked without being used up', async () => {
  await request('ann@example.com');
  await validate({ email: 'ann@example.com', code: await latestCode(t, 'ann@example.com') });
  await request('ann@example.com', 'reset_password');
  const code = await latestCode(t, 'ann@example.com');
  const body = { email: 'ann@example.com', code, purpose: 'reset_password' };
  expect((await validate(body)).json()).toEqual({ code: 0, message: 'ok', data: { valid: true } });
  expect((await validate(body)).json().data).toEqual({ valid: true });
  expect((await validate({ email: 'ann@example.com', code })).json().code).toBe(40011);
});

test('rate-limits code requests per client and address together, and per client', async () => {
  await t.close();
  t = await startTestApp({
    rateLimits: {
      windowSeconds: 60,
      login: { perIp: 100, perAccount: 100 },
      verification: { perIp: 6, perAccount: 2 },
      contact: { perIp: 100, perAccount: 100 },
    },
  });
  // Each request after the first for an address is two calls: one the API sends back for a captcha, one with it.
  expect((await request('ann@example.com')).statusCode).toBe(200);
  expect((await request('ann@example.com')).statusCode).toBe(200);
  const third = await request('ann@example.com');
  expect(third.statusCode).toBe(429);
  expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await outbox('ann@example.com')).toHaveLength(2);
  // Another address from the same client is a new pair, until the client's own limit of 6 calls.
  expect((await request('bob@example.com')).statusCode).toBe(200);
  expect((await request('cy@example.com')).statusCode).toBe(429);
  expect(await outbox('cy@example.com')).toEqual([]);
});
