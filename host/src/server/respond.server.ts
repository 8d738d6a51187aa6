/**
 * Step 5 of a page request, **respond** (docs/architecture.md, "How a request flows"): a redirect,
 * or the page streamed with its status and Cache-Control (stream.server.tsx), and where the page
 * is kept for other anonymous visitors when its route allows it (issue 10).
 */
import type { Response as ExpressResponse } from 'express';
import type { StaticHandlerContext } from 'react-router';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import type { DecidedRequest, Redirect } from './decide-request.server.ts';
import type { LoadedPage } from './load-page.server.ts';
import { countryVariantKey } from './page-cache.server.ts';
import type { RenderDeps } from './render-deps.server.ts';
import type { RenderInputs } from './render-page.server.ts';
import { streamPage, type StreamInput, type StreamOutcome } from './stream.server.tsx';

/** Sends `redirect`: its cookies, its Cache-Control and the Location. */
export function sendRedirect(res: ExpressResponse, redirect: Redirect): void {
  for (const cookie of redirect.setCookies) res.append('Set-Cookie', cookie);
  res.setHeader('Cache-Control', redirect.cacheControl);
  res.redirect(redirect.status, redirect.location);
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
  /** The request's page cache key (pin-release.server.ts), null when it may not be kept. */
  readonly cacheKey: string | null;
  readonly loaded: Pick<LoadedPage, 'context' | 'unavailablePage' | 'responseCookies' | 'loaded'>;
  /**
   * The page was not rendered with exactly the pinned versions: an earlier attempt failed and an
   * area's active version renders it, or an area is served by its fallback (areas.server.ts).
   * Its key names the pinned versions, so it is not kept.
   */
  readonly substituted: boolean;
}

/**
 * Where the page is kept (`StreamInput['cacheAs']`), or null: never for the 503 page, a page that
 * sets cookies or a substituted version; per country (`countryVariantKey`) for a page that reads
 * it. `country` is asked only then.
 */
export async function cacheTarget(input: KeepInput, country: () => Promise<string>): Promise<StreamInput['cacheAs']> {
  const { cacheKey, loaded } = input;
  if (cacheKey === null || input.substituted || loaded.responseCookies.length > 0 || loaded.unavailablePage) return null;
  const keep = keptAs(loaded.context);
  const entry = loaded.loaded?.entry ?? null;
  if (keep === 'never') return null;
  if (keep === 'per-country') return { key: countryVariantKey(cacheKey, await country()), varies: cacheKey, entry };
  return { key: cacheKey, entry };
}

/** What {@link respond} streams. */
export interface RespondInput {
  readonly request: DecidedRequest;
  readonly loaded: LoadedPage;
  readonly rendered: RenderInputs;
  readonly cacheAs: StreamInput['cacheAs'];
  /** Hold the page until it rendered completely (a canary or preview that the active version can replace). */
  readonly holdUntilComplete: boolean;
}

/** Streams the page (stream.server.tsx); never rejects. `sent: false` only for a held page that failed. */
export function respond(res: ExpressResponse, deps: RenderDeps, input: RespondInput): Promise<StreamOutcome> {
  const { request, loaded, rendered } = input;
  return streamPage(res, deps, {
    ...rendered,
    context: loaded.context,
    rest: request.rest,
    release: loaded.release,
    handler: loaded.handler,
    area: loaded.area,
    method: request.method,
    holdUntilComplete: input.holdUntilComplete,
    signedIn: request.token !== null || loaded.page.signedIn(),
    cacheAs: input.cacheAs,
  });
}
