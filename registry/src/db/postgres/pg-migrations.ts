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
    // Rollouts started before have none: they read as the default maximum hold (rollout-machine.ts maxHoldOf).
    sql: `ALTER TABLE rollouts ADD COLUMN max_hold_ms bigint;`,
  },
];
