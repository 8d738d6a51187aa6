/**
 * Migration 5: order numbers and receipt data on payment orders, the record of anonymous
 * accounts merged into an email account (claim), device tokens and progressive login lockouts
 * (OWASP device cookies), and indexes that bound the analytics table. Times are ms since epoch.
 */
import type { Migration } from '../migrate.ts';

/**
 * The order number of the n-th order: 'MV-' and 8 digits, e.g. MV-00000042. A copy of
 * payments/order-number.ts's rule, so that this released step never changes with app code.
 */
function orderNo(n: number): string {
  return `MV-${String(n).padStart(8, '0')}`;
}

export const claimsAndLoginProtection: Migration = {
  version: 5,
  name: 'claims-and-login-protection',
  up(db) {
    db.exec(`
      ALTER TABLE payment_orders ADD COLUMN order_no TEXT;
      ALTER TABLE payment_orders ADD COLUMN term_months INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE payment_orders ADD COLUMN period_end INTEGER;
      UPDATE payment_orders SET term_months = (SELECT duration_months FROM plans WHERE plans.id = payment_orders.plan_id);
      UPDATE payment_orders SET period_end = (SELECT expires_at FROM subscriptions WHERE subscriptions.id = payment_orders.subscription_id)
        WHERE state = 'approved';

      -- Named counters that only grow (a deleted order never frees its number).
      CREATE TABLE counters (
        name TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      );

      ALTER TABLE users ADD COLUMN merged_into INTEGER REFERENCES users(id);

      CREATE TABLE device_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX device_tokens_user ON device_tokens (user_id, created_at);

      -- key: 'account:<email>' (clients without a device token) or 'device:<token hash>'.
      CREATE TABLE login_lockouts (
        key TEXT PRIMARY KEY,
        window_start INTEGER NOT NULL,
        failures INTEGER NOT NULL,
        locked_until INTEGER,
        lockouts INTEGER NOT NULL DEFAULT 0
      );

      CREATE INDEX analytics_events_ip_time ON analytics_events (ip, received_at);
      CREATE INDEX analytics_events_received ON analytics_events (received_at);
    `);
    const ids = db.prepare('SELECT id FROM payment_orders ORDER BY created_at, rowid').all();
    const number = db.prepare('UPDATE payment_orders SET order_no = ? WHERE id = ?');
    ids.forEach((row, i) => number.run(orderNo(i + 1), String(row.id)));
    db.prepare("INSERT INTO counters (name, value) VALUES ('order_no', ?)").run(ids.length);
    db.exec('CREATE UNIQUE INDEX payment_orders_order_no ON payment_orders (order_no)');
  },
};
