/**
 * Attacks that try to keep an account's owner out (decision 017), performed against the real
 * API over HTTP. Attacker and owner come from different addresses (X-Forwarded-For from a
 * trusted proxy, as behind the production load balancer); the limits are the production defaults.
 */
import { captchaToken, latestCode, requestCodeAsSite, signUpWithPassword, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const WEB = '/api/mms/account/v1/web';
const OWNER = 'owner@example.com';
const PASSWORD = 'Owner#1234';
const OWNER_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.66';
const DEFAULTS = {
  windowSeconds: 900,
  login: { perIp: 30, perAccount: 10 },
  verification: { perIp: 20, perAccount: 5 },
  contact: { perIp: 10, perAccount: 3 },
};
let t: TestApp;
// Password attempts hash with scrypt on purpose; dozens of them take seconds on a loaded machine.
jest.setTimeout(60_000);

beforeEach(async () => {
  t = await startTestApp({ rateLimits: DEFAULTS, trustProxy: true });
  await signUpWithPassword(t, OWNER, PASSWORD);
  // The set-up's code request opened a new window: start every attack in a fresh one.
  t.clock.advance(DEFAULTS.windowSeconds * 1000);
});
afterEach(async () => {
  await t.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function requestCode(ip: string, recasign?: string, purpose = 'login') {
  return t.call('POST', `${WEB}/verification/request`, { headers: from(ip), body: { email: OWNER, purpose, recasign } });
}

function validate(ip: string, code: string, purpose = 'login') {
  return t.call('POST', `${WEB}/verification/validate`, { headers: from(ip), body: { email: OWNER, code, purpose } });
}

async function passwordLogin(ip: string, password: string) {
  const recasign = await captchaToken(t, 'v2');
  return t.call('POST', `${WEB}/login`, { headers: from(ip), body: { email: OWNER, password, recasign } });
}

/** The owner asks as the site does: with a captcha when the API asks for one. */
const ownerRequestsCode = (ip = OWNER_IP, purpose: 'login' | 'reset_password' = 'login') => requestCodeAsSite(t, OWNER, purpose, from(ip));

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

test('flooding code requests for the owner’s address does not refuse the owner’s own request', async () => {
  const attacker: number[] = [];
  for (let i = 0; i < 6; i += 1) attacker.push((await requestCode(ATTACKER_IP, await captchaToken(t, 'v2'))).statusCode);
  // The attacker's address is limited (5 per address and email), with captchas solved.
  expect(attacker).toEqual([200, 200, 200, 200, 200, 429]);

  const owner = await ownerRequestsCode();
  expect(owner.statusCode).toBe(200);
  expect((await validate(OWNER_IP, await latestCode(t, OWNER))).statusCode).toBe(200);
});

test('the same flood does not refuse the owner’s password reset request', async () => {
  for (let i = 0; i < 6; i += 1) await requestCode(ATTACKER_IP, await captchaToken(t, 'v2'), 'reset_password');
  const owner = await ownerRequestsCode(OWNER_IP, 'reset_password');
  expect(owner.statusCode).toBe(200);
  const code = await latestCode(t, OWNER);
  const reset = await t.call('POST', `${WEB}/reset_password`, {
    headers: from(OWNER_IP),
    body: { email: OWNER, code, password: 'Fresh#5678' },
  });
  expect(reset.statusCode).toBe(200);
});

test('a code request after the first for an address and purpose needs a captcha, from any address', async () => {
  expect((await requestCode(ATTACKER_IP)).statusCode).toBe(200);
  const bare = await requestCode(OWNER_IP);
  expect(bare.statusCode).toBe(400);
  expect(bare.json()).toEqual({ code: 40003, message: 'recaptcha token is empty' });
  expect((await requestCode(OWNER_IP, 'forged-token')).json().code).toBe(40004);
  expect((await requestCode(OWNER_IP, await captchaToken(t, 'v2'))).statusCode).toBe(200);
  // Each purpose counts apart: the first reset request needs none.
  expect((await requestCode(OWNER_IP, undefined, 'reset_password')).statusCode).toBe(200);
  // A new window starts without the captcha again.
  t.clock.advance(DEFAULTS.windowSeconds * 1000);
  expect((await requestCode(OWNER_IP)).statusCode).toBe(200);
});

test('wrong guesses from another address do not burn the owner’s mailed code', async () => {
  expect((await ownerRequestsCode()).statusCode).toBe(200);
  const code = await latestCode(t, OWNER);
  const guesses: number[] = [];
  for (let i = 0; i < 8; i += 1) guesses.push((await validate(ATTACKER_IP, wrongFor(code))).json().code);
  expect(guesses).toEqual(Array<number>(8).fill(40011));
  // Past its 5 wrong tries, the attacker's address gets nothing more from this code, even the right value.
  expect((await validate(ATTACKER_IP, code)).json().code).toBe(40011);
  expect((await validate(OWNER_IP, code)).statusCode).toBe(200);
});

test('an attacker’s new code requests do not void the code the owner was mailed', async () => {
  expect((await ownerRequestsCode()).statusCode).toBe(200);
  const code = await latestCode(t, OWNER);
  for (let i = 0; i < 2; i += 1) expect((await requestCode(ATTACKER_IP, await captchaToken(t, 'v2'))).statusCode).toBe(200);
  expect((await validate(OWNER_IP, code)).statusCode).toBe(200);
});

test('a code still cannot be guessed: 100 wrong tries across addresses use it up', async () => {
  expect((await ownerRequestsCode()).statusCode).toBe(200);
  const code = await latestCode(t, OWNER);
  for (let host = 1; host <= 20; host += 1) {
    for (let i = 0; i < 5; i += 1) expect((await validate(`192.0.2.${host}`, wrongFor(code))).json().code).toBe(40011);
  }
  expect((await validate('192.0.2.21', code)).json().code).toBe(40011);
  expect((await validate(OWNER_IP, code)).json().code).toBe(40011);
  // A new code works.
  expect((await ownerRequestsCode()).statusCode).toBe(200);
  expect((await validate(OWNER_IP, await latestCode(t, OWNER))).statusCode).toBe(200);
});

test('wrong passwords from one address do not lock the owner’s password login from theirs', async () => {
  const attacker: number[] = [];
  for (let i = 0; i < 11; i += 1) attacker.push((await passwordLogin(ATTACKER_IP, `Wrong#${i}pass`)).statusCode);
  expect(attacker).toEqual([...Array<number>(10).fill(400), 429]);
  expect((await passwordLogin(ATTACKER_IP, PASSWORD)).statusCode).toBe(429);
  expect((await passwordLogin(OWNER_IP, PASSWORD)).statusCode).toBe(200);
});

test('an account-wide password lock from many addresses never blocks sign-in by code', async () => {
  await t.close();
  // Smaller limits keep the scrypt work short: 2 failures per address, 20 per account.
  t = await startTestApp({ rateLimits: { ...DEFAULTS, login: { perIp: 30, perAccount: 2 } }, trustProxy: true });
  await signUpWithPassword(t, OWNER, PASSWORD);
  for (let host = 1; host <= 10; host += 1) {
    for (let i = 0; i < 2; i += 1) expect((await passwordLogin(`192.0.2.${host}`, `Wrong#${i}pass`)).statusCode).toBe(400);
  }
  const locked = await passwordLogin(OWNER_IP, PASSWORD);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toMatch(/emailed code/);
  expect((await ownerRequestsCode()).statusCode).toBe(200);
  expect((await validate(OWNER_IP, await latestCode(t, OWNER))).statusCode).toBe(200);
});

test('cycling through the addresses of one IPv6 /64 buys no new budgets', async () => {
  const requests: number[] = [];
  for (let i = 1; i <= 6; i += 1) requests.push((await requestCode(`2001:db8:1:2::${i}`, await captchaToken(t, 'v2'))).statusCode);
  expect(requests).toEqual([200, 200, 200, 200, 200, 429]);
  const code = await latestCode(t, OWNER);
  for (let i = 1; i <= 5; i += 1) expect((await validate(`2001:db8:1:2::a${i}`, wrongFor(code))).json().code).toBe(40011);
  expect((await validate('2001:db8:1:2::b1', code)).json().code).toBe(40011);
  expect((await validate('2001:db8:9:9::1', code)).statusCode).toBe(200);
});
