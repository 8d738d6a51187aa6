/**
 * Server rendering of one page (docs/architecture.md, "How a request flows"): locale and redirects,
 * the pinned release set, the owning remote's route table, messages, data loaders, then a
 * streamed React render wrapped in the document.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { StaticHandlerContext } from 'react-router';
import { parseCookie } from 'cookie';
import { HOST_NAMESPACES, namespacesForPath } from '@meridian/shared/i18n';
import { LOCALE_COOKIE, type RouteLocale } from '@meridian/shared/locales';
import { resolveLocale, splitLocale } from '@meridian/shared/routing';
import type { MessageLoader } from '@meridian/shared/i18n';
import { pinRelease, type ReleaseSet, type ReleaseState } from '@meridian/shared/release';
import { inCanary } from '@meridian/shared/bucketing';
import type { Area } from '@meridian/shared/areas';
import { isAreaRouteHandle } from '@meridian/shared/route-module';
import { DEVICE_COOKIE, TOKEN_COOKIE } from '@meridian/shared/user';
import type { BootData } from '../boot-data.ts';
import { UNAVAILABLE_ROUTE_ID } from '../shell/unavailable-page.tsx';
import { areaOfRouteId, isCatchAll } from '../routing/mount.ts';
import type { RemoteLoader } from '../federation/server-loader.server.ts';
import type { HostEnv } from './env.server.ts';
import type { ReleaseSource } from './release-source.server.ts';
import type { RemoteResources } from './remote-resources.server.ts';
import { settleDeferredData } from './deferred-data.server.ts';
import type { HealthReporter } from './health-reporter.server.ts';
import { resolveVisitor, type HostCookies } from './visitor.server.ts';
import { loadAreas, mayBelongToUnavailable, servedByFallback, servedRelease, type HandlerCache } from './areas.server.ts';
import { requestContextOf, serverPageContext } from './page-context.server.ts';
import { preferredLocale } from './accept-language.server.ts';
import type { ThrottledLog } from './throttled-log.server.ts';
import { countryVariantKey, pageCacheKey, pageReleaseKey, type PageCache } from './page-cache.server.ts';
import type { GeoLookup } from './geo.server.ts';
import { routeMapOf, type RouteShape } from '../routing/route-map.ts';
import { streamPage } from './stream.server.tsx';
import { requestI18n, sharedResources } from './page-messages.server.ts';
import { answerFromCache, routerRequest } from './page-request.server.ts';
import { activeFallback, failedAreaOf, mayRenderAgain } from './version-fallback.server.ts';
import { sendEntryRedirect } from './root-redirect.server.ts';

/** Everything the renderer uses, built once at start-up. */
export interface RenderDeps {
  readonly env: HostEnv;
  readonly releases: ReleaseSource;
  readonly remotes: RemoteLoader;
  readonly remoteResources: RemoteResources;
  readonly hostMessages: MessageLoader;
  /** The visitor's country by address (geo_info, kept for a while). */
  readonly geo: GeoLookup;
  /** The host's browser build (`assets-manifest.json`): entry scripts, start-up chunks to preload, its style sheets' CSS, the site icon. */
  readonly clientAssets: {
    readonly scripts: readonly string[];
    readonly preloads: readonly string[];
    readonly styles: readonly string[];
    readonly icon: string;
  };
  readonly health: HealthReporter;
  /** Static handlers per release combination and basename. */
  readonly handlers: HandlerCache;
  /** Rendered pages kept for other anonymous visitors. */
  readonly pages: PageCache;
  /** The host's cookies with the deployment's Secure and Domain settings. */
  readonly cookies: HostCookies;
  /** The route shapes of the last version of each area that loaded, to tell an outage's pages from unknown addresses. */
  readonly knownRoutes: Map<Area, readonly RouteShape[]>;
  readonly log: (message: string, error?: unknown) => void;
  /** Log of repeated failures: one line per key per interval. */
  readonly failures: ThrottledLog;
  /** Only under `npm run dev` (dev-hook.server.ts): how many rebuilds the host has taken in. */
  readonly devBuild?: () => number;
}

/** Unprefixed paths depend on Accept-Language (detection), every page on cookies (canary, preview, language). */
const varyFor = (prefixed: boolean) => (prefixed ? 'Cookie' : 'Cookie, Accept-Language');

/**
 * Handles a GET or HEAD for a page, or a form POST to one (an action run on the server for a
 * visitor without JavaScript). Never throws: failures become 404, 503 or a logged 500 page.
 */
export async function renderPage(req: ExpressRequest, res: ExpressResponse, deps: RenderDeps): Promise<void> {
  const url = new URL(req.originalUrl, 'http://host.invalid');
  const cookies = parseCookie(req.headers.cookie ?? '');
  const decision = resolveLocale({
    pathname: url.pathname,
    search: url.search,
    cookieLocale: cookies[LOCALE_COOKIE.name],
    acceptedLocale: preferredLocale(req.headers['accept-language']),
  });
  res.setHeader('Vary', varyFor(decision.prefixed));
  if (sendEntryRedirect(res, { method: req.method, url, rootRedirect: deps.env.ROOT_REDIRECT, cookies: deps.cookies }, decision)) return;

  const visitor = resolveVisitor(cookies, deps.env.PREVIEW_SECRET);
  if (visitor.isNew) res.append('Set-Cookie', deps.cookies.visitor(visitor.id));
  const state = deps.releases.current();
  const pinned = pinRelease(state, visitor, inCanary);
  const token = cookies[TOKEN_COOKIE]?.trim() || null;
  const cacheKey = pageCacheKey({
    method: req.method,
    url: req.originalUrl,
    locale: decision.locale,
    prefixed: decision.prefixed,
    languageCookie: cookies[LOCALE_COOKIE.name] ?? null,
    release: pageReleaseKey(pinned, deps.clientAssets.scripts),
    signedIn: token !== null,
    previewing: visitor.previews.length > 0,
  });
  const visitorIp = req.ip ?? '';
  const country = () => deps.geo.country(visitorIp);
  if (
    cacheKey !== null &&
    (await answerFromCache(req, res, deps, deps.pages.varies(cacheKey) ? countryVariantKey(cacheKey, await country()) : cacheKey))
  )
    return;

  await renderRelease(
    req,
    res,
    deps,
    { url, cookies, locale: decision.locale, prefixed: decision.prefixed, visitor, token, visitorIp, country, cacheKey, state },
    pinned,
  );
}

/** What one page request decided before rendering: the same for every release set it is rendered with. */
interface PageRequest {
  readonly url: URL;
  readonly cookies: Record<string, string | undefined>;
  readonly locale: RouteLocale;
  readonly prefixed: boolean;
  readonly visitor: ReturnType<typeof resolveVisitor>;
  readonly token: string | null;
  readonly visitorIp: string;
  readonly country: () => Promise<string>;
  /** The page cache key of the pinned release set; null when the page is not kept. */
  readonly cacheKey: string | null;
  /** The release state the request was pinned from (its active entries are what a failing canary falls back to). */
  readonly state: ReleaseState;
  /** Set when an earlier attempt failed with another version: the page is not kept under the pinned set's key. */
  readonly fellBack?: boolean;
}

/**
 * Renders the page with the release set `pinned`. When the canary or preview version of the
 * page's area fails (a loader error with a status of 500 or more, a render error), the same
 * request is rendered again with the area's active version (version-fallback.server.ts).
 */
async function renderRelease(
  req: ExpressRequest,
  res: ExpressResponse,
  deps: RenderDeps,
  request: PageRequest,
  pinned: ReleaseSet,
): Promise<void> {
  const { url, cookies, visitor, token, visitorIp, country, cacheKey } = request;
  const { rest } = splitLocale(url.pathname);
  const basename = request.prefixed ? `/${request.locale}` : '/';
  const areas = await loadAreas(deps, pinned);
  const release = servedRelease(pinned, areas);
  const { page, responseCookies } = serverPageContext(deps.env, deps.cookies, {
    locale: request.locale,
    basename,
    token,
    deviceToken: cookies[DEVICE_COOKIE]?.trim() || null,
    visitorIp,
    country,
  });
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const routed = routerRequest(req, url, controller.signal);
  let handler = deps.handlers.get(areas, basename);
  let context = await handler.query(routed, { requestContext: requestContextOf(page) });
  if (context instanceof Response) {
    for (const cookie of responseCookies) res.append('Set-Cookie', cookie);
    for (const cookie of context.headers.getSetCookie()) res.append('Set-Cookie', cookie);
    res.setHeader('Cache-Control', 'no-store');
    // After a form post the browser must fetch the next page with GET (303 See Other).
    res.redirect(req.method === 'POST' && context.status < 307 ? 303 : context.status, context.headers.get('Location') ?? basename);
    return;
  }
  // A path no loaded route table knows, that may belong to an area that is down: the 503 page, not a 404.
  if (isCatchAll(context.matches) && mayBelongToUnavailable(deps.knownRoutes, areas, url.pathname, basename)) {
    handler = deps.handlers.get(areas, basename, true);
    const unavailable = await handler.query(routerRequest(req, url, controller.signal, 'GET'), { requestContext: requestContextOf(page) });
    if (unavailable instanceof Response) throw new Error(`rendering the unavailable page for ${url.pathname} answered a redirect`);
    context = unavailable;
  }
  // Deferred data is awaited here, so the HTML is complete without JavaScript (issue 12).
  await settleDeferredData(context.loaderData);
  const area = context.matches.map((match) => areaOfRouteId(match.route.id)).find((found) => found !== null) ?? null;
  const loaded = area ? areas.loaded.get(area) : undefined;
  const unavailablePage = context.matches.some((match) => match.route.id === UNAVAILABLE_ROUTE_ID);
  if (area && !unavailablePage) deps.health.pageView(area, servedVersion(release, area));

  const failedArea = unavailablePage ? null : failedAreaOf(context, area);
  if (failedArea !== null) {
    const failedVersion = servedVersion(release, failedArea);
    const error = Object.values(context.errors ?? {})[0];
    deps.health.pageFailure(failedArea, failedVersion);
    const again = mayRenderAgain(req.method) ? activeFallback(release, request.state, failedArea) : null;
    if (again !== null) {
      deps.failures(
        `${failedArea}@${failedVersion}:page`,
        `some server render error: ${context.statusCode} on ${url.pathname} with ${failedArea}@${failedVersion}; rendered with the active ${servedVersion(again, failedArea)} instead`,
        error,
      );
      await renderRelease(req, res, deps, { ...request, fellBack: true }, again);
      return;
    }
  }
  for (const cookie of responseCookies) res.append('Set-Cookie', cookie);

  // Spec sections 2 and 8: a server-render error that carries a status code sends the visitor to the root.
  if (!unavailablePage && context.statusCode >= 500) {
    deps.log(`some server render error: ${context.statusCode} on ${url.pathname}`, Object.values(context.errors ?? {})[0]);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, basename);
    return;
  }

  const pageNamespaces = loaded ? namespacesForPath(rest, deps.log).filter((ns) => loaded.module.namespaces.includes(ns)) : [];
  const [hostResources, remoteResources, remoteAssets] = await Promise.all([
    deps.hostMessages.load(request.locale, HOST_NAMESPACES),
    area && loaded ? deps.remoteResources.messages(area, loaded.entry).load(request.locale, pageNamespaces) : Promise.resolve({}),
    area && loaded ? deps.remoteResources.assets(area, loaded.entry).catch(() => null) : Promise.resolve(null),
  ]);
  const resources = sharedResources(hostResources, remoteResources);
  const status = unavailablePage ? 503 : context.statusCode;
  const i18n = requestI18n({ locale: request.locale, resources, brand: deps.env.BRAND_NAME });
  const site = {
    locale: request.locale,
    publicOrigin: deps.env.PUBLIC_ORIGIN,
    languageCookie: cookies[LOCALE_COOKIE.name] ?? null,
    helpCentreUrl: deps.env.HELP_CENTRE_URL,
    preview: visitor.previews[0] ?? null,
  };
  const boot: BootData = {
    locale: request.locale,
    basename,
    release,
    area: unavailablePage ? null : area,
    resources,
    routeMap: routeMapOf([...areas.loaded].filter(([other]) => other !== area).map(([, { module }]) => module)),
    brand: deps.env.BRAND_NAME,
    apiBase: deps.env.API_BASE,
    site,
    cookies: { secure: deps.env.COOKIE_SECURE, ...(deps.env.COOKIE_DOMAIN ? { domain: deps.env.COOKIE_DOMAIN } : {}) },
    ...(deps.devBuild ? { dev: { build: deps.devBuild() } } : {}),
  };
  const kept = cacheKey !== null && !request.fellBack && !servedByFallback(pinned, areas) && responseCookies.length === 0;
  const keep = kept && !unavailablePage ? keptAs(context) : 'never';
  // A canary or preview page is held until it rendered completely: when it fails, nothing was sent and the active version renders it.
  const again = unavailablePage || !mayRenderAgain(req.method) ? null : activeFallback(release, request.state, area);
  const outcome = await streamPage(res, deps, {
    context,
    status,
    i18n,
    site,
    boot,
    rest,
    release,
    remoteAssets,
    handler,
    area,
    method: req.method,
    holdUntilComplete: again !== null,
    signedIn: token !== null || page.signedIn(),
    cacheAs:
      cacheKey === null || keep === 'never'
        ? null
        : keep === 'per-country'
          ? { key: countryVariantKey(cacheKey, await country()), varies: cacheKey, entry: loaded?.entry ?? null }
          : { key: cacheKey, entry: loaded?.entry ?? null },
  });
  if (!outcome.sent && again !== null && area !== null) {
    const failedVersion = servedVersion(release, area);
    deps.failures(
      `${area}@${failedVersion}:page`,
      `rendering ${url.pathname} with ${area}@${failedVersion} failed; rendered with the active ${servedVersion(again, area)} instead`,
      outcome.error,
    );
    await renderRelease(req, res, deps, { ...request, fellBack: true }, again);
  }
}

/** The version of `area` in `release`; an area a page matched was loaded, so the set names it ('none' otherwise). */
function servedVersion(release: ReleaseSet, area: Area): string {
  return release.remotes[area]?.version ?? 'none';
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
