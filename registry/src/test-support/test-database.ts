/**
 * Which store the registry's tests run on. Unset: the embedded SQLite store (a file or
 * `:memory:`). `REGISTRY_TEST_DATABASE_URL=postgresql://...` (set by `npm run test:postgres`):
 * PostgreSQL, each fixture in a schema of its own that is dropped afterwards, so the suites run
 * in parallel on one server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresRepository } from '../db/postgres/postgres-repository.ts';
import type { RegistryRepository } from '../db/repository.ts';
import { openSqliteRepository } from '../db/sqlite-repository.ts';

/** The PostgreSQL server of this test run, or null for SQLite. */
export const TEST_DATABASE_URL: string | null = process.env.REGISTRY_TEST_DATABASE_URL || null;

/** `test` on PostgreSQL runs, `test.skip` on SQLite ones: for behaviour only PostgreSQL has. */
export function testOnPostgres(name: string, run: () => Promise<void>): void {
  (TEST_DATABASE_URL === null ? test.skip : test)(name, run);
}

/** A fresh, empty database for one fixture: `url` for the registry (null on SQLite), `drop()` removes it. */
export interface TestDatabase {
  url: string | null;
  drop(): Promise<void>;
}

/** The server URL with `search_path` set to `schema`, so the registry's tables land in it. */
function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.href;
}

/** Creates a schema of its own on PostgreSQL runs; nothing on SQLite runs. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = TEST_DATABASE_URL;
  if (server === null) return { url: null, drop: async () => undefined };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    url: withSchema(server, schema),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A repository on a fresh database of the run's store, and `sql(text)` for statements a test plays as an attacker. */
export interface TestRepository {
  repo: RegistryRepository;
  sql(text: string): Promise<void>;
  close(): Promise<void>;
}

/** Opens a repository on a fresh database (SQLite `:memory:`, or a PostgreSQL schema of its own). */
export async function openTestRepository(): Promise<TestRepository> {
  const database = await createTestDatabase();
  if (database.url === null) {
    const repo = openSqliteRepository(':memory:');
    return { repo, sql: async (text) => void repo.db.exec(text), close: () => repo.close() };
  }
  const repo = await openPostgresRepository(database.url, { warn: () => undefined });
  return {
    repo,
    sql: async (text) => void (await repo.pool.query(text)),
    async close() {
      await repo.close();
      await database.drop();
    },
  };
}
