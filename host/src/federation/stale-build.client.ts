/**
 * Rules release.pinned-set and shell.build-poll: the page keeps the release set it was rendered with; once
 * the host's build info shows a newer release revision, a chunk or remote that fails to load
 * reloads the page (at most once per path per 10 s) so the visitor gets the new set.
 */
import { createBuildPoller, createChunkReloader, isChunkLoadError, systemTimers } from '@meridian/shared/runtime';

/** Milliseconds between polls of the build info. */
const POLL_INTERVAL_MS = 60_000;

/** Reacts to load failures of code that belongs to an older release. */
export interface StaleBuildGuard {
  /** Reloads the page and returns true when `error` is a load failure and a newer release is live. */
  handle(error: unknown, path: string): boolean;
  /** Reloads once per path per 10 s: the server renders the page again, as the 503 page when its origin is gone. */
  reloadOnce(path: string): boolean;
}

/** A remote that cannot be fetched is a chunk-load failure too, whatever the runtime called its error. */
function asChunkError(error: unknown): unknown {
  if (isChunkLoadError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return /RUNTIME-00[38]|Failed to (get manifest|fetch)|loadScript|script/i.test(message)
    ? Object.assign(new Error(message), { name: 'ChunkLoadError' })
    : error;
}

/** Starts polling `/build/latest.json` against `revision` and returns the guard. */
export function startStaleBuildGuard(revision: string): StaleBuildGuard {
  const poller = createBuildPoller({
    url: '/build/latest.json',
    fetchJson: async (url) => (await fetch(url, { cache: 'no-store' })).json(),
    now: Date.now,
    timers: systemTimers(),
    intervalMs: POLL_INTERVAL_MS,
    initialId: revision,
  });
  poller.start();
  const reloader = createChunkReloader({
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => window.location.reload(),
    isNewBuild: () => poller.isNewBuild(),
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (reloader.handle(asChunkError(event.reason), window.location.pathname)) event.preventDefault();
  });
  return { handle: (error, path) => reloader.handle(asChunkError(error), path), reloadOnce: (path) => reloader.reloadOnce(path) };
}
