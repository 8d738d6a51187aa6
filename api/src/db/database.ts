/**
 * Opening the SQLite file (`node:sqlite`) and small typed query helpers. Every query goes
 * through a prepared statement with bound parameters; no SQL is ever built from input.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { SQLInputValue } from 'node:sqlite';
import type { z } from 'zod';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

/**
 * Opens (creating when missing) the database file and brings its schema up to date.
 * @param path absolute file path; its folder is created; ':memory:' also works
 * @throws Error when the file cannot be opened or a migration fails
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  runMigrations(db, MIGRATIONS);
  return db;
}

/**
 * Runs `work` inside one IMMEDIATE transaction: committed when it returns, rolled back when
 * it throws (the error is rethrown).
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

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
