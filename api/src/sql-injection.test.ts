/**
 * SQL meta characters in every field of every call: nothing answers 500, nothing is dropped,
 * and free-text fields are stored exactly as sent (all SQL goes through prepared statements).
 */
import { DatabaseSync } from 'node:sqlite';
import { captchaToken, signUpWithPassword, startTestApp } from './testing/test-app.ts';
import type { TestApp } from './testing/test-app.ts';

const META = ["' OR '1'='1", "'; DROP TABLE users; --", '" OR ""="', "\\'; --", '%_*?$1', "Robert'); DELETE FROM sessions;--"];
const WEB = '/api/mms/account/v1/web';

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: () => Promise<Record<string, unknown>>;
  readonly fields?: readonly string[];
}

const CALLS: readonly Call[] = [
  { method: 'POST', path: `${WEB}/login`, fields: ['email', 'password', 'recasign'], body: async () => ({}) },
  { method: 'POST', path: `${WEB}/anonymous_signup`, fields: ['recasign'], body: async () => ({}) },
  { method: 'POST', path: `${WEB}/verification/request`, fields: ['email', 'purpose'], body: async () => ({ email: 'ann@example.com' }) },
  {
    method: 'POST',
    path: `${WEB}/verification/validate`,
    fields: ['email', 'code', 'purpose'],
    body: async () => ({ email: 'ann@example.com', code: '123456' }),
  },
  { method: 'POST', path: `${WEB}/set_password`, fields: ['password'], body: async () => ({}) },
  {
    method: 'POST',
    path: `${WEB}/change_password`,
    fields: ['old_password', 'new_password'],
    body: async () => ({ old_password: 'Secret#123', new_password: 'Newer#1234' }),
  },
  {
    method: 'POST',
    path: `${WEB}/reset_password`,
    fields: ['email', 'code', 'password'],
    body: async () => ({ email: 'ann@example.com', code: '123456', password: 'Reset#1234' }),
  },
  { method: 'POST', path: `${WEB}/user_ip/query`, fields: ['_span'], body: async () => ({ _span: 1 }) },
  { method: 'POST', path: `${WEB}/user_ip/bind`, fields: ['ip'], body: async () => ({}) },
  { method: 'POST', path: `${WEB}/user_ip/remove`, fields: ['ip'], body: async () => ({}) },
  {
    method: 'POST',
    path: `${WEB}/device/unbind`,
    fields: ['unbind_app_type', 'unbind_user_id'],
    body: async () => ({ unbind_app_type: 101, unbind_user_id: 1 }),
  },
  {
    method: 'POST',
    path: '/api/mms/report/v1/contact_us',
    fields: ['email', 'name', 'subject', 'content'],
    body: async () => ({ email: 'ann@example.com', content: 'hi' }),
  },
  {
    method: 'POST',
    path: '/api/mms/analytics/v1/events',
    fields: ['user_id', 'events'],
    body: async () => ({ events: [{ event_name: 'x', event_timestamp: 1, app_type: 501 }] }),
  },
  { method: 'POST', path: '/captcha/local/token', fields: ['kind', 'action'], body: async () => ({ kind: 'v2' }) },
];

const QUERIES = [
  '/api/mms/payment/v1/providers/plans?currency=',
  '/l10n/prices?product_ids=1&customer_country=',
  '/l10n/prices?product_ids=',
  '/api/dev/outbox?email=',
  '/api/mms/payment/v1/web/subscription_my?status=',
  '/build/latest.json?t=',
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = (await signUpWithPassword(t, 'ann@example.com', 'Secret#123')).token;
});
afterAll(async () => {
  await t.close();
});

function tableCounts(): Record<string, unknown> {
  const db = new DatabaseSync(t.config.dbPath, { readOnly: true });
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((r) => String(r.name));
    return Object.fromEntries(names.map((name) => [name, db.prepare(`SELECT count(*) AS n FROM "${name}"`).get()?.n]));
  } finally {
    db.close();
  }
}

test.each(CALLS.map((call) => [call.path, call] as const))(
  'SQL meta characters in every field of %s never cause a 500',
  async (_path, call) => {
    for (const field of call.fields ?? []) {
      for (const meta of META) {
        const body = { recasign: await captchaToken(t, field === 'recasign' ? 'v2' : 'v3'), ...(await call.body?.()), [field]: meta };
        const res = await t.call(call.method, call.path, { token, body });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json()).toEqual(expect.objectContaining({ code: expect.any(Number) }));
      }
    }
  },
);

test('SQL meta characters in query strings and headers never cause a 500', async () => {
  for (const meta of META) {
    for (const query of QUERIES) {
      const res = await t.call('GET', `${query}${encodeURIComponent(meta)}`, { token });
      expect(res.statusCode).toBeLessThan(500);
    }
    const headerSets: Record<string, string>[] = [{ 'x-from': meta }, { 'x-app-type': meta }, { authorization: `Bearer ${meta}` }];
    for (const headers of headerSets) {
      const res = await t.call('GET', `${WEB}/profile`, { headers });
      expect(res.statusCode).toBeLessThan(500);
    }
  }
});

test('the meta characters left every table in place and every session valid', async () => {
  expect(tableCounts()).toEqual(expect.objectContaining({ users: expect.any(Number), sessions: expect.any(Number), plans: 3 }));
  expect((await t.call('GET', `${WEB}/profile`, { token })).statusCode).toBe(200);
});

test('free text with SQL meta characters is stored exactly as sent', async () => {
  const content = META.join(' | ');
  const res = await t.call('POST', '/api/mms/report/v1/contact_us', {
    body: { email: 'ann@example.com', name: META[1], subject: META[0], content },
  });
  const db = new DatabaseSync(t.config.dbPath, { readOnly: true });
  const row = db.prepare('SELECT name, subject, content FROM contact_messages WHERE id = ?').get(res.json().data.id);
  db.close();
  expect(row).toEqual({ name: META[1], subject: META[0], content });
});
