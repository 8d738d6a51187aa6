/**
 * Schema migrations of the embedded SQLite store. Migration 1 is the schema earlier registries
 * created without a migrations table (`IF NOT EXISTS` throughout), so it adopts such a file; a
 * file older than the `pulled` and `page_*` columns gets them from `addLegacyColumns`
 * (database.ts). Append new steps; never edit an applied one.
 */
import type { Migration } from './migration.ts';

/** The SQLite migrations, in order. */
export const SQLITE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial-schema',
    sql: `
CREATE TABLE IF NOT EXISTS state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  revision INTEGER NOT NULL
);
INSERT OR IGNORE INTO state (id, revision) VALUES (1, 0);

CREATE TABLE IF NOT EXISTS versions (
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  manifest TEXT NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  file_count INTEGER NOT NULL,
  total_bytes INTEGER NOT NULL,
  PRIMARY KEY (area, version)
);

CREATE TABLE IF NOT EXISTS files (
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  path TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (area, version, path),
  FOREIGN KEY (area, version) REFERENCES versions (area, version)
);

CREATE TABLE IF NOT EXISTS releases (
  area TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  origin TEXT NOT NULL,
  canary_version TEXT,
  canary_percent REAL,
  canary_started_ms INTEGER,
  previous TEXT NOT NULL DEFAULT '[]',
  pulled TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS health (
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  bucket INTEGER NOT NULL,
  loads INTEGER NOT NULL,
  failures INTEGER NOT NULL,
  page_views INTEGER NOT NULL DEFAULT 0,
  page_failures INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (area, version, bucket)
);

CREATE TABLE IF NOT EXISTS audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  area TEXT,
  from_version TEXT,
  to_version TEXT,
  from_revision INTEGER NOT NULL,
  to_revision INTEGER NOT NULL,
  reason TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '{}'
);
CREATE TRIGGER IF NOT EXISTS audit_no_update BEFORE UPDATE ON audit
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
CREATE TRIGGER IF NOT EXISTS audit_no_delete BEFORE DELETE ON audit
BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
`,
  },
  {
    version: 2,
    name: 'signals-and-rollouts',
    sql: `
CREATE TABLE signals (
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  minute INTEGER NOT NULL,
  page_views INTEGER NOT NULL DEFAULT 0,
  server_errors INTEGER NOT NULL DEFAULT 0,
  browser_errors INTEGER NOT NULL DEFAULT 0,
  nav_failures INTEGER NOT NULL DEFAULT 0,
  render_ms INTEGER NOT NULL DEFAULT 0,
  renders INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (area, version, minute)
);
CREATE INDEX signals_minute ON signals (minute);

CREATE TABLE signal_histograms (
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  minute INTEGER NOT NULL,
  metric TEXT NOT NULL,
  bin INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (area, version, minute, metric, bin)
);
CREATE INDEX signal_histograms_minute ON signal_histograms (minute);

CREATE TABLE rollouts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  from_version TEXT NOT NULL,
  stages TEXT NOT NULL,
  stage_index INTEGER NOT NULL,
  stage_started_ms INTEGER NOT NULL,
  hold_ms INTEGER NOT NULL,
  status TEXT NOT NULL,
  reason TEXT NOT NULL,
  actor TEXT NOT NULL,
  started_ms INTEGER NOT NULL,
  updated_ms INTEGER NOT NULL,
  last_figures TEXT NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX rollouts_one_live ON rollouts (area) WHERE status IN ('running', 'paused');
`,
  },
  {
    version: 3,
    name: 'rollout-max-hold',
    // Rollouts started before have none: they read as the default maximum hold (rollout-machine.ts maxHoldOf).
    sql: `ALTER TABLE rollouts ADD COLUMN max_hold_ms INTEGER;`,
  },
];
