/** @jest-environment node */
import { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './in-transaction.server.ts';

const count = (db: DatabaseSync) => (db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;

test('commits what the work wrote and hands back its result', () => {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE t (x INTEGER)');
  expect(inTransaction(db, () => db.prepare('INSERT INTO t VALUES (1)').run().changes)).toBe(1);
  expect(count(db)).toBe(1);
  expect(db.isTransaction).toBe(false);
});

test('rolls everything back and rethrows when the work throws', () => {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE t (x INTEGER)');
  expect(() =>
    inTransaction(db, () => {
      db.exec('INSERT INTO t VALUES (1)');
      throw new Error('refused');
    }),
  ).toThrow('refused');
  expect(count(db)).toBe(0);
  expect(db.isTransaction).toBe(false);
});
