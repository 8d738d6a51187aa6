/**
 * The page cache (decision 070): rendered pages kept in memory for anonymous visitors, so that the
 * host serves a page most visitors share at close to the speed of a static file. This module owns
 * every decision of it: the **key** a request may be answered under ({@link pageCacheKey}), the
 * **lookup** ({@link answerFromCache}, called by the request's composer between pin and load), the
 * **keep** decision ({@link keepTarget}, by the composer once the page is loaded) and the **store**
 * ({@link keepPage}, by the stream once the page is complete). The memory it keeps pages in is
 * page-store.server.ts.
 *
 * Safety first: a page is kept only when its route says it is the same for every anonymous
 * visitor (`handle.cacheable`), it answered 200 to a GET without setting a cookie, and the
 * visitor holds no session token and no preview. The key holds everything else the HTML can
 * depend on: the versions the page carries ({@link pageReleaseKey}: a canary visitor never gets
 * a non-canary page, nor the reverse), the full address, the decided language and the language
 * cookie as sent.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { StaticHandlerContext } from 'react-router';
import { AREAS, type Area } from '@meridian/shared/areas';
import { releaseKey, type ReleaseEntry, type ReleaseSet } from '@meridian/shared/release';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { encodePage, type CachedPage, type PageCache } from './page-store.server.ts';

export { createPageCache, encodePage, type CachedPage, type PageCache, type PageCacheOptions } from './page-store.server.ts';

/**
 * Every page depends on cookies (canary bucket, preview, language) and sets some, so no shared
 * cache may keep it: `private` keeps CDNs out, `no-cache` makes the browser ask again.
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** What a request's page may depend on; null fields make it uncacheable. */
export interface PageKeyInput {
  readonly method: string;
  /** Path and query as requested. */
  readonly url: string;
  readonly locale: string;
  readonly prefixed: boolean;
  /** The `LANGUAGE` cookie as sent (the help-centre link reads it), or null. */
  readonly languageCookie: string | null;
  /** What the page carries of the release and of the host ({@link pageReleaseKey}). */
  readonly release: string;
  readonly signedIn: boolean;
  readonly previewing: boolean;
}

/**
 * The part of a page's key that names the code in it: the host's own build
 * (`hostBuild`, its entry scripts' hashed names) and `area@version@origin` of every area of the
 * pinned set, and nothing else. Every area is in it, not only the one that rendered the page:
 * the page carries the other areas' route shapes (`boot.routeMap`) and their entries
 * (`boot.release`), which the browser registers for later navigations, so a page kept across
 * another area's switch would send a canary visitor to the wrong version. The release revision is
 * left out: a write that changes no version this visitor is pinned to (a canary's share, a canary
 * or abort this visitor is not in, history) leaves the page as it was, on every replica.
 */
export function pageReleaseKey(release: ReleaseSet, hostBuild: readonly string[]): string {
  return `${hostBuild.join(',')}#${AREAS.map((area) => releaseKey(area, release.remotes[area])).join(',')}`;
}

/** The cache key of a request, or null when no stored page may answer it. */
export function pageCacheKey(input: PageKeyInput): string | null {
  if ((input.method !== 'GET' && input.method !== 'HEAD') || input.signedIn || input.previewing) return null;
  if (input.url.length > 2048) return null;
  return JSON.stringify([input.url, input.locale, input.prefixed, input.languageCookie, input.release]);
}

/**
 * The key of one country's variant of a page whose route is `cacheable: 'country'` (prices): the
 * request's key plus the country the host decided for the visitor ('' when unknown), as HTTP
 * caches store variants of a response that varies. The request's own key then holds only the
 * mark that the page varies ({@link PageCache.markVaries}).
 */
export function countryVariantKey(key: string, country: string): string {
  return `${key}\u0000country=${country}`;
}

/** What {@link answerFromCache} needs of the host: the store, the remotes and the health report. */
export interface PageCacheLookupDeps {
  readonly pages: PageCache;
  /** Resolves when the area version's server code is (still) loadable from its origin. */
  readonly remotes: { load(area: Area, entry: ReleaseEntry): Promise<unknown> };
  readonly health: { pageView(area: Area, version: string): void };
}

/**
 * Sends the stored page for `key` (or for the visitor's country's variant of it, when the page
 * varies by country: `country` is asked only then) when there is one and its area's origin still
 * answers: a page of an area whose origin died is rendered again, as the 503 page. Resolves true
 * when it answered.
 */
export async function answerFromCache(
  req: ExpressRequest,
  res: ExpressResponse,
  deps: PageCacheLookupDeps,
  key: string,
  country: () => Promise<string>,
): Promise<boolean> {
  const hit = deps.pages.get(deps.pages.varies(key) ? countryVariantKey(key, await country()) : key);
  if (!hit) return false;
  if (hit.area && hit.entry) {
    try {
      await deps.remotes.load(hit.area, hit.entry);
    } catch {
      return false;
    }
  }
  if (hit.area && hit.entry) deps.health.pageView(hit.area, hit.entry.version);
  res.status(hit.status);
  res.setHeader('Content-Type', hit.contentType);
  res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  // Compressed when it was stored; compression() leaves a response that already has an encoding alone.
  res.vary('Accept-Encoding');
  const encoding = hit.encoded ? req.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
  if (hit.encoded && (encoding === 'br' || encoding === 'gzip')) {
    res.setHeader('Content-Encoding', encoding);
    res.end(hit.encoded[encoding]);
    return true;
  }
  res.end(hit.body);
  return true;
}

/**
 * How the page may be kept, as its deepest route says (`handle.cacheable`): for every anonymous
 * visitor, per country, or never; anything but `true` and `'country'` means never.
 */
export function keptAs(context: StaticHandlerContext): 'for-everyone' | 'per-country' | 'never' {
  const handle = context.matches.at(-1)?.route.handle;
  if (!isAreaRouteHandle(handle)) return 'never';
  return handle.cacheable === true ? 'for-everyone' : handle.cacheable === 'country' ? 'per-country' : 'never';
}

/** What decides whether a rendered page is kept. */
export interface KeepInput {
  /** The request's page cache key ({@link pageCacheKey}), null when it may not be kept. */
  readonly cacheKey: string | null;
  /** The route match of the page ({@link keptAs} reads its deepest route's handle). */
  readonly context: StaticHandlerContext;
  /** The page sets cookies (it is this visitor's own). */
  readonly setsCookies: boolean;
  /** The page is the 503 page of an area that could not be loaded. */
  readonly unavailablePage: boolean;
  /** The area version that rendered the page, whose origin must still answer for a hit; null for the host's own pages. */
  readonly entry: ReleaseEntry | null;
  /**
   * The page was not rendered with exactly the pinned versions: an earlier attempt failed and an
   * area's active version renders it, or an area is served by its fallback (areas.server.ts).
   * Its key names the pinned versions, so it is not kept.
   */
  readonly substituted: boolean;
}

/** Where a rendered page is kept: its key, the request's own key when `key` is one country's variant of it, and its area version. */
export interface KeepTarget {
  readonly key: string;
  readonly varies?: string;
  readonly entry: ReleaseEntry | null;
}

/**
 * Where the page is kept, or null: never for the 503 page, a page that sets cookies or a
 * substituted version; per country ({@link countryVariantKey}) for a page that reads it.
 * `country` is asked only then.
 */
export async function keepTarget(input: KeepInput, country: () => Promise<string>): Promise<KeepTarget | null> {
  const { cacheKey } = input;
  if (cacheKey === null || input.substituted || input.setsCookies || input.unavailablePage) return null;
  const keep = keptAs(input.context);
  if (keep === 'never') return null;
  if (keep === 'per-country') return { key: countryVariantKey(cacheKey, await country()), varies: cacheKey, entry: input.entry };
  return { key: cacheKey, entry: input.entry };
}

/**
 * Stores a complete page under `target`, compressed once by `encode` ({@link encodePage}), only
 * when the store will keep it ({@link PageCache.accepts}): no compression work for a cache that is
 * off or a page it would drop at once. A page kept per country marks the request's own key as
 * varying. Resolves true when stored; rejects when `encode` fails.
 */
export async function keepPage(
  pages: PageCache,
  target: KeepTarget,
  page: Omit<CachedPage, 'encoded' | 'entry'>,
  encode: (body: Buffer) => Promise<{ br: Buffer; gzip: Buffer }> = encodePage,
): Promise<boolean> {
  if (!pages.accepts(page.body.length)) return false;
  pages.set(target.key, { ...page, entry: target.entry, encoded: await encode(page.body) });
  if (target.varies !== undefined) pages.markVaries(target.varies);
  return true;
}
