import { DatabaseSync } from 'node:sqlite';
import type { AppContext } from '../context.ts';
import { testConfig } from '../testing/test-app.ts';
import { initialSchema } from './migrations/001-initial-schema.ts';
import { purgeStaleRows } from './maintenance.ts';

test('purges spent captcha nonces, old codes, past rate windows and week-old expired sessions only', () => {
  const db = new DatabaseSync(':memory:');
  initialSchema.up(db);
  const now = 10 * 24 * 3600 * 1000;
  const ctx: AppContext = {
    db,
    config: testConfig(':memory:'),
    now: () => now,
    geo: async () => null,
    captcha: { provider: 'local', verify: async () => ({ ok: true }) },
    localCaptcha: null,
  };
  const day = 24 * 3600 * 1000;
  db.exec(`INSERT INTO users (id, created_at) VALUES (1, 0)`);
  const insert = (sql: string, ...values: number[]) => db.prepare(sql).run(...values);
  insert('INSERT INTO captcha_used (nonce, expires_at) VALUES (\'old\', ?), (\'new\', ?)', now - 1, now + 1);
  insert("INSERT INTO verification_codes (email, purpose, code_hash, created_at, expires_at) VALUES ('a', 'login', 'h', 0, ?), ('b', 'login', 'h', 0, ?)", now - 8 * day, now - day);
  insert("INSERT INTO rate_limits (bucket, key, window_start, count) VALUES ('b', 'old', ?, 1), ('b', 'new', ?, 1)", now - 900_000, now - 1000);
  insert("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('old', 1, 0, ?), ('recent', 1, 0, ?)", now - 8 * day, now - day);
  expect(purgeStaleRows(ctx)).toBe(4);
  expect(db.prepare('SELECT token_hash FROM sessions').all()).toEqual([{ token_hash: 'recent' }]);
  expect(db.prepare('SELECT nonce FROM captcha_used').all()).toEqual([{ nonce: 'new' }]);
  db.close();
});
