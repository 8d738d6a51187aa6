/**
 * The registry's state in one SQLite file (node:sqlite): published versions and their file
 * hashes, the release set with its revision, per-version health counts, and the audit log,
 * which triggers keep append-only. The schema comes from numbered migrations
 * (`migrations/sqlite-migrations.ts`).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import type { Columns } from './columns.ts';
import { checkMigrationOrder, type Migration } from './migrations/migration.ts';
import { SQLITE_MIGRATIONS } from './migrations/sqlite-migrations.ts';

/**
 * Opens (creating folders as needed) the database at `path`, or an in-memory one for
 * `:memory:`, and applies pending migrations. WAL mode and a 5 s busy timeout let several
 * processes share the file. Throws an Error naming a migration that failed.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL;');
  migrateSqlite(db, SQLITE_MIGRATIONS);
  addLegacyColumns(db);
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

/** The current revision of the release set (0 before the first write). */
export function currentRevision(db: DatabaseSync): number {
  const row = db.prepare('SELECT revision FROM state WHERE id = 1').get();
  return row === undefined ? 0 : num(row, 'revision');
}

/** Increments the revision and returns the new value; call inside `inTransaction` (tools that write the file directly). */
export function bumpRevision(db: DatabaseSync): number {
  db.prepare('UPDATE state SET revision = revision + 1 WHERE id = 1').run();
  return currentRevision(db);
}

/**
 * Compare-and-set of the revision: `UPDATE ... WHERE revision = expected`. Returns the new
 * revision, or null when the revision was no longer `expected` (nothing changed). Call inside `inTransaction`.
 */
export function bumpRevisionFrom(db: DatabaseSync, expected: number): number | null {
  const row = db.prepare('UPDATE state SET revision = revision + 1 WHERE id = 1 AND revision = ? RETURNING revision').get(expected);
  return row === undefined ? null : num(row, 'revision');
}
