import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { migrateSqlite, openDatabase } from '../database.ts';
import { migratePostgres } from '../postgres/pg-migrate.ts';
import { POSTGRES_MIGRATIONS } from '../postgres/pg-migrations.ts';
import { openPostgresRepository } from '../postgres/postgres-repository.ts';
import { createTestDatabase, testOnPostgres, type TestDatabase } from '../../test-support/test-database.ts';
import { SQLITE_MIGRATIONS } from './sqlite-migrations.ts';

let dir: string;
let database: TestDatabase;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'registry-migrations-'));
  database = await createTestDatabase();
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await database.drop();
});

test('adopts a SQLite file made before migrations existed, keeping its data', () => {
  const path = join(dir, 'old.sqlite');
  const old = new DatabaseSync(path);
  old.exec(SQLITE_MIGRATIONS[0]?.sql ?? '');
  old.exec(
    "UPDATE state SET revision = 7; INSERT INTO releases (area, version, origin, updated_at) VALUES ('blog', '1.0.0', 'http://o', 'x')",
  );
  old.close();
  const db = openDatabase(path);
  expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual([
    { version: 1, name: 'initial-schema' },
    { version: 2, name: 'signals-and-rollouts' },
    { version: 3, name: 'rollout-max-hold' },
    { version: 4, name: 'environments' },
    { version: 5, name: 'signed-page-views-and-host-reports' },
  ]);
  // Decision 059: what there was is production's.
  expect(db.prepare('SELECT name, revision FROM environments').all()).toEqual([{ name: 'production', revision: 7 }]);
  expect(db.prepare('SELECT environment, version FROM releases').all()).toEqual([{ environment: 'production', version: '1.0.0' }]);
  db.close();
});

test('applies a SQLite migration once, however often the file is opened', () => {
  const path = join(dir, 'twice.sqlite');
  openDatabase(path).close();
  const db = openDatabase(path);
  expect(migrateSqlite(db, SQLITE_MIGRATIONS)).toEqual([]);
  expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: SQLITE_MIGRATIONS.length });
  db.close();
});

test('refuses a migration list out of order, naming the step', () => {
  const db = new DatabaseSync(':memory:');
  expect(() =>
    migrateSqlite(db, [
      { version: 2, name: 'second', sql: 'SELECT 1' },
      { version: 1, name: 'first', sql: 'SELECT 1' },
    ]),
  ).toThrow(/out of order at 1 \(first\)/);
});

testOnPostgres('three registry processes starting at once on an empty database migrate it exactly once', async () => {
  const url = database.url ?? '';
  const repos = await Promise.all([1, 2, 3].map(() => openPostgresRepository(url, { warn: () => undefined })));
  try {
    const first = repos[0];
    if (first === undefined) throw new Error('no repository');
    const applied = await first.pool.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.rows.map((row) => row.version)).toEqual(POSTGRES_MIGRATIONS.map((migration) => migration.version));
    expect(await first.currentRevision()).toBe(0);
  } finally {
    await Promise.all(repos.map((repo) => repo.close()));
  }
});

testOnPostgres('PostgreSQL migration 4 makes everything a registry held production’s (decision 059)', async () => {
  const pool = new pg.Pool({ connectionString: database.url ?? '' });
  try {
    await migratePostgres(pool, POSTGRES_MIGRATIONS.slice(0, 3), 'test-lock');
    await pool.query(
      "UPDATE state SET revision = 7; INSERT INTO releases (area, version, origin, updated_at) VALUES ('blog', '1.0.0', 'http://o', now())",
    );
    await pool.query(
      "INSERT INTO audit (at, actor, action, area, from_revision, to_revision, reason) VALUES (now(), 'ana', 'activate', 'blog', 6, 7, 'x')",
    );
    await migratePostgres(pool, POSTGRES_MIGRATIONS, 'test-lock');
    expect((await pool.query('SELECT name, revision::int FROM environments')).rows).toEqual([{ name: 'production', revision: 7 }]);
    expect((await pool.query('SELECT environment, version FROM releases')).rows).toEqual([{ environment: 'production', version: '1.0.0' }]);
    expect((await pool.query('SELECT environment FROM audit')).rows).toEqual([{ environment: 'production' }]);
    expect((await pool.query("SELECT to_regclass('state') AS name")).rows).toEqual([{ name: null }]);
  } finally {
    await pool.end();
  }
});

testOnPostgres('a failing PostgreSQL migration is named and leaves the schema as it was', async () => {
  const pool = new pg.Pool({ connectionString: database.url ?? '' });
  try {
    const steps = [
      { version: 1, name: 'good', sql: 'CREATE TABLE kept_if_all_pass (id integer)' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE nope (' },
    ];
    await expect(migratePostgres(pool, steps, 'test-lock')).rejects.toThrow(/migration 2 \(broken\) failed/);
    const found = await pool.query("SELECT to_regclass('kept_if_all_pass') AS name");
    expect(found.rows[0]).toEqual({ name: null });
  } finally {
    await pool.end();
  }
});
