/**
 * Server rendering of one page (ARCHITECTURE.md, "How a request flows"): locale and redirects,
 * the pinned release set, the owning remote's route table, messages, data loaders, then a
 * streamed React render wrapped in the document.
 */
import { PassThrough } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { type createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { parseCookie } from 'cookie';
import { HOST_NAMESPACES, mergeResources, namespacesForPath } from '@meridian/shared/i18n';
import { LOCALE_COOKIE } from '@meridian/shared/locales';
import { resolveLocale, splitLocale } from '@meridian/shared/routing';
import type { MessageLoader } from '@meridian/shared/i18n';
import { pinRelease, type ReleaseSet } from '@meridian/shared/release';
import { inCanary } from '@meridian/shared/bucketing';
import type { Area } from '@meridian/shared/areas';
import { App, type AppServices } from '../app.tsx';
import { createBus } from '@meridian/shared/bus';
import { createUserStore, DEVICE_COOKIE, TOKEN_COOKIE } from '@meridian/shared/user';
import { createMemoryStorage } from '@meridian/shared/runtime';
import type { BootData } from '../boot-data.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { alternates, pageHead } from '../routing/head.ts';
import { UNAVAILABLE_ROUTE_ID } from '../shell/unavailable-page.tsx';
import { areaOfRouteId, isCatchAll } from '../routing/mount.ts';
import type { RemoteLoader } from '../federation/server-loader.server.ts';
import type { HostEnv } from './env.server.ts';
import { documentEnd, documentStart } from './html.server.ts';
import type { ReleaseSource } from './release-source.server.ts';
import type { RemoteResources } from './remote-resources.server.ts';
import { serializeHydrationData } from './hydration.server.ts';
import { settleDeferredData } from './deferred-data.server.ts';
import type { HealthReporter } from './health-reporter.server.ts';
import { resolveVisitor, type HostCookies } from './visitor.server.ts';
import { loadAreas, servedRelease, type HandlerCache } from './areas.server.ts';
import { requestContextOf, serverPageContext } from './page-context.server.ts';
import type { ThrottledLog } from './throttled-log.server.ts';

/** Everything the renderer uses, built once at start-up. */
export interface RenderDeps {
  readonly env: HostEnv;
  readonly releases: ReleaseSource;
  readonly remotes: RemoteLoader;
  readonly remoteResources: RemoteResources;
  readonly hostMessages: MessageLoader;
  readonly clientAssets: { readonly scripts: readonly string[]; readonly stylesheets: readonly string[] };
  readonly health: HealthReporter;
  /** Static handlers per release combination and basename. */
  readonly handlers: HandlerCache;
  /** The host's cookies with the deployment's Secure and Domain settings. */
  readonly cookies: HostCookies;
  /** The last version of each area that loaded and rendered, for falling back when the active one fails. */
  readonly servedWell: Map<Area, string>;
  readonly log: (message: string, error?: unknown) => void;
  /** Log of repeated failures: one line per key per interval. */
  readonly failures: ThrottledLog;
}

/**
 * Every page depends on cookies (canary bucket, preview, language) and sets some, so no shared
 * cache may keep it: `private` keeps CDNs out, `no-cache` makes the browser ask again. Unprefixed
 * paths also depend on Accept-Language (detection).
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';
const varyFor = (prefixed: boolean) => (prefixed ? 'Cookie' : 'Cookie, Accept-Language');

/** The Fetch request React Router gets for a page request: GET, or a form POST with its body (issue 12). */
function routerRequest(req: ExpressRequest, url: URL, signal: AbortSignal, method = req.method): Request {
  if (method !== 'POST') return new Request(url.href, { signal, headers: { accept: 'text/html' } });
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : new Uint8Array();
  return new Request(url.href, { method: 'POST', signal, body, headers: { accept: 'text/html', 'content-type': req.headers['content-type'] ?? 'application/x-www-form-urlencoded' } });
}

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
    acceptLanguage: req.headers['accept-language'],
  });
  res.setHeader('Vary', varyFor(decision.prefixed));
  if (decision.redirectTo !== null) {
    res.setHeader('Cache-Control', 'private, no-store');
    res.append('Set-Cookie', deps.cookies.locale(decision.locale));
    res.redirect(req.method === 'POST' ? 303 : 302, decision.redirectTo);
    return;
  }

  const visitor = resolveVisitor(cookies, deps.env.PREVIEW_SECRET);
  if (visitor.isNew) res.append('Set-Cookie', deps.cookies.visitor(visitor.id));
  const pinned = pinRelease(deps.releases.current(), visitor, inCanary);
  const { rest } = splitLocale(url.pathname);
  const basename = decision.prefixed ? `/${decision.locale}` : '/';
  const areas = await loadAreas(deps, pinned);
  const release = servedRelease(pinned, areas);
  const { page, responseCookies } = serverPageContext(deps.env, deps.cookies, {
    locale: decision.locale,
    basename,
    token: cookies[TOKEN_COOKIE]?.trim() || null,
    deviceToken: cookies[DEVICE_COOKIE]?.trim() || null,
    visitorIp: req.ip ?? '',
  });
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const request = routerRequest(req, url, controller.signal);
  let handler = deps.handlers.get(areas, basename);
  let context = await handler.query(request, { requestContext: requestContextOf(page) });
  for (const cookie of responseCookies) res.append('Set-Cookie', cookie);
  if (context instanceof Response) {
    for (const cookie of context.headers.getSetCookie()) res.append('Set-Cookie', cookie);
    res.setHeader('Cache-Control', 'no-store');
    // After a form post the browser must fetch the next page with GET (303 See Other).
    res.redirect(req.method === 'POST' && context.status < 307 ? 303 : context.status, context.headers.get('Location') ?? basename);
    return;
  }
  // A path no loaded route table knows may belong to an area that is down: the 503 page, not a 404.
  if (areas.unavailable.length > 0 && isCatchAll(context.matches)) {
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

  // Spec sections 2 and 8: a server-render error that carries a status code sends the visitor to the root.
  if (!unavailablePage && context.statusCode >= 500) {
    deps.log(`some server render error: ${context.statusCode} on ${url.pathname}`, Object.values(context.errors ?? {})[0]);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, basename);
    return;
  }

  const pageNamespaces = loaded ? namespacesForPath(rest, deps.log).filter((ns) => loaded.module.namespaces.includes(ns)) : [];
  const [hostResources, remoteResources, remoteAssets] = await Promise.all([
    deps.hostMessages.load(decision.locale, HOST_NAMESPACES),
    area && loaded ? deps.remoteResources.messages(area, loaded.entry).load(decision.locale, pageNamespaces) : Promise.resolve({}),
    area && loaded ? deps.remoteResources.assets(area, loaded.entry).catch(() => null) : Promise.resolve(null),
  ]);
  const resources = mergeResources(hostResources, remoteResources);
  const status = unavailablePage ? 503 : context.statusCode;
  const i18n = createI18n({ locale: decision.locale, resources, brand: deps.env.BRAND_NAME });
  const site = {
    locale: decision.locale,
    publicOrigin: deps.env.PUBLIC_ORIGIN,
    languageCookie: cookies[LOCALE_COOKIE.name] ?? null,
    helpCentreUrl: deps.env.HELP_CENTRE_URL,
    preview: visitor.previews[0] ?? null,
  };
  const boot: BootData = {
    locale: decision.locale,
    basename,
    release,
    area: unavailablePage ? null : area,
    resources,
    brand: deps.env.BRAND_NAME,
    apiBase: deps.env.API_BASE,
    site,
    cookies: { secure: deps.env.COOKIE_SECURE, ...(deps.env.COOKIE_DOMAIN ? { domain: deps.env.COOKIE_DOMAIN } : {}) },
  };
  stream(res, deps, { context, status, i18n, site, boot, rest, release, remoteAssets, handler, area, method: req.method });
}

/** Per-request bus and session: an anonymous user, no API calls on the server. */
function requestServices(apiBase: string): AppServices {
  const bus = createBus();
  const user = createUserStore({
    storage: createMemoryStorage(),
    cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
    bus,
    fetchProfile: () => Promise.reject(new Error('profiles are fetched in the browser')),
  });
  return { bus, session: { http: null, user, apiBase }, shell: null };
}

interface StreamInput {
  readonly context: StaticHandlerContext;
  readonly status: number;
  readonly i18n: ReturnType<typeof createI18n>;
  readonly site: BootData['site'];
  readonly boot: BootData;
  readonly rest: string;
  readonly release: ReleaseSet;
  readonly remoteAssets: { stylesheets: readonly string[]; preloads: readonly string[] } | null;
  readonly handler: ReturnType<typeof createStaticHandler>;
  /** The area that rendered the page, null for the host's own pages. */
  readonly area: Area | null;
  /** The request method (a page answering a form post is never cached). */
  readonly method: string;
}

function stream(res: ExpressResponse, deps: RenderDeps, input: StreamInput): void {
  const { context, status, i18n, site, boot, rest, remoteAssets, handler } = input;
  const leaf = context.matches.at(-1);
  const head = pageHead({ handles: context.matches.map((match) => match.route.handle), params: leaf?.params ?? {}, status }, i18n);
  const { canonical, links } = alternates(deps.env.PUBLIC_ORIGIN, site.locale, rest);
  const start = documentStart({
    locale: site.locale,
    head,
    canonical,
    alternates: links,
    stylesheets: [...deps.clientAssets.stylesheets, ...(remoteAssets?.stylesheets ?? [])],
    preloads: remoteAssets?.preloads ?? [],
  });
  const end = documentEnd(boot, serializeHydrationData(context), deps.clientAssets.scripts);
  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  const { pipe, abort } = renderToPipeableStream(
    <App i18n={i18n} site={site} services={requestServices(input.boot.apiBase)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
    {
      onShellReady() {
        res.status(status);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', status === 200 && input.method !== 'POST' ? PAGE_CACHE_CONTROL : 'no-store');
        const body = new PassThrough();
        body.write(start);
        body.on('end', () => res.end(end));
        body.pipe(res, { end: false });
        pipe(body);
      },
      onShellError(error) {
        deps.log(`rendering ${rest} failed before the shell was ready`, error);
        res.status(500).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end('<!doctype html><title>Error</title><p>Something went wrong. Please reload the page.</p>');
      },
      onError(error) {
        failed = true;
        const { area } = input;
        if (area) deps.health.record(area, input.release.remotes[area].version, false);
        deps.log(`React render error on ${rest}`, error);
      },
    },
  );
  res.on('close', () => {
    if (failed) deps.log(`render of ${rest} finished with errors`);
    abort();
  });
}
