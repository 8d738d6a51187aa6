import { DatabaseSync } from 'node:sqlite';
import { runMigrations } from '../migrate.ts';
import { MIGRATIONS } from './index.ts';

test('numbers existing orders in creation order and keeps their term and paid-until date', () => {
  const db = new DatabaseSync(':memory:');
  runMigrations(
    db,
    MIGRATIONS.filter((m) => m.version < 5),
  );
  db.exec(`
    INSERT INTO users (id, created_at) VALUES (100001, 0);
    INSERT INTO subscriptions (id, user_id, plan_id, provider, status, currency, amount_cents, auto_renew, started_at, expires_at)
      VALUES (7, 100001, 2, 'ps', 'active', 'USD', 5988, 1, 0, 123456);
  `);
  const order = db.prepare(`INSERT INTO payment_orders (id, user_id, provider, plan_id, currency, amount_cents, recurring_cents, state,
    session_id, return_url, subscription_id, created_at, expires_at) VALUES (?, 100001, 'ps', ?, 'USD', 1, 1, ?, ?, 'u', ?, ?, 0)`);
  order.run('ord_b', 2, 'approved', 'cs_b', 7, 200);
  order.run('ord_a', 3, 'pending', 'cs_a', null, 100);

  expect(runMigrations(db, MIGRATIONS.slice(0, 5))).toEqual([5]);
  expect(db.prepare('SELECT id, order_no, term_months, period_end FROM payment_orders ORDER BY order_no').all()).toEqual([
    { id: 'ord_a', order_no: 'MV-00000001', term_months: 24, period_end: null },
    { id: 'ord_b', order_no: 'MV-00000002', term_months: 12, period_end: 123456 },
  ]);
  expect(db.prepare("SELECT value FROM counters WHERE name = 'order_no'").get()).toEqual({ value: 2 });
  expect(() => db.prepare("UPDATE payment_orders SET order_no = 'MV-00000001' WHERE id = 'ord_b'").run()).toThrow(/UNIQUE/);
  db.close();
});
