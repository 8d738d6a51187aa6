/**
 * Step 3 of a page request, **load** (docs/architecture.md, "How a request flows"): every area of
 * the pinned release set (areas.server.ts), the static handler of their route tables, and the
 * page's match, loaders or action (React Router's `query`) with the request's page context; a
 * path no loaded table knows that may belong to an area that is down becomes the 503 page;
 * deferred data is awaited, so the HTML is complete without JavaScript (rule site.server-rendered).
 */
import type { createStaticHandler, StaticHandlerContext } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import type { PageContext } from '@meridian/shared/route-module';
import { areaOfRouteId, isCatchAll } from '../../routing/mount.ts';
import { UNAVAILABLE_ROUTE_ID } from '../../shell/unavailable-page.tsx';
import {
  loadAreas,
  mayBelongToUnavailable,
  servedRelease,
  type AreaDeps,
  type HandlerCache,
  type LoadedArea,
  type RequestAreas,
} from '../areas/areas.server.ts';
import type { DecidedRequest, Redirect } from './decide-request.server.ts';
import { settleDeferredData } from './deferred-data.server.ts';
import type { HostEnv } from '../process/env.server.ts';
import type { ApiTransport } from './api-transport.server.ts';
import { requestContextOf, serverPageContext } from './page-context.server.ts';
import { failedAreaOf } from '../areas/version-fallback.server.ts';
import type { HostCookies } from '../visitor/visitor.server.ts';

/** What loading needs of the renderer's dependencies (render-deps.server.ts). */
export interface LoadDeps extends AreaDeps {
  readonly env: HostEnv;
  readonly apiTransport: ApiTransport;
  readonly cookies: HostCookies;
  readonly handlers: HandlerCache;
}

/** How the load step reaches the request: the Fetch request React Router gets (GET, or the form post as it came). */
export interface LoadInput {
  readonly request: DecidedRequest;
  readonly pinned: ReleaseSet;
  /** The visitor's country (geo.server.ts), asked only when a loader or the cache needs it. */
  readonly country: () => Promise<string>;
  /** The request as React Router reads it; `'GET'` asks for a GET of the same address (the 503 page). */
  readonly routed: (method?: 'GET') => Request;
}

/** A page ready to render. */
export interface LoadedPage {
  readonly kind: 'page';
  readonly areas: RequestAreas;
  /** The release set served: the pinned one, with an area's fallback version where the pinned one did not load. */
  readonly release: ReleaseSet;
  readonly context: StaticHandlerContext;
  readonly handler: ReturnType<typeof createStaticHandler>;
  /** The area whose route matched the page, null for the host's own routes. */
  readonly area: Area | null;
  /** That area as loaded (its route table and entry). */
  readonly loaded: LoadedArea | undefined;
  /** The page is the 503 page of an area that is down. */
  readonly unavailablePage: boolean;
  readonly page: PageContext;
  /** `Set-Cookie` values the page's actions asked for (a sign-in on the server). */
  readonly responseCookies: readonly string[];
  /** The area and version whose code failed with a status of 500 or more, or null (version-fallback.server.ts). */
  readonly failure: { readonly area: Area; readonly version: string; readonly error: unknown } | null;
}

/**
 * Loads the page of `input.request` with the release set `input.pinned`. A loader's or action's
 * redirect is a `redirect` (303 after a form post, so the browser fetches the next page with GET;
 * never stored). Counts a page view, or a failure, against the area's served version.
 */
export async function loadPage(
  deps: LoadDeps,
  input: LoadInput,
): Promise<LoadedPage | { readonly kind: 'redirect'; readonly redirect: Redirect }> {
  const { request, pinned } = input;
  const { basename } = request;
  const areas = await loadAreas(deps, pinned);
  const release = servedRelease(pinned, areas);
  const { page, responseCookies } = serverPageContext(deps.env, deps.cookies, deps.apiTransport.send, {
    locale: request.locale,
    basename,
    token: request.token,
    deviceToken: request.deviceToken,
    visitorIp: request.visitorIp,
    country: input.country,
  });
  let handler = deps.handlers.get(areas, basename);
  let context = await handler.query(input.routed(), { requestContext: requestContextOf(page) });
  if (context instanceof Response) {
    const status = request.method === 'POST' && context.status < 307 ? 303 : context.status;
    const setCookies = [...responseCookies, ...context.headers.getSetCookie()];
    return {
      kind: 'redirect',
      redirect: { status, location: context.headers.get('Location') ?? basename, cacheControl: 'no-store', setCookies },
    };
  }
  // A path no loaded route table knows, that may belong to an area that is down: the 503 page, not a 404.
  if (isCatchAll(context.matches) && mayBelongToUnavailable(deps.knownRoutes, areas, request.url.pathname, basename)) {
    handler = deps.handlers.get(areas, basename, true);
    const unavailable = await handler.query(input.routed('GET'), { requestContext: requestContextOf(page) });
    if (unavailable instanceof Response) throw new Error(`rendering the unavailable page for ${request.url.pathname} answered a redirect`);
    context = unavailable;
  }
  await settleDeferredData(context.loaderData);
  const area = context.matches.map((match) => areaOfRouteId(match.route.id)).find((found) => found !== null) ?? null;
  const unavailablePage = context.matches.some((match) => match.route.id === UNAVAILABLE_ROUTE_ID);
  if (area && !unavailablePage) deps.health.pageView(area, servedVersion(release, area));
  const failedArea = unavailablePage ? null : failedAreaOf(context, area);
  const failure =
    failedArea === null
      ? null
      : { area: failedArea, version: servedVersion(release, failedArea), error: Object.values(context.errors ?? {})[0] };
  if (failure) deps.health.pageFailure(failure.area, failure.version);
  return {
    kind: 'page',
    areas,
    release,
    context,
    handler,
    area,
    loaded: area ? areas.loaded.get(area) : undefined,
    unavailablePage,
    page,
    responseCookies,
    failure,
  };
}

/** The version of `area` in `release`; an area a page matched was loaded, so the set names it ('none' otherwise). */
export function servedVersion(release: ReleaseSet, area: Area): string {
  return release.remotes[area]?.version ?? 'none';
}
