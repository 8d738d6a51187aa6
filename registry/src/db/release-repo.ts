/**
 * Rows of the release set: per area the active version, its origin, an optional canary, the
 * versions that were active before (most recent first) and those rolled back away from.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Area } from '@meridian/shared/areas';
import { isArea } from '@meridian/shared/areas';
import { stringList, type Columns } from './columns.ts';
import { sqliteColumns } from './database.ts';
import { DEFAULT_ENVIRONMENT } from './environment-repo.ts';

/** A canary: `percent` (0-100) of visitors get `version`; `startedMs` is epoch milliseconds. */
export interface Canary {
  version: string;
  percent: number;
  startedMs: number;
}

/** One area's release state. */
export interface AreaRelease {
  area: Area;
  version: string;
  origin: string;
  canary: Canary | null;
  /** Versions active before this one, most recent first (at most `MAX_HISTORY`). */
  previous: string[];
  /**
   * Versions rolled back away from and not made active again since, most recent first: never
   * the fallback (decision 050). Absent is the same as empty.
   */
  pulled?: string[];
}

/** How many previous versions an area remembers. */
export const MAX_HISTORY = 20;

/** A `releases` row of either store, or null for an area this build does not know. */
export function toRelease(row: Columns): AreaRelease | null {
  const area = row.text('area');
  if (!isArea(area)) return null;
  const canaryVersion = row.textOrNull('canary_version');
  return {
    area,
    version: row.text('version'),
    origin: row.text('origin'),
    canary:
      canaryVersion === null
        ? null
        : { version: canaryVersion, percent: row.num('canary_percent'), startedMs: row.numOrNull('canary_started_ms') ?? 0 },
    previous: stringList(row.json('previous')),
    pulled: stringList(row.json('pulled')),
  };
}

/** Every area that has an active version in `environment` (decision 059). */
export function listReleases(db: DatabaseSync, environment = DEFAULT_ENVIRONMENT): AreaRelease[] {
  return db
    .prepare('SELECT * FROM releases WHERE environment = ? ORDER BY area')
    .all(environment)
    .map((row) => toRelease(sqliteColumns(row)))
    .filter((release): release is AreaRelease => release !== null);
}

/** One area's release state in `environment`, or null before its first activation there. */
export function getRelease(db: DatabaseSync, area: Area, environment = DEFAULT_ENVIRONMENT): AreaRelease | null {
  const row = db.prepare('SELECT * FROM releases WHERE environment = ? AND area = ?').get(environment, area);
  return row === undefined ? null : toRelease(sqliteColumns(row));
}

/** Inserts or replaces one area's release state in `environment`; call inside a transaction that bumps its revision. */
export function saveRelease(db: DatabaseSync, release: AreaRelease, nowMs: number, environment = DEFAULT_ENVIRONMENT): void {
  db.prepare(
    `INSERT INTO releases (environment, area, version, origin, canary_version, canary_percent, canary_started_ms, previous, pulled, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (environment, area) DO UPDATE SET version = excluded.version, origin = excluded.origin,
       canary_version = excluded.canary_version, canary_percent = excluded.canary_percent,
       canary_started_ms = excluded.canary_started_ms, previous = excluded.previous, pulled = excluded.pulled,
       updated_at = excluded.updated_at`,
  ).run(
    environment,
    release.area,
    release.version,
    release.origin,
    release.canary?.version ?? null,
    release.canary?.percent ?? null,
    release.canary?.startedMs ?? null,
    JSON.stringify(release.previous.slice(0, MAX_HISTORY)),
    JSON.stringify((release.pulled ?? []).slice(0, MAX_HISTORY)),
    new Date(nowMs).toISOString(),
  );
}
