/**
 * Reading PostgreSQL rows: `pg` returns `bigint` and `numeric` as strings, `timestamptz` as a Date
 * and `jsonb` parsed; each reader throws an Error naming the column when a value has another type.
 * The records are made by the one mapping per table both stores use (columns.ts).
 */
import { wrongColumn as wrong, type Columns } from '../columns.ts';

/** A row as `pg` returns it. */
export type PgRow = Record<string, unknown>;

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

/** The typed readers of a `pg` row (`Columns`): timestamptz as ISO 8601, jsonb as `pg` parsed it. */
export function pgColumns(row: PgRow): Columns {
  return {
    text: (key) => str(row, key),
    textOrNull: (key) => strOrNull(row, key),
    num: (key) => num(row, key),
    numOrNull: (key) => numOrNull(row, key),
    time: (key) => iso(row, key),
    json: (key) => row[key],
  };
}

/** The first row of a query that always returns one; throws naming `what` when it returned none. */
export function first(rows: PgRow[], what: string): PgRow {
  const row = rows[0];
  if (row === undefined) throw new Error(`${what}: no row returned`);
  return row;
}

/** `?` placeholders numbered `$1`, `$2` ...: the SQL both stores share, for PostgreSQL. */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
}
