/**
 * Published versions of each remote and the sha256 of every file in them. A version's rows are
 * written once, in one transaction, after its files are in the artifact store.
 */
import type { DatabaseSync } from 'node:sqlite';
import { num, text, type Row } from './database.ts';

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

function toVersion(row: Row): VersionRecord {
  return {
    area: text(row, 'area'),
    version: text(row, 'version'),
    manifest: text(row, 'manifest'),
    publishedAt: text(row, 'published_at'),
    publishedBy: text(row, 'published_by'),
    fileCount: num(row, 'file_count'),
    totalBytes: num(row, 'total_bytes'),
  };
}

/** One published version, or null. */
export function getVersion(db: DatabaseSync, area: string, version: string): VersionRecord | null {
  const row = db.prepare('SELECT * FROM versions WHERE area = ? AND version = ?').get(area, version);
  return row === undefined ? null : toVersion(row);
}

/** Every published version of an area, newest publication first. */
export function listVersions(db: DatabaseSync, area: string): VersionRecord[] {
  return db.prepare('SELECT * FROM versions WHERE area = ? ORDER BY published_at DESC, version DESC').all(area).map(toVersion);
}

/** The files recorded for a version, sorted by path. */
export function listFiles(db: DatabaseSync, area: string, version: string): FileRecord[] {
  return db
    .prepare('SELECT path, sha256, size FROM files WHERE area = ? AND version = ? ORDER BY path')
    .all(area, version)
    .map((row) => ({ path: text(row, 'path'), sha256: text(row, 'sha256'), size: num(row, 'size') }));
}

/** The record of one file, or null when the version has no such file. */
export function getFile(db: DatabaseSync, area: string, version: string, path: string): FileRecord | null {
  const row = db.prepare('SELECT path, sha256, size FROM files WHERE area = ? AND version = ? AND path = ?').get(area, version, path);
  return row === undefined ? null : { path: text(row, 'path'), sha256: text(row, 'sha256'), size: num(row, 'size') };
}

/** Records a version and its files; call inside a transaction. Throws if the version exists. */
export function insertVersion(db: DatabaseSync, record: VersionRecord, files: readonly FileRecord[]): void {
  db.prepare(
    'INSERT INTO versions (area, version, manifest, published_at, published_by, file_count, total_bytes) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(record.area, record.version, record.manifest, record.publishedAt, record.publishedBy, record.fileCount, record.totalBytes);
  const insert = db.prepare('INSERT INTO files (area, version, path, sha256, size) VALUES (?, ?, ?, ?, ?)');
  for (const file of files) insert.run(record.area, record.version, file.path, file.sha256, file.size);
}
