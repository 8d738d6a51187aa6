/**
 * Chunk-load errors after a deploy (rule shell.build-poll): when a newer build is live, a
 * failed chunk load reloads the page, at most once per path per 10 s. The guard lives in
 * storage so it survives the reload itself.
 */
import type { KeyValueStorage, Now } from './ports.ts';

/** Reload guard window of rule shell.build-poll, in milliseconds. */
export const RELOAD_GUARD_MS = 10_000;

/** Storage key prefix of the reload guard; the path follows. */
export const RELOAD_GUARD_KEY_PREFIX = 'chunk-reload:';

/**
 * True for the errors bundlers raise when a lazy chunk cannot be fetched: webpack/Rspack
 * `ChunkLoadError` ("Loading chunk 12 failed", "Loading CSS chunk 3 failed") and native
 * dynamic import failures ("Failed to fetch dynamically imported module", "Importing a
 * module script failed", "error loading dynamically imported module").
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk [^ ]+ failed|dynamically imported module|Importing a module script failed/i.test(error.message);
}

/** Dependencies of `createChunkReloader`. */
export interface ChunkReloaderOptions {
  /** Session storage in the browser. */
  readonly storage: KeyValueStorage;
  readonly now: Now;
  /** Reloads the page (`() => location.reload()`). */
  readonly reload: () => void;
  /** Whether a build newer than the page's is live (`BuildPoller.isNewBuild`). */
  readonly isNewBuild: () => boolean;
  /** Guard window in ms; defaults to 10 000. */
  readonly guardMs?: number;
}

/** Decides whether an error on a path reloads the page. */
export interface ChunkReloader {
  /**
   * Reloads and returns true when `error` is a chunk-load error, a new build is live and
   * `path` was not reloaded in the last `guardMs` ms; otherwise returns false (the caller
   * shows its usual error screen).
   */
  handle(error: unknown, path: string): boolean;
  /**
   * Reloads and returns true unless `path` was reloaded in the last `guardMs` ms, whatever the
   * error: for a page whose own area cannot start (its origin died after the server rendered
   * it), where the server now answers with the area's 503 page or a version that works.
   */
  reloadOnce(path: string): boolean;
}

/** Creates the chunk-error reload rule with its per-path guard. */
export function createChunkReloader(options: ChunkReloaderOptions): ChunkReloader {
  const { storage, now, reload, isNewBuild, guardMs = RELOAD_GUARD_MS } = options;
  const reloadOnce = (path: string): boolean => {
    const key = `${RELOAD_GUARD_KEY_PREFIX}${path}`;
    const last = Number(storage.getItem(key));
    const at = now();
    if (Number.isFinite(last) && last > 0 && at - last < guardMs) return false;
    storage.setItem(key, String(at));
    reload();
    return true;
  };
  return {
    handle: (error, path) => isChunkLoadError(error) && isNewBuild() && reloadOnce(path),
    reloadOnce,
  };
}
