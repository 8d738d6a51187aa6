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
  /** Human-readable location, for logs (`file:///.../artifacts`). */
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
