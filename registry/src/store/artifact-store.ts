/**
 * Where the files of published versions live. The registry needs only these operations, so an
 * object store (S3, GCS, R2) can implement the same interface: versions are written once, as a
 * whole, and read file by file.
 */

/** One file of a version: `path` relative to the version folder (`server/remoteEntry.js`). */
export interface ArtifactFile {
  path: string;
  data: Uint8Array;
}

/** Storage of immutable remote versions, addressed as `<area>/<version>/<path>`. */
export interface ArtifactStore {
  /** True when the store holds any file of `area`@`version`. */
  hasVersion(area: string, version: string): Promise<boolean>;
  /**
   * Stores every file of a new version so that readers see all of it or nothing. Throws an
   * Error when the store already holds that version (versions are immutable).
   */
  putVersion(area: string, version: string, files: readonly ArtifactFile[]): Promise<void>;
  /** The bytes of one file, or null when the store has no such file. */
  read(area: string, version: string, path: string): Promise<Uint8Array | null>;
  /**
   * Deletes every file of `area`@`version` (retention, decision 061) and resolves to how many there
   * were (0 when none). Rejects naming the version when the store refuses.
   */
  deleteVersion(area: string, version: string): Promise<number>;
  /** Human-readable location, for logs (`file:///.../artifacts`). */
  describe(): string;
}

/**
 * Thrown by `putVersion` when the store already holds other bytes under a file of that version
 * (an object store cannot write a version atomically, so a publish that stopped half way leaves
 * files behind; they may already sit in a CDN's cache, so they are never replaced).
 */
export class VersionConflictError extends Error {
  readonly code = 'version_conflict';
}

/** True for a {@link VersionConflictError}, also one from another realm (test sandboxes). */
export function isVersionConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'version_conflict';
}

/**
 * Where the registry keeps a copy of its release state for hosts that start while it is down
 * (`release-state.json` in the bucket, decision 022). Not immutable: each write replaces the last.
 */
export interface ReleaseSnapshotTarget {
  /** Stores `json` (the body of `GET /api/releases`) as the snapshot. Rejects when the store refuses it. */
  write(json: string): Promise<void>;
  /** The `revision` of the stored snapshot; null when there is none or it is not JSON with a numeric revision. */
  storedRevision(): Promise<number | null>;
  /** Human-readable location, for logs (`s3://bucket/prefix/release-state.json`). */
  describe(): string;
}

const SEGMENT = /^[A-Za-z0-9@_+~=-][A-Za-z0-9@_+~=.,-]*$/;

/**
 * Checks a file path inside a version: relative, `/`-separated, no empty, `.` or `..` segment,
 * only safe characters, at most 512 characters. Returns an error message, or null when valid.
 */
export function invalidArtifactPath(path: string): string | null {
  if (path.length === 0 || path.length > 512) return 'must have 1 to 512 characters';
  if (path.startsWith('/')) return 'must be relative';
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') return 'must not contain empty, "." or ".." segments';
    if (!SEGMENT.test(segment)) return `segment "${segment}" must start with a letter, digit or @_+~=- and hold only those and .,`;
  }
  return null;
}
