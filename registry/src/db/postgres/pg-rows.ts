/**
 * Reading PostgreSQL rows into the registry's records. `pg` returns `bigint` and `numeric` as
 * strings, `timestamptz` as a Date and `jsonb` parsed; each reader throws an Error naming the
 * column when a value has another type.
 */
import { isArea } from '@meridian/shared/areas';
import type { AuditEntry } from '../audit-repo.ts';
import type { AreaRelease } from '../release-repo.ts';
import type { FileRecord, VersionRecord } from '../version-repo.ts';

/** A row as `pg` returns it. */
export type PgRow = Record<string, unknown>;

function wrong(key: string, expected: string, value: unknown): Error {
  return new Error(`reading column ${key}: expected ${expected}, got ${value === null ? 'null' : typeof value}`);
}

/** The text column `key`. */
export function str(row: PgRow, key: string): string {
  const value = row[key];
  if (typeof value !== 'string') throw wrong(key, 'text', value);
  return value;
}

/** The text column `key`, or null. */
export function strOrNull(row: PgRow, key: string): string | null {
  return row[key] === null || row[key] === undefined ? null : str(row, key);
}

/** The numeric column `key` (integer, bigint or numeric, which `pg` gives as a string). */
export function num(row: PgRow, key: string): number {
  const value = row[key];
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  throw wrong(key, 'a number', value);
}

/** The numeric column `key`, or null. */
export function numOrNull(row: PgRow, key: string): number | null {
  return row[key] === null || row[key] === undefined ? null : num(row, key);
}

/** The timestamptz column `key` as ISO 8601 (UTC, milliseconds). */
export function iso(row: PgRow, key: string): string {
  const value = row[key];
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw wrong(key, 'a timestamp', value);
}

function jsonObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
}

function versionList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A `releases` row, or null for an area this build does not know. */
export function toRelease(row: PgRow): AreaRelease | null {
  const area = str(row, 'area');
  if (!isArea(area)) return null;
  const canaryVersion = strOrNull(row, 'canary_version');
  return {
    area,
    version: str(row, 'version'),
    origin: str(row, 'origin'),
    canary:
      canaryVersion === null
        ? null
        : { version: canaryVersion, percent: num(row, 'canary_percent'), startedMs: numOrNull(row, 'canary_started_ms') ?? 0 },
    previous: versionList(row.previous),
    pulled: versionList(row.pulled),
  };
}

/** A `versions` row. */
export function toVersion(row: PgRow): VersionRecord {
  return {
    area: str(row, 'area'),
    version: str(row, 'version'),
    manifest: str(row, 'manifest'),
    publishedAt: iso(row, 'published_at'),
    publishedBy: str(row, 'published_by'),
    fileCount: num(row, 'file_count'),
    totalBytes: num(row, 'total_bytes'),
  };
}

/** A `files` row. */
export function toFile(row: PgRow): FileRecord {
  return { path: str(row, 'path'), sha256: str(row, 'sha256'), size: num(row, 'size') };
}

/** An `audit` row. */
export function toAuditEntry(row: PgRow): AuditEntry {
  return {
    id: num(row, 'id'),
    at: iso(row, 'at'),
    actor: str(row, 'actor'),
    action: str(row, 'action'),
    area: strOrNull(row, 'area'),
    fromVersion: strOrNull(row, 'from_version'),
    toVersion: strOrNull(row, 'to_version'),
    fromRevision: num(row, 'from_revision'),
    toRevision: num(row, 'to_revision'),
    reason: str(row, 'reason'),
    details: jsonObject(row.details),
  };
}
