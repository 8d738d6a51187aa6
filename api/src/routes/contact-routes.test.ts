import { DatabaseSync } from 'node:sqlite';
import { signInByCode, startTestApp } from '../testing/test-app.ts';
import type { TestApp } from '../testing/test-app.ts';

const CONTACT = '/api/mms/report/v1/contact_us';
let t: TestApp;

afterEach(async () => {
  await t.close();
});

function storedMessages(config: TestApp['config']) {
  const db = new DatabaseSync(config.dbPath, { readOnly: true });
  try {
    return db.prepare('SELECT user_id, email, name, subject, content FROM contact_messages ORDER BY id').all();
  } finally {
    db.close();
  }
}

describe('with generous limits', () => {
  beforeEach(async () => {
    t = await startTestApp();
  });

  test('stores a message and returns its id', async () => {
    const res = await t.call('POST', CONTACT, {
      body: { email: 'ann@example.com', name: 'Ann', subject: 'Help', content: 'It does not connect.' },
    });
    expect(res.json()).toEqual({ code: 0, message: 'ok', data: { id: 1 } });
    expect(storedMessages(t.config)).toEqual([
      { user_id: null, email: 'ann@example.com', name: 'Ann', subject: 'Help', content: 'It does not connect.' },
    ]);
  });

  test('links the message to the signed-in account', async () => {
    const { token, userId } = await signInByCode(t, 'ann@example.com');
    await t.call('POST', CONTACT, { token, body: { email: 'ann@example.com', content: 'Hi' } });
    expect(storedMessages(t.config)[0]).toMatchObject({ user_id: userId, name: '', subject: '' });
  });

  test('validates email and content', async () => {
    const res = await t.call('POST', CONTACT, { body: { email: 'ann@', content: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.map((f: { path: string }) => f.path)).toEqual(['email', 'content']);
    expect((await t.call('POST', CONTACT, { body: { email: 'a@b.co', content: 'x'.repeat(5001) } })).statusCode).toBe(400);
  });
});

test('rate-limits messages per email and per IP', async () => {
  t = await startTestApp({
    rateLimits: {
      windowSeconds: 3600,
      login: { perIp: 100, perAccount: 100 },
      verification: { perIp: 100, perAccount: 100 },
      contact: { perIp: 3, perAccount: 1 },
    },
  });
  const send = (email: string) => t.call('POST', CONTACT, { body: { email, content: 'hello' } });
  expect((await send('ann@example.com')).statusCode).toBe(200);
  const perAccount = await send('ann@example.com');
  expect(perAccount.statusCode).toBe(429);
  expect(perAccount.headers.get('retry-after')).toBe('3600');
  // The IP has made three requests now (one refused); the fourth passes its cap of 3.
  expect((await send('bob@example.com')).statusCode).toBe(200);
  expect((await send('cat@example.com')).statusCode).toBe(429);
  expect(storedMessages(t.config)).toHaveLength(2);
});
