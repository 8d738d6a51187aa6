/**
 * The one SQLite transaction helper of the api and the registry (both on `node:sqlite`),
 * exported as `@meridian/shared/sqlite.server`.
 */
import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` inside `BEGIN IMMEDIATE ... COMMIT`, so a read-compare-write in it is atomic against
 * every other writer, in this process or another: committed when it returns, rolled back when it
 * throws (the error is rethrown; no ROLLBACK is sent when the transaction already ended).
 * Returns what `work` returned.
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
