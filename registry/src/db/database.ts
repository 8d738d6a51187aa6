/**
 * The registry's state in one SQLite file (node:sqlite): published versions and their file
 * hashes, the release set with its revision, per-version health counts, and the audit log,
 * which triggers keep append-only.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';

const SCHEMA = `
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
`;

/**
 * Opens (creating folders and tables as needed) the database at `path`, or an in-memory one
 * for `:memory:`. WAL mode and a 5 s busy timeout let several processes share the file.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL;');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}

/** Columns added after the first release, with their definitions: added to a database made before them. */
const ADDED_COLUMNS: readonly (readonly [table: string, column: string, definition: string])[] = [
  ['health', 'page_views', 'INTEGER NOT NULL DEFAULT 0'],
  ['health', 'page_failures', 'INTEGER NOT NULL DEFAULT 0'],
  ['releases', 'pulled', "TEXT NOT NULL DEFAULT '[]'"],
];

function migrate(db: DatabaseSync): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all();
    if (!columns.some((row) => row.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/**
 * Runs `work` inside `BEGIN IMMEDIATE ... COMMIT`, so a read-compare-write in it is atomic
 * against every other writer, in this process or another. Rolls back and rethrows on error.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** A row as node:sqlite returns it. */
export type Row = Record<string, SQLOutputValue>;

/** The text column `key` of `row`; throws an Error naming the column when it is not text. */
export function text(row: Row, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw new Error(`reading column ${key}: expected text, got ${typeof value}`);
  return value;
}

/** The text column `key`, or null when it is NULL. */
export function textOrNull(row: Row, key: string): string | null {
  const value = row[key];
  return value === null || value === undefined ? null : text(row, key);
}

/** The numeric column `key`; throws an Error naming the column when it is not a number. */
export function num(row: Row, key: string): number {
  const value = row[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  throw new Error(`reading column ${key}: expected a number, got ${typeof value}`);
}

/** The numeric column `key`, or null when it is NULL. */
export function numOrNull(row: Row, key: string): number | null {
  const value = row[key];
  return value === null || value === undefined ? null : num(row, key);
}

/** The current revision of the release set (0 before the first write). */
export function currentRevision(db: DatabaseSync): number {
  const row = db.prepare('SELECT revision FROM state WHERE id = 1').get();
  return row === undefined ? 0 : num(row, 'revision');
}

/** Increments the revision and returns the new value; call inside `inTransaction`. */
export function bumpRevision(db: DatabaseSync): number {
  db.prepare('UPDATE state SET revision = revision + 1 WHERE id = 1').run();
  return currentRevision(db);
}
