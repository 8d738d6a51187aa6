import { DatabaseSync } from 'node:sqlite';
import { initialSchema } from '../db/migrations/001-initial-schema.ts';
import { createLocalCaptcha } from './local-captcha.ts';

let db: DatabaseSync;
let time: number;
const config = { provider: 'local', secret: 'x'.repeat(32), ttlSeconds: 120 } as const;

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  initialSchema.up(db);
  time = 1_000_000;
});
afterEach(() => {
  db.close();
});

test('accepts a fresh token of the right kind once', async () => {
  const captcha = createLocalCaptcha(db, config, () => time);
  const token = captcha.issue('v2', 'login');
  await expect(captcha.verify(token, 'v2', '127.0.0.1')).resolves.toEqual({ ok: true });
  await expect(captcha.verify(token, 'v2', '127.0.0.1')).resolves.toEqual({ ok: false });
});

test('refuses a token of the other kind', async () => {
  const captcha = createLocalCaptcha(db, config, () => time);
  await expect(captcha.verify(captcha.issue('v3', 'signup'), 'v2', '127.0.0.1')).resolves.toEqual({ ok: false });
});

test('refuses a token at the end of its lifetime', async () => {
  const captcha = createLocalCaptcha(db, config, () => time);
  const token = captcha.issue('v3', 'signup');
  time += 120_000;
  await expect(captcha.verify(token, 'v3', '127.0.0.1')).resolves.toEqual({ ok: false });
});

test('refuses a token signed with another secret or altered', async () => {
  const other = createLocalCaptcha(db, { ...config, secret: 'y'.repeat(32) }, () => time);
  const captcha = createLocalCaptcha(db, config, () => time);
  await expect(captcha.verify(other.issue('v2', ''), 'v2', '127.0.0.1')).resolves.toEqual({ ok: false });
  const [payload, signature] = captcha.issue('v2', '').split('.');
  const forged = Buffer.from(JSON.stringify({ k: 'v2', a: '', e: time + 10 ** 9, n: 'n'.repeat(22) })).toString('base64url');
  for (const token of [`${forged}.${signature}`, `${payload}.${signature}.x`, `${payload}`, '.', 'a.b']) {
    await expect(captcha.verify(token, 'v2', '127.0.0.1')).resolves.toEqual({ ok: false });
  }
});
