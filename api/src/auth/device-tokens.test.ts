import { readDb } from '../payments/test-support.ts';
import { captchaToken, latestCode, requestCodeAsSite, signUpWithPassword, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { DEVICE_TOKEN_TTL_MS, MAX_DEVICE_TOKENS } from './device-tokens.ts';

const WEB = '/api/mms/account/v1/web';
const OWNER = 'owner@example.com';
const PASSWORD = 'Owner#1234';
let t: TestApp;

beforeEach(async () => {
  t = await startTestApp({
    rateLimits: {
      windowSeconds: 900,
      login: { perIp: 1000, perAccount: 2 },
      verification: { perIp: 1000, perAccount: 1000 },
      contact: { perIp: 1000, perAccount: 1000 },
    },
  });
  await signUpWithPassword(t, OWNER, PASSWORD);
});
afterEach(async () => {
  await t.close();
});

async function passwordLogin(password: string, deviceToken?: string) {
  const body = { email: OWNER, password, recasign: await captchaToken(t, 'v2'), device_token: deviceToken };
  return t.call('POST', `${WEB}/login`, { body });
}

/** Locks out untrusted clients (limit 2 in this file). */
async function lockOutUntrusted() {
  for (let i = 0; i < 3; i += 1) await passwordLogin('Wrong#pass1');
  expect((await passwordLogin(PASSWORD)).statusCode).toBe(429);
}

const storedTokens = () => readDb(t, (db) => db.prepare('SELECT token_hash FROM device_tokens').all()).length;

test('code sign-in also hands out a device token, and only its hash is stored', async () => {
  await requestCodeAsSite(t, OWNER);
  const res = await t.call('POST', `${WEB}/verification/validate`, { body: { email: OWNER, code: await latestCode(t, OWNER) } });
  const token = String(res.json().data.device_token);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const hashes = readDb(t, (db) =>
    db
      .prepare('SELECT token_hash FROM device_tokens')
      .all()
      .map((row) => String(row.token_hash)),
  );
  expect(hashes.some((hash) => hash.includes(token))).toBe(false);
  await lockOutUntrusted();
  expect((await passwordLogin(PASSWORD, token)).statusCode).toBe(200);
});

test('a presented token is replaced by a new one at each successful sign-in', async () => {
  const first = String((await passwordLogin(PASSWORD)).json().data.device_token);
  const second = String((await passwordLogin(PASSWORD, first)).json().data.device_token);
  expect(second).not.toBe(first);
  await lockOutUntrusted();
  expect((await passwordLogin(PASSWORD, first)).statusCode).toBe(429);
  expect((await passwordLogin(PASSWORD, second)).statusCode).toBe(200);
});

test(`a user keeps at most ${MAX_DEVICE_TOKENS} device tokens, the oldest dropped first`, async () => {
  const oldest = String((await passwordLogin(PASSWORD)).json().data.device_token);
  let newest = '';
  for (let i = 0; i < MAX_DEVICE_TOKENS; i += 1) {
    t.clock.advance(1000);
    newest = String((await passwordLogin(PASSWORD)).json().data.device_token);
  }
  expect(storedTokens()).toBe(MAX_DEVICE_TOKENS);
  await lockOutUntrusted();
  expect((await passwordLogin(PASSWORD, oldest)).statusCode).toBe(429);
  expect((await passwordLogin(PASSWORD, newest)).statusCode).toBe(200);
});

test('a device token expires after a year', async () => {
  const token = String((await passwordLogin(PASSWORD)).json().data.device_token);
  t.clock.advance(DEVICE_TOKEN_TTL_MS);
  await lockOutUntrusted();
  expect((await passwordLogin(PASSWORD, token)).statusCode).toBe(429);
});

test('a malformed or unknown device token is only a browser not seen before', async () => {
  for (const deviceToken of ['', 'x', 'a'.repeat(43), '<script>']) {
    expect((await passwordLogin(PASSWORD, deviceToken)).statusCode).toBe(200);
  }
  const tooLong = await passwordLogin(PASSWORD, 'a'.repeat(201));
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().fields).toEqual([{ path: 'device_token', message: 'device_token is too long' }]);
});
