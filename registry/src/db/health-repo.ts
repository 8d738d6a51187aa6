/**
 * Load and failure counts that hosts report per remote version, kept in one-minute buckets so
 * a sliding window can be summed cheaply.
 */
import type { DatabaseSync } from 'node:sqlite';
import { num } from './database.ts';

/** Summed counts: `loads` attempts and `failures` among them. */
export interface HealthCounts {
  loads: number;
  failures: number;
}

/** Adds a report to the bucket of the minute containing `nowMs` (epoch milliseconds). */
export function addHealth(db: DatabaseSync, area: string, version: string, counts: HealthCounts, nowMs: number): void {
  db.prepare(
    `INSERT INTO health (area, version, minute, loads, failures) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (area, version, minute) DO UPDATE SET loads = loads + excluded.loads, failures = failures + excluded.failures`,
  ).run(area, version, Math.floor(nowMs / 60_000), counts.loads, counts.failures);
}

/** Counts of one version reported at or after `sinceMs` (epoch milliseconds; 0 for all time). */
export function sumHealth(db: DatabaseSync, area: string, version: string, sinceMs: number): HealthCounts {
  const row = db
    .prepare('SELECT COALESCE(SUM(loads), 0) AS loads, COALESCE(SUM(failures), 0) AS failures FROM health WHERE area = ? AND version = ? AND minute >= ?')
    .get(area, version, Math.floor(sinceMs / 60_000));
  return row === undefined ? { loads: 0, failures: 0 } : { loads: num(row, 'loads'), failures: num(row, 'failures') };
}
