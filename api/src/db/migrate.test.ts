import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.ts';
import { runMigrations } from './migrate.ts';
import type { Migration } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-migrate-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const table =
  (name: string): Migration['up'] =>
  (db) =>
    db.exec(`CREATE TABLE ${name} (id INTEGER)`);

test('applies pending migrations in order and records them once', () => {
  const db = new DatabaseSync(join(dir, 'a.sqlite'));
  const list: Migration[] = [
    { version: 1, name: 'one', up: table('one') },
    { version: 2, name: 'two', up: table('two') },
  ];
  expect(runMigrations(db, list)).toEqual([1, 2]);
  expect(runMigrations(db, list)).toEqual([]);
  expect(runMigrations(db, [...list, { version: 3, name: 'three', up: table('three') }])).toEqual([3]);
  expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual([
    { version: 1, name: 'one' },
    { version: 2, name: 'two' },
    { version: 3, name: 'three' },
  ]);
  db.close();
});

test('rolls back a failing migration and names it', () => {
  const db = new DatabaseSync(join(dir, 'b.sqlite'));
  const failing: Migration = {
    version: 1,
    name: 'broken',
    up: (d) => {
      table('half')(d);
      d.exec('NOT SQL');
    },
  };
  expect(() => runMigrations(db, [failing])).toThrow('Migration 1 (broken) failed');
  expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
  expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
  db.close();
});

test('refuses a list out of order', () => {
  const db = new DatabaseSync(':memory:');
  const list: Migration[] = [
    { version: 2, name: 'b', up: table('b') },
    { version: 1, name: 'a', up: table('a') },
  ];
  expect(() => runMigrations(db, list)).toThrow('out of order');
  db.close();
});

test('openDatabase creates the folder, the schema and the seed data', () => {
  const db = openDatabase(join(dir, 'nested', 'api.sqlite'));
  expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: MIGRATIONS.length });
  expect(
    db
      .prepare('SELECT code FROM currencies ORDER BY code')
      .all()
      .map((r) => r.code),
  ).toEqual(['AUD', 'CAD', 'GBP', 'USD']);
  expect(db.prepare('SELECT count(*) AS n FROM plan_prices').get()).toEqual({ n: 12 });
  expect(
    db
      .prepare('SELECT key FROM site_config ORDER BY key')
      .all()
      .map((r) => r.key),
  ).toEqual(['latest_build', 'payment_common_params', 'promotion']);
  db.close();
  const again = openDatabase(join(dir, 'nested', 'api.sqlite'));
  expect(again.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: MIGRATIONS.length });
  again.close();
});
