/**
 * Opening the SQLite file (`node:sqlite`) and small typed query helpers. Every query goes
 * through a prepared statement with bound parameters; no SQL is ever built from input.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue } from 'node:sqlite';
import type { z } from 'zod';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

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
 * Opens (creating when missing, owner-only: mode 0600 with its WAL and SHM files) the database file
 * and brings its schema up to date.
 * @param path absolute file path; its folder is created; ':memory:' also works
 * @throws Error when the file cannot be opened or a migration fails
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    keepPrivate(path);
  }
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  runMigrations(db, MIGRATIONS);
  return db;
}

/** One IMMEDIATE transaction around `work` (`@meridian/shared/sqlite.server`, the registry's too). */
export { inTransaction } from '@meridian/shared/sqlite.server';

/** First row of a query parsed with `schema`, or undefined when there is none. */
export function getRow<S extends z.ZodType>(db: DatabaseSync, schema: S, sql: string, ...params: SQLInputValue[]): z.infer<S> | undefined {
  const row = db.prepare(sql).get(...params);
  return row === undefined ? undefined : schema.parse(row);
}

/** All rows of a query, each parsed with `schema`. */
export function allRows<S extends z.ZodType>(db: DatabaseSync, schema: S, sql: string, ...params: SQLInputValue[]): z.infer<S>[] {
  return db
    .prepare(sql)
    .all(...params)
    .map((row) => schema.parse(row));
}

/** Runs a write statement; returns the number of changed rows and the last inserted id. */
export function run(db: DatabaseSync, sql: string, ...params: SQLInputValue[]): { changes: number; lastId: number } {
  const result = db.prepare(sql).run(...params);
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
}
