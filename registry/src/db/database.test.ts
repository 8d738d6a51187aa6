import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.ts';
import { addHealth, sumHealth } from './health-repo.ts';
import { getRelease } from './release-repo.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'registry-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('a database made before page counts and pulled versions is brought up to date, keeping its rows', () => {
  const path = join(dir, 'registry.sqlite');
  const old = new DatabaseSync(path);
  old.exec(`
    CREATE TABLE health (area TEXT NOT NULL, version TEXT NOT NULL, bucket INTEGER NOT NULL, loads INTEGER NOT NULL,
      failures INTEGER NOT NULL, PRIMARY KEY (area, version, bucket));
    INSERT INTO health VALUES ('blog', '1.0.0', 1, 10, 2);
    CREATE TABLE releases (area TEXT PRIMARY KEY, version TEXT NOT NULL, origin TEXT NOT NULL, canary_version TEXT,
      canary_percent REAL, canary_started_ms INTEGER, previous TEXT NOT NULL DEFAULT '[]', updated_at TEXT NOT NULL);
    INSERT INTO releases (area, version, origin, previous, updated_at) VALUES ('blog', '1.0.0', 'http://localhost:3002', '["0.9.0"]', 'then');
  `);
  old.close();

  const db = openDatabase(path);
  addHealth(db, 'blog', '1.0.0', { loads: 0, failures: 0, pageViews: 5, pageFailures: 1 }, 20_000);
  expect(sumHealth(db, 'blog', '1.0.0', 0)).toEqual({ loads: 10, failures: 2, pageViews: 5, pageFailures: 1 });
  expect(getRelease(db, 'blog')).toMatchObject({ version: '1.0.0', previous: ['0.9.0'], pulled: [] });
  db.close();
  // Opening it again changes nothing more.
  openDatabase(path).close();
});

test('the database and its WAL and SHM files are readable by their owner only (0600), an old world-readable file too', () => {
  const fresh = join(dir, 'fresh.sqlite');
  const db = openDatabase(fresh);
  addHealth(db, 'blog', '1.0.0', { loads: 1, failures: 0, pageViews: 1, pageFailures: 0 }, 20_000);
  for (const file of [fresh, `${fresh}-wal`, `${fresh}-shm`]) expect([file, statSync(file).mode & 0o777]).toEqual([file, 0o600]);
  db.close();

  const old = join(dir, 'old.sqlite');
  new DatabaseSync(old).close();
  chmodSync(old, 0o644);
  openDatabase(old).close();
  expect(statSync(old).mode & 0o777).toBe(0o600);
});
