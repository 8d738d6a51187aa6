/** Migration 1: accounts, sessions, codes, outbox, rate limits and the product tables. Times are ms since epoch. */
import type { Migration } from '../migrate.ts';

export const initialSchema: Migration = {
  version: 1,
  name: 'initial-schema',
  up(db) {
    db.exec(`
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT UNIQUE,
        password_hash TEXT,
        is_anonymous INTEGER NOT NULL DEFAULT 0,
        vip_expires_at INTEGER,
        disabled_at INTEGER,
        created_at INTEGER NOT NULL
      );
      -- Public user ids start at 100001 so they never look like small counters.
      INSERT INTO sqlite_sequence (name, seq) VALUES ('users', 100000);

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        revoked_at INTEGER,
        revoked_reason TEXT
      );
      CREATE INDEX sessions_user ON sessions (user_id);

      CREATE TABLE verification_codes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL,
        purpose TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        consumed_at INTEGER
      );
      CREATE INDEX verification_codes_email ON verification_codes (email, purpose);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        recipient TEXT NOT NULL,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX outbox_recipient ON outbox (recipient);

      CREATE TABLE rate_limits (
        bucket TEXT NOT NULL,
        key TEXT NOT NULL,
        window_start INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (bucket, key)
      );

      CREATE TABLE captcha_used (
        nonce TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );

      CREATE TABLE user_ips (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, ip)
      );

      CREATE TABLE devices (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        app_type INTEGER NOT NULL,
        app_user_id INTEGER NOT NULL,
        device_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        UNIQUE (user_id, app_type, app_user_id)
      );

      CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        plan_id INTEGER NOT NULL,
        provider TEXT NOT NULL,
        status TEXT NOT NULL,
        currency TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        auto_renew INTEGER NOT NULL,
        started_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX subscriptions_user ON subscriptions (user_id);

      CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER,
        email TEXT NOT NULL,
        name TEXT NOT NULL,
        subject TEXT NOT NULL,
        content TEXT NOT NULL,
        ip TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE analytics_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT,
        event_name TEXT NOT NULL,
        event_timestamp INTEGER,
        payload TEXT NOT NULL,
        ip TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );

      CREATE TABLE currencies (
        code TEXT PRIMARY KEY,
        symbol TEXT NOT NULL,
        country_code TEXT NOT NULL
      );

      CREATE TABLE plans (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        duration_months INTEGER NOT NULL,
        price_unit TEXT NOT NULL,
        sort_order INTEGER NOT NULL,
        active INTEGER NOT NULL DEFAULT 1
      );

      CREATE TABLE plan_prices (
        plan_id INTEGER NOT NULL REFERENCES plans(id),
        currency TEXT NOT NULL REFERENCES currencies(code),
        list_cents INTEGER NOT NULL,
        sale_cents INTEGER NOT NULL,
        trial_cents INTEGER,
        PRIMARY KEY (plan_id, currency)
      );

      CREATE TABLE site_config (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at INTEGER NOT NULL
      );
    `);
  },
};
