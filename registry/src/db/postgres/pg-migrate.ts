/**
 * Transactions and migrations on a `pg` pool (decision 021).
 */
import type pg from 'pg';
import { checkMigrationOrder, type Migration } from '../migrations/migration.ts';

/**
 * Runs `work` between BEGIN and COMMIT on one pooled connection; rolls back and rethrows when it
 * throws. A connection whose ROLLBACK fails is destroyed rather than reused.
 */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, all in one transaction that
 * first takes the transaction-level advisory lock `lockName`: processes starting together wait
 * for each other and apply each step exactly once; a failing step leaves the schema as it was.
 * Returns the versions applied. Throws an Error naming the migration that failed.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[], lockName: string): Promise<number[]> {
  checkMigrationOrder(migrations);
  return transaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockName]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      try {
        await client.query(migration.sql);
      } catch (error) {
        throw new Error(
          `registry migration ${migration.version} (${migration.name}) failed: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      }
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
