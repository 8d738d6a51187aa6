/**
 * Migration 4: payment orders (the purchase calls, decision 026), the webhook events already
 * handled (replay protection) and the sandbox providers' keys. An order moves from `pending`
 * to one final state (`approved`, `declined`, `abandoned`) and never leaves it; an approved
 * order points at the subscription it created or extended. Money is integer cents; times ms since epoch.
 */
import { randomBytes } from 'node:crypto';
import type { Migration } from '../migrate.ts';

/** Providers that take payments in the sandbox (gap is the result gateway, not a provider). */
const SANDBOX_PROVIDERS = ['pd', 'ps', 'rz', 'tpa', 'so', 's1'];

export const payments: Migration = {
  version: 4,
  name: 'payments',
  up(db) {
    db.exec(`
      CREATE TABLE payment_orders (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        provider TEXT NOT NULL,
        plan_id INTEGER NOT NULL REFERENCES plans(id),
        currency TEXT NOT NULL REFERENCES currencies(code),
        amount_cents INTEGER NOT NULL,
        recurring_cents INTEGER NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'declined', 'abandoned')),
        session_id TEXT NOT NULL UNIQUE,
        return_url TEXT NOT NULL,
        email TEXT,
        affiliate_type TEXT,
        affiliate_cookie TEXT,
        invite_type INTEGER,
        invite_code TEXT,
        subscription_id INTEGER REFERENCES subscriptions(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        finished_at INTEGER
      );
      CREATE INDEX payment_orders_user ON payment_orders (user_id);

      CREATE TABLE payment_webhook_events (
        provider TEXT NOT NULL,
        event_id TEXT NOT NULL,
        order_id TEXT NOT NULL,
        received_at INTEGER NOT NULL,
        PRIMARY KEY (provider, event_id)
      );

      CREATE TABLE payment_provider_keys (
        provider TEXT PRIMARY KEY,
        webhook_secret TEXT NOT NULL,
        public_key TEXT NOT NULL
      );
    `);
    // Each database gets its own sandbox keys: nothing secret ships in the repository.
    const insert = db.prepare('INSERT INTO payment_provider_keys (provider, webhook_secret, public_key) VALUES (?, ?, ?)');
    for (const provider of SANDBOX_PROVIDERS) {
      insert.run(provider, randomBytes(32).toString('base64url'), `pk_sandbox_${provider}_${randomBytes(12).toString('base64url')}`);
    }
  },
};
