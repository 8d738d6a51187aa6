import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-db-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

test('the database (e-mail addresses, password hashes) and its WAL and SHM files are 0600, an old world-readable file too', () => {
  const fresh = join(dir, 'api.sqlite');
  const db = openDatabase(fresh);
  db.exec('CREATE TABLE probe (id INTEGER); INSERT INTO probe VALUES (1);');
  for (const file of [fresh, `${fresh}-wal`, `${fresh}-shm`]) expect([file, statSync(file).mode & 0o777]).toEqual([file, 0o600]);
  db.close();

  const old = join(dir, 'old.sqlite');
  new DatabaseSync(old).close();
  chmodSync(old, 0o644);
  openDatabase(old).close();
  expect(statSync(old).mode & 0o777).toBe(0o600);
});
