/**
 * Counts that hosts report per remote version (loads of its server code and their failures,
 * page views and the page failures among them), kept in 10-second buckets so a sliding window
 * can be summed cheaply.
 */
import type { DatabaseSync } from 'node:sqlite';
import { num } from './database.ts';

/** Width of a bucket, in milliseconds. */
export const HEALTH_BUCKET_MS = 10_000;

/** Summed counts: `loads` attempts and `failures` among them; `pageViews` and the `pageFailures` among them (decision 032). */
export interface HealthCounts {
  loads: number;
  failures: number;
  pageViews: number;
  pageFailures: number;
}

/** Adds a report to the bucket containing `nowMs` (epoch milliseconds). */
export function addHealth(db: DatabaseSync, area: string, version: string, counts: HealthCounts, nowMs: number): void {
  db.prepare(
    `INSERT INTO health (area, version, bucket, loads, failures, page_views, page_failures) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (area, version, bucket) DO UPDATE SET loads = loads + excluded.loads, failures = failures + excluded.failures,
       page_views = page_views + excluded.page_views, page_failures = page_failures + excluded.page_failures`,
  ).run(area, version, Math.floor(nowMs / HEALTH_BUCKET_MS), counts.loads, counts.failures, counts.pageViews, counts.pageFailures);
}

/**
 * Counts of one version in the buckets that start at or after `sinceMs` (epoch milliseconds;
 * 0 for all time). The bucket that `sinceMs` falls inside is left out, so reports made before
 * a canary (re)started never count against it.
 */
export function sumHealth(db: DatabaseSync, area: string, version: string, sinceMs: number): HealthCounts {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(loads), 0) AS loads, COALESCE(SUM(failures), 0) AS failures, COALESCE(SUM(page_views), 0) AS page_views,
         COALESCE(SUM(page_failures), 0) AS page_failures FROM health WHERE area = ? AND version = ? AND bucket >= ?`,
    )
    .get(area, version, Math.ceil(sinceMs / HEALTH_BUCKET_MS));
  return row === undefined
    ? { loads: 0, failures: 0, pageViews: 0, pageFailures: 0 }
    : {
        loads: num(row, 'loads'),
        failures: num(row, 'failures'),
        pageViews: num(row, 'page_views'),
        pageFailures: num(row, 'page_failures'),
      };
}
