/**
 * Step 2 of a page request, **pin** (docs/architecture.md, "How a request flows"; decision 005):
 * the release set this visitor is served with (the active versions, a canary for a visitor in its
 * share, a preview for this browser) and the page cache key it may be kept and answered under.
 */
import { inCanary } from '@meridian/shared/bucketing';
import { pinRelease, type ReleaseSet, type ReleaseState } from '@meridian/shared/release';
import type { DecidedRequest } from './decide-request.server.ts';
import { pageCacheKey, pageReleaseKey } from '../page-cache/page-cache.server.ts';

/** A decided request with its release set. */
export interface PinnedRequest {
  /** The release state it was pinned from (its active entries are what a failing canary falls back to). */
  readonly state: ReleaseState;
  readonly pinned: ReleaseSet;
  /** The page cache key of the pinned set; null when no kept page may answer (a form post, a session, a preview). */
  readonly cacheKey: string | null;
}

/**
 * Pins `request` to `state`: canary bucketing by the visitor's sticky id (`inCanary`), previews
 * by the visitor's signed token. `hostBuild` names the host's own build (its entry scripts), which
 * is part of the cache key with every pinned area's version (page-cache.server.ts).
 */
export function pinRequest(request: DecidedRequest, state: ReleaseState, hostBuild: readonly string[]): PinnedRequest {
  const pinned = pinRelease(state, request.visitor, inCanary);
  const cacheKey = pageCacheKey({
    method: request.method,
    url: request.originalUrl,
    locale: request.locale,
    prefixed: request.prefixed,
    languageCookie: request.languageCookie,
    release: pageReleaseKey(pinned, hostBuild),
    signedIn: request.token !== null,
    previewing: request.visitor.previews.length > 0,
  });
  return { state, pinned, cacheKey };
}
