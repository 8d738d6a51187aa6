/**
 * One row's columns as both stores read them, so each table has one mapping to its record
 * (`toRelease`, `toVersion`, `toFile`, `toAuditEntry`, `toSignalMinute`) whatever the dialect. The
 * readers differ: SQLite keeps timestamps and JSON as text and may return a bigint
 * (`sqliteColumns`, database.ts); `pg` returns `bigint` and `numeric` as strings, `timestamptz` as a
 * Date and `jsonb` parsed (`pgColumns`, postgres/pg-rows.ts). Every reader throws an Error naming
 * the column when a value has another type.
 */

/** The typed readers of one row. */
export interface Columns {
  /** A text column. */
  text(key: string): string;
  /** A text column, or null when it is NULL. */
  textOrNull(key: string): string | null;
  /** A numeric column (integer, bigint, numeric) as a number. */
  num(key: string): number;
  /** A numeric column, or null when it is NULL. */
  numOrNull(key: string): number | null;
  /** A timestamp column as ISO 8601 UTC with milliseconds. */
  time(key: string): string;
  /** A JSON column, parsed (text in SQLite, jsonb in PostgreSQL). */
  json(key: string): unknown;
}

/** The Error of a column whose value is not what its reader expects. */
export function wrongColumn(key: string, expected: string, value: unknown): Error {
  return new Error(`reading column ${key}: expected ${expected}, got ${value === null ? 'null' : typeof value}`);
}

/** A JSON object column's entries, or `{}` when the value is not an object. */
export function jsonObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
}

/** A JSON array column's strings (a list of versions), or `[]`. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
