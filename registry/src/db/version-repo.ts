/**
 * Published versions of each remote and the sha256 of every file in them. A version's rows are
 * written once, in one transaction, after its files are in the artifact store.
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Columns } from './columns.ts';
import { sqliteColumns } from './database.ts';

/** A file of a version: `path` relative to the version folder, `sha256` in lowercase hex, `size` in bytes. */
export interface FileRecord {
  path: string;
  sha256: string;
  size: number;
}

/** A published version; `manifest` is the raw `mf-manifest.json` text. */
export interface VersionRecord {
  area: string;
  version: string;
  manifest: string;
  publishedAt: string;
  publishedBy: string;
  fileCount: number;
  totalBytes: number;
}

/** A `versions` row of either store; `publishedAt` is ISO 8601 UTC. */
export function toVersion(row: Columns): VersionRecord {
  return {
    area: row.text('area'),
    version: row.text('version'),
    manifest: row.text('manifest'),
    publishedAt: row.time('published_at'),
    publishedBy: row.text('published_by'),
    fileCount: row.num('file_count'),
    totalBytes: row.num('total_bytes'),
  };
}

/** A `files` row of either store. */
export function toFile(row: Columns): FileRecord {
  return { path: row.text('path'), sha256: row.text('sha256'), size: row.num('size') };
}

/** One published version, or null. */
export function getVersion(db: DatabaseSync, area: string, version: string): VersionRecord | null {
  const row = db.prepare('SELECT * FROM versions WHERE area = ? AND version = ?').get(area, version);
  return row === undefined ? null : toVersion(sqliteColumns(row));
}

/** Every published version of an area, newest publication first. */
export function listVersions(db: DatabaseSync, area: string): VersionRecord[] {
  return db
    .prepare('SELECT * FROM versions WHERE area = ? ORDER BY published_at DESC, version DESC')
    .all(area)
    .map((row) => toVersion(sqliteColumns(row)));
}

/** The files recorded for a version, sorted by path. */
export function listFiles(db: DatabaseSync, area: string, version: string): FileRecord[] {
  return db
    .prepare('SELECT path, sha256, size FROM files WHERE area = ? AND version = ? ORDER BY path')
    .all(area, version)
    .map((row) => toFile(sqliteColumns(row)));
}

/** The record of one file, or null when the version has no such file. */
export function getFile(db: DatabaseSync, area: string, version: string, path: string): FileRecord | null {
  const row = db.prepare('SELECT path, sha256, size FROM files WHERE area = ? AND version = ? AND path = ?').get(area, version, path);
  return row === undefined ? null : toFile(sqliteColumns(row));
}

/** Records a version and its files; call inside a transaction. Throws if the version exists. */
export function insertVersion(db: DatabaseSync, record: VersionRecord, files: readonly FileRecord[]): void {
  db.prepare(
    'INSERT INTO versions (area, version, manifest, published_at, published_by, file_count, total_bytes) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(record.area, record.version, record.manifest, record.publishedAt, record.publishedBy, record.fileCount, record.totalBytes);
  const insert = db.prepare('INSERT INTO files (area, version, path, sha256, size) VALUES (?, ?, ?, ?, ?)');
  for (const file of files) insert.run(record.area, record.version, file.path, file.sha256, file.size);
}
