/**
 * Versioned schema migrations. Applied versions are recorded in `schema_migrations`; each
 * pending migration runs in its own transaction, in ascending version order, at start-up.
 */
import type { DatabaseSync } from 'node:sqlite';

/** One schema step: `up` receives the open database inside a transaction. */
export interface Migration {
  /** Positive integer, unique, ascending in the list. */
  readonly version: number;
  /** kebab-case name, e.g. 'initial-schema'. */
  readonly name: string;
  readonly up: (db: DatabaseSync) => void;
}

/**
 * Applies every migration whose version is not yet recorded.
 * @returns the versions applied by this call
 * @throws Error when the list is out of order, or naming the migration that failed
 */
export function runMigrations(db: DatabaseSync, migrations: readonly Migration[]): number[] {
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1];
    if (!Number.isInteger(m.version) || m.version < 1 || (previous && previous.version >= m.version)) {
      throw new Error(`Migration list out of order at version ${m.version} (${m.name})`);
    }
  });
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const applied: number[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock first, so two processes starting together apply each step once.
    db.exec('BEGIN IMMEDIATE');
    try {
      const done = db.prepare('SELECT version FROM schema_migrations WHERE version = ?').get(migration.version);
      if (done === undefined) {
        migration.up(db);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          Date.now(),
        );
        applied.push(migration.version);
      }
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${reason}`, { cause: error });
    }
  }
  return applied;
}
