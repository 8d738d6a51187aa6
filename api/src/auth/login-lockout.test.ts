import { captchaToken, latestCode, requestCodeAsSite, signInByCode, signUpWithPassword, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
const OWNER = 'owner@example.com';
const PASSWORD = 'Owner#1234';
const LIMITS = {
  windowSeconds: 900,
  login: { perIp: 1000, perAccount: 10 },
  verification: { perIp: 1000, perAccount: 5 },
  contact: { perIp: 1000, perAccount: 1000 },
};
let t: TestApp;
// Every attempt hashes a password with scrypt on purpose; on a loaded 2-core machine a test of a dozen takes seconds.
jest.setTimeout(30_000);

beforeEach(async () => {
  t = await startTestApp({ rateLimits: LIMITS });
  await signUpWithPassword(t, OWNER, PASSWORD);
});
afterEach(async () => {
  await t.close();
});

async function passwordLogin(email: string, password: string, deviceToken?: string) {
  const recasign = await captchaToken(t, 'v2');
  return t.call('POST', `${WEB}/login`, {
    body: { email, password, recasign, ...(deviceToken === undefined ? {} : { device_token: deviceToken }) },
  });
}

async function attack(times: number, deviceToken?: string) {
  const answers: number[] = [];
  for (let i = 0; i < times; i += 1) answers.push((await passwordLogin(OWNER, `Wrong#${i}pass`, deviceToken)).statusCode);
  return answers;
}

test('eleven wrong passwords answer 400 ten times, then 429', async () => {
  expect(await attack(11)).toEqual([...Array<number>(10).fill(400), 429]);
});

test('an attacker’s wrong passwords lock out their own client without a device token, but not the owner’s known device or code sign-in', async () => {
  const earlier = await passwordLogin(OWNER, PASSWORD);
  const deviceToken = String(earlier.json().data.device_token);

  expect((await attack(11)).at(-1)).toBe(429);

  // (a) the owner's browser that logged in before keeps working with the right password
  const known = await passwordLogin(OWNER, PASSWORD, deviceToken);
  expect(known.statusCode).toBe(200);
  expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(known.json().data.device_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // (b) the owner on a new device signs in by an emailed code
  await requestCodeAsSite(t, OWNER);
  const byCode = await t.call('POST', `${WEB}/verification/validate`, { body: { email: OWNER, code: await latestCode(t, OWNER) } });
  expect(byCode.statusCode).toBe(200);
  // (c) the attacker stays blocked, even with the right password
  const blocked = await passwordLogin(OWNER, PASSWORD);
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  // (d) a device token of another account exempts no one
  await signUpWithPassword(t, 'mallory@example.com', 'Mallory#123');
  const foreign = String((await passwordLogin('mallory@example.com', 'Mallory#123')).json().data.device_token);
  expect((await passwordLogin(OWNER, PASSWORD, foreign)).statusCode).toBe(429);
});

test('a stolen device token gets its own failure limit', async () => {
  const deviceToken = String((await passwordLogin(OWNER, PASSWORD)).json().data.device_token);
  expect(await attack(11, deviceToken)).toEqual([...Array<number>(10).fill(400), 429]);
  expect((await passwordLogin(OWNER, PASSWORD, deviceToken)).statusCode).toBe(429);
  // Untrusted clients were not counted by the token's failures.
  expect((await passwordLogin(OWNER, PASSWORD)).statusCode).toBe(200);
});

test('repeated lockouts grow from 1 to 2 to 4 minutes', async () => {
  const retryAfters: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const answers = await attack(11);
    expect(answers.at(-1)).toBe(429);
    const res = await passwordLogin(OWNER, 'Wrong#again1');
    retryAfters.push(Number(res.headers.get('retry-after')));
    t.clock.advance(retryAfters[round]! * 1000);
  }
  expect(retryAfters).toEqual([60, 120, 240]);
});

test('code sign-in is not limited by the password failures of the address', async () => {
  await attack(30);
  const { token } = await signInByCode(t, OWNER);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
});

test('a refused code request keeps the code already mailed', async () => {
  // The set-up's sign-in asked for one code; four more from this client reach its limit of 5.
  for (let i = 0; i < 4; i += 1) expect((await requestCodeAsSite(t, OWNER)).statusCode).toBe(200);
  const code = await latestCode(t, OWNER);
  const refused = await requestCodeAsSite(t, OWNER);
  expect(refused.statusCode).toBe(429);
  const res = await t.call('POST', `${WEB}/verification/validate`, { body: { email: OWNER, code } });
  expect(res.statusCode).toBe(200);
});
