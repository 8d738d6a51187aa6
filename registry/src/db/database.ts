/**
 * The registry's state in one SQLite file (node:sqlite): published versions and their file
 * hashes, the release set with its revision, per-version health counts, and the audit log,
 * which triggers keep append-only. The schema comes from numbered migrations
 * (`migrations/sqlite-migrations.ts`).
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import type { Columns } from './columns.ts';
import { checkMigrationOrder, type Migration } from './migrations/migration.ts';
import { SQLITE_MIGRATIONS } from './migrations/sqlite-migrations.ts';
import { inTransaction } from '@meridian/shared/sqlite.server';

/** One IMMEDIATE transaction around `work` (`@meridian/shared/sqlite.server`, the api's too). */
export { inTransaction };

/**
 * Creates the database file at `path` when missing, owner-only (0600), and makes it and its WAL
 * and SHM files (those there) 0600 (decision 051: it holds people's data). SQLite gives the WAL
 * and SHM it creates the database file's mode, so they follow.
 */
function keepPrivate(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, 0o600);
}

/**
 * Opens (creating folders as needed) the database at `path`, or an in-memory one for
 * `:memory:`, and applies pending migrations. WAL mode and a 5 s busy timeout let several
 * processes share the file. Throws an Error naming a migration that failed.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    keepPrivate(path);
  }
  const db = new DatabaseSync(path);
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL;');
  // Later steps rebuild tables with every column, so a file from before migrations gets its missing columns first.
  migrateSqlite(db, SQLITE_MIGRATIONS.slice(0, 1));
  addLegacyColumns(db);
  migrateSqlite(db, SQLITE_MIGRATIONS);
  return db;
}

/**
 * Columns added after the first release but before numbered migrations existed, with their
 * definitions: added to a file made before them (migration 1 only creates missing tables).
 * Later schema changes are numbered migrations.
 */
const ADDED_COLUMNS: readonly (readonly [table: string, column: string, definition: string])[] = [
  ['health', 'page_views', 'INTEGER NOT NULL DEFAULT 0'],
  ['health', 'page_failures', 'INTEGER NOT NULL DEFAULT 0'],
  ['releases', 'pulled', "TEXT NOT NULL DEFAULT '[]'"],
];

function addLegacyColumns(db: DatabaseSync): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all();
    if (!columns.some((row) => row.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own
 * `BEGIN IMMEDIATE` transaction (SQLite's write lock is the migration lock: two processes
 * starting together apply each step once). Returns the versions applied by this call.
 */
export function migrateSqlite(db: DatabaseSync, migrations: readonly Migration[]): number[] {
  checkMigrationOrder(migrations);
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied: number[] = [];
  for (const migration of migrations) {
    try {
      inTransaction(db, () => {
        if (db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version) !== undefined) return;
        db.exec(migration.sql);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          new Date().toISOString(),
        );
        applied.push(migration.version);
      });
    } catch (error) {
      throw new Error(`registry migration ${migration.version} (${migration.name}) failed: ${String(error)}`, { cause: error });
    }
  }
  return applied;
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

/** The typed readers of a SQLite row (`Columns`): timestamps are stored as ISO text, JSON as text. */
export function sqliteColumns(row: Row): Columns {
  return {
    text: (key) => text(row, key),
    textOrNull: (key) => textOrNull(row, key),
    num: (key) => num(row, key),
    numOrNull: (key) => numOrNull(row, key),
    time: (key) => text(row, key),
    json: (key) => JSON.parse(text(row, key)) as unknown,
  };
}

/** The current revision of `environment`'s release set (production unless named; 0 before the first write; decision 059). */
export function currentRevision(db: DatabaseSync, environment = 'production'): number {
  const row = db.prepare('SELECT revision FROM environments WHERE name = ?').get(environment);
  return row === undefined ? 0 : num(row, 'revision');
}

/** Increments `environment`'s revision and returns the new value; call inside `inTransaction` (tools that write the file directly). */
export function bumpRevision(db: DatabaseSync, environment = 'production'): number {
  db.prepare('INSERT OR IGNORE INTO environments (name, revision) VALUES (?, 0)').run(environment);
  db.prepare('UPDATE environments SET revision = revision + 1 WHERE name = ?').run(environment);
  return currentRevision(db, environment);
}
