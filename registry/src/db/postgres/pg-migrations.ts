/**
 * Schema migrations of the PostgreSQL store (decision 021). The same tables as the SQLite store,
 * in PostgreSQL's types: timestamps as `timestamptz`, counters as `bigint`, JSON as `jsonb`. The
 * audit log refuses UPDATE, DELETE and TRUNCATE in the database itself. Append new steps; never
 * edit an applied one.
 */
import type { Migration } from '../migrations/migration.ts';

/** The PostgreSQL migrations, in order. */
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial-schema',
    sql: `
CREATE TABLE state (
  id integer PRIMARY KEY CHECK (id = 1),
  revision bigint NOT NULL
);
INSERT INTO state (id, revision) VALUES (1, 0);

CREATE TABLE versions (
  area text NOT NULL,
  version text NOT NULL,
  manifest text NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  file_count integer NOT NULL,
  total_bytes bigint NOT NULL,
  PRIMARY KEY (area, version)
);

CREATE TABLE files (
  area text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  sha256 text NOT NULL,
  size bigint NOT NULL,
  PRIMARY KEY (area, version, path),
  FOREIGN KEY (area, version) REFERENCES versions (area, version)
);

CREATE TABLE releases (
  area text PRIMARY KEY,
  version text NOT NULL,
  origin text NOT NULL,
  canary_version text,
  canary_percent double precision,
  canary_started_ms bigint,
  previous jsonb NOT NULL DEFAULT '[]',
  pulled jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL
);

CREATE TABLE health (
  area text NOT NULL,
  version text NOT NULL,
  bucket bigint NOT NULL,
  loads bigint NOT NULL,
  failures bigint NOT NULL,
  page_views bigint NOT NULL DEFAULT 0,
  page_failures bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (area, version, bucket)
);

CREATE TABLE audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  area text,
  from_version text,
  to_version text,
  from_revision bigint NOT NULL,
  to_revision bigint NOT NULL,
  reason text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX audit_area_id ON audit (area, id);

CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_no_update_or_delete BEFORE UPDATE OR DELETE ON audit
  FOR EACH ROW EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON audit
  FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
`,
  },
  {
    version: 2,
    name: 'signals-and-rollouts',
    sql: `
CREATE TABLE signals (
  area text NOT NULL,
  version text NOT NULL,
  minute bigint NOT NULL,
  page_views bigint NOT NULL DEFAULT 0,
  server_errors bigint NOT NULL DEFAULT 0,
  browser_errors bigint NOT NULL DEFAULT 0,
  nav_failures bigint NOT NULL DEFAULT 0,
  render_ms bigint NOT NULL DEFAULT 0,
  renders bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (area, version, minute)
);
CREATE INDEX signals_minute ON signals (minute);

CREATE TABLE signal_histograms (
  area text NOT NULL,
  version text NOT NULL,
  minute bigint NOT NULL,
  metric text NOT NULL,
  bin bigint NOT NULL,
  count bigint NOT NULL,
  PRIMARY KEY (area, version, minute, metric, bin)
);
CREATE INDEX signal_histograms_minute ON signal_histograms (minute);

CREATE TABLE rollouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  area text NOT NULL,
  version text NOT NULL,
  from_version text NOT NULL,
  stages jsonb NOT NULL,
  stage_index bigint NOT NULL,
  stage_started_ms bigint NOT NULL,
  hold_ms bigint NOT NULL,
  status text NOT NULL,
  reason text NOT NULL,
  actor text NOT NULL,
  started_ms bigint NOT NULL,
  updated_ms bigint NOT NULL,
  last_figures jsonb NOT NULL DEFAULT '{}'
);
CREATE UNIQUE INDEX rollouts_one_live ON rollouts (area) WHERE status IN ('running', 'paused');
`,
  },
  {
    version: 3,
    name: 'rollout-max-hold',
    // Rollouts started before have none: they read as the default maximum hold (services/max-hold.ts maxHoldOf).
    sql: `ALTER TABLE rollouts ADD COLUMN max_hold_ms bigint;`,
  },
  {
    version: 4,
    name: 'environments',
    // Decision 059: one revision and lock per environment; releases and rollouts per environment. Every row so far is production's.
    sql: `
CREATE TABLE environments (
  name text PRIMARY KEY,
  revision bigint NOT NULL,
  lock_actor text,
  lock_reason text,
  lock_at text,
  lock_until text
);
INSERT INTO environments (name, revision) SELECT 'production', revision FROM state WHERE id = 1;
INSERT INTO environments (name, revision) VALUES ('production', 0) ON CONFLICT (name) DO NOTHING;
DROP TABLE state;

ALTER TABLE releases ADD COLUMN environment text NOT NULL DEFAULT 'production';
ALTER TABLE releases DROP CONSTRAINT releases_pkey;
ALTER TABLE releases ADD PRIMARY KEY (environment, area);
ALTER TABLE releases ALTER COLUMN environment DROP DEFAULT;

ALTER TABLE rollouts ADD COLUMN environment text NOT NULL DEFAULT 'production';
DROP INDEX rollouts_one_live;
CREATE UNIQUE INDEX rollouts_one_live ON rollouts (environment, area) WHERE status IN ('running', 'paused');

ALTER TABLE audit ADD COLUMN environment text DEFAULT 'production';
ALTER TABLE audit ALTER COLUMN environment DROP DEFAULT;
CREATE INDEX audit_environment ON audit (environment, id);
`,
  },
  {
    version: 5,
    name: 'signed-page-views-and-host-reports',
    // Decisions 047-049: browser evidence as signed page views (each counted once per version), reports per host, the guard's evidence window.
    sql: `
ALTER TABLE signals ADD COLUMN browser_views bigint NOT NULL DEFAULT 0;
ALTER TABLE signals ADD COLUMN error_views bigint NOT NULL DEFAULT 0;
ALTER TABLE signals ADD COLUMN nav_failure_views bigint NOT NULL DEFAULT 0;

CREATE TABLE browser_view_claims (
  view_id text NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  source text NOT NULL,
  error integer NOT NULL DEFAULT 0,
  minute bigint NOT NULL,
  PRIMARY KEY (view_id, area, version)
);
CREATE INDEX browser_view_claims_minute ON browser_view_claims (minute);
CREATE INDEX browser_view_claims_source ON browser_view_claims (area, version, source, minute);
CREATE INDEX browser_view_claims_errors ON browser_view_claims (area, version, minute) WHERE error = 1;

CREATE TABLE host_reports (
  host text NOT NULL,
  area text NOT NULL,
  version text NOT NULL,
  minute bigint NOT NULL,
  reports bigint NOT NULL DEFAULT 0,
  refused bigint NOT NULL DEFAULT 0,
  loads bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  page_views bigint NOT NULL DEFAULT 0,
  page_failures bigint NOT NULL DEFAULT 0,
  browser_views bigint NOT NULL DEFAULT 0,
  last_refusal text,
  PRIMARY KEY (host, area, version, minute)
);
CREATE INDEX host_reports_minute ON host_reports (minute);

ALTER TABLE rollouts ADD COLUMN evidence_from_ms bigint;
`,
  },
];
