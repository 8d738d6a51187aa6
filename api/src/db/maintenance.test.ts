import { DatabaseSync } from 'node:sqlite';
import type { AppContext } from '../context.ts';
import { testConfig } from '../testing/test-app.ts';
import { purgeStaleRows } from './maintenance.ts';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

const DAY = 24 * 3600 * 1000;
const NOW = 100 * DAY;
let db: DatabaseSync;
let ctx: AppContext;

beforeEach(() => {
  db = new DatabaseSync(':memory:');
  runMigrations(db, MIGRATIONS);
  ctx = {
    db,
    config: testConfig(':memory:'),
    now: () => NOW,
    geo: async () => null,
    captcha: { provider: 'local', verify: async () => ({ ok: true }) },
    localCaptcha: null,
  };
  db.exec('INSERT INTO users (id, created_at) VALUES (1, 0)');
});
afterEach(() => {
  db.close();
});

const insert = (sql: string, ...values: number[]) => db.prepare(sql).run(...values);

test('purges spent captcha nonces, old codes, past rate windows and week-old expired sessions only', () => {
  const now = NOW;
  insert("INSERT INTO captcha_used (nonce, expires_at) VALUES ('old', ?), ('new', ?)", now - 1, now + 1);
  insert(
    "INSERT INTO verification_codes (email, purpose, code_hash, created_at, expires_at) VALUES ('a', 'login', 'h', 0, ?), ('b', 'login', 'h', 0, ?)",
    now - 8 * DAY,
    now - DAY,
  );
  insert(
    "INSERT INTO rate_limits (bucket, key, window_start, count) VALUES ('b', 'old', ?, 1), ('b', 'new', ?, 1)",
    now - 900_000,
    now - 1000,
  );
  insert(
    "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('old', 1, 0, ?), ('recent', 1, 0, ?)",
    now - 8 * DAY,
    now - DAY,
  );
  expect(purgeStaleRows(ctx)).toBe(4);
  expect(db.prepare('SELECT token_hash FROM sessions').all()).toEqual([{ token_hash: 'recent' }]);
  expect(db.prepare('SELECT nonce FROM captcha_used').all()).toEqual([{ nonce: 'new' }]);
});

test('deletes analytics events past the retention period', () => {
  const event = "INSERT INTO analytics_events (event_name, payload, ip, received_at) VALUES ('e', '{}', '10.0.0.1', ?)";
  insert(event, NOW - 31 * DAY);
  insert(event, NOW - 30 * DAY);
  insert(event, NOW - 29 * DAY);
  expect(purgeStaleRows(ctx)).toBe(2);
  expect(db.prepare('SELECT received_at FROM analytics_events').all()).toEqual([{ received_at: NOW - 29 * DAY }]);
});

test('deletes expired device tokens and lockout counters whose window, lock and streak memory are over', () => {
  insert(
    "INSERT INTO device_tokens (token_hash, user_id, created_at, expires_at) VALUES ('gone', 1, 0, ?), ('live', 1, 0, ?)",
    NOW,
    NOW + 1,
  );
  const lock = 'INSERT INTO login_lockouts (key, window_start, failures, locked_until, lockouts) VALUES (?, ?, 0, ?, 1)';
  db.prepare(lock).run('stale', NOW - 2 * DAY, NOW - 2 * DAY + 60_000);
  db.prepare(lock).run('streak', NOW - 2 * 3600_000, NOW - 2 * 3600_000 + 60_000);
  db.prepare(lock).run('window', NOW - 1000, null);
  expect(purgeStaleRows(ctx)).toBe(2);
  expect(db.prepare('SELECT token_hash FROM device_tokens').all()).toEqual([{ token_hash: 'live' }]);
  expect(db.prepare('SELECT key FROM login_lockouts ORDER BY key').all()).toEqual([{ key: 'streak' }, { key: 'window' }]);
});

test('the per-address tries at a code go with the code', () => {
  insert(
    "INSERT INTO verification_codes (id, email, purpose, code_hash, created_at, expires_at) VALUES (1, 'a', 'login', 'h', 0, ?), (2, 'b', 'login', 'h', 0, ?)",
    NOW - 8 * DAY,
    NOW,
  );
  db.exec("INSERT INTO verification_attempts (code_id, address, attempts) VALUES (1, '203.0.113.66', 5), (2, '203.0.113.66', 1)");
  expect(purgeStaleRows(ctx)).toBe(1);
  expect(db.prepare('SELECT code_id FROM verification_attempts').all()).toEqual([{ code_id: 2 }]);
});
