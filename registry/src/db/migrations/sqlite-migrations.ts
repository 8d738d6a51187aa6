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
    // Rollouts started before have none: they read as the default maximum hold (services/max-hold.ts maxHoldOf).
    sql: `ALTER TABLE rollouts ADD COLUMN max_hold_ms INTEGER;`,
  },
  {
    version: 4,
    name: 'environments',
    // Decision 059: one revision and lock per environment; releases and rollouts per environment. Every row so far is production's.
    sql: `
CREATE TABLE environments (
  name TEXT PRIMARY KEY,
  revision INTEGER NOT NULL,
  lock_actor TEXT,
  lock_reason TEXT,
  lock_at TEXT,
  lock_until TEXT
);
INSERT INTO environments (name, revision) SELECT 'production', revision FROM state WHERE id = 1;
INSERT OR IGNORE INTO environments (name, revision) VALUES ('production', 0);
DROP TABLE state;

CREATE TABLE releases_per_environment (
  environment TEXT NOT NULL,
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  origin TEXT NOT NULL,
  canary_version TEXT,
  canary_percent REAL,
  canary_started_ms INTEGER,
  previous TEXT NOT NULL DEFAULT '[]',
  pulled TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT NOT NULL,
  PRIMARY KEY (environment, area)
);
INSERT INTO releases_per_environment
  SELECT 'production', area, version, origin, canary_version, canary_percent, canary_started_ms, previous, pulled, updated_at FROM releases;
DROP TABLE releases;
ALTER TABLE releases_per_environment RENAME TO releases;

ALTER TABLE rollouts ADD COLUMN environment TEXT NOT NULL DEFAULT 'production';
DROP INDEX rollouts_one_live;
CREATE UNIQUE INDEX rollouts_one_live ON rollouts (environment, area) WHERE status IN ('running', 'paused');

ALTER TABLE audit ADD COLUMN environment TEXT DEFAULT 'production';
CREATE INDEX audit_environment ON audit (environment, id);
`,
  },
  {
    version: 5,
    name: 'signed-page-views-and-host-reports',
    // Decisions 047-049: browser evidence as signed page views (each counted once per version), reports per host, the guard's evidence window.
    sql: `
ALTER TABLE signals ADD COLUMN browser_views INTEGER NOT NULL DEFAULT 0;
ALTER TABLE signals ADD COLUMN error_views INTEGER NOT NULL DEFAULT 0;
ALTER TABLE signals ADD COLUMN nav_failure_views INTEGER NOT NULL DEFAULT 0;

CREATE TABLE browser_view_claims (
  view_id TEXT NOT NULL,
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  source TEXT NOT NULL,
  error INTEGER NOT NULL DEFAULT 0,
  minute INTEGER NOT NULL,
  PRIMARY KEY (view_id, area, version)
);
CREATE INDEX browser_view_claims_minute ON browser_view_claims (minute);
CREATE INDEX browser_view_claims_source ON browser_view_claims (area, version, source, minute);
CREATE INDEX browser_view_claims_errors ON browser_view_claims (area, version, minute) WHERE error = 1;

CREATE TABLE host_reports (
  host TEXT NOT NULL,
  area TEXT NOT NULL,
  version TEXT NOT NULL,
  minute INTEGER NOT NULL,
  reports INTEGER NOT NULL DEFAULT 0,
  refused INTEGER NOT NULL DEFAULT 0,
  loads INTEGER NOT NULL DEFAULT 0,
  failures INTEGER NOT NULL DEFAULT 0,
  page_views INTEGER NOT NULL DEFAULT 0,
  page_failures INTEGER NOT NULL DEFAULT 0,
  browser_views INTEGER NOT NULL DEFAULT 0,
  last_refusal TEXT,
  PRIMARY KEY (host, area, version, minute)
);
CREATE INDEX host_reports_minute ON host_reports (minute);

ALTER TABLE rollouts ADD COLUMN evidence_from_ms INTEGER;
`,
  },
];
