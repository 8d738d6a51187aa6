/**
 * Server rendering of one page (ARCHITECTURE.md, "How a request flows"): locale and redirects,
 * the pinned release set, the owning remote's route table, messages, data loaders, then a
 * streamed React render wrapped in the document.
 */
import { PassThrough } from 'node:stream';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { parseCookie } from 'cookie';
import { areaForPath } from '@meridian/shared/areas';
import { HOST_NAMESPACES, mergeResources, namespacesForPath } from '@meridian/shared/i18n';
import { LOCALE_COOKIE } from '@meridian/shared/locales';
import { resolveLocale, splitLocale } from '@meridian/shared/routing';
import type { AreaModule } from '@meridian/shared/route-module';
import type { MessageLoader } from '@meridian/shared/i18n';
import { pinRelease, type ReleaseEntry, type ReleaseSet } from '@meridian/shared/release';
import { inCanary } from '@meridian/shared/bucketing';
import type { Area } from '@meridian/shared/areas';
import { App, type AppServices } from '../app.tsx';
import { createBus } from '@meridian/shared/bus';
import { createUserStore } from '@meridian/shared/user';
import { createMemoryStorage } from '@meridian/shared/runtime';
import type { BootData } from '../boot-data.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { alternates, pageHead } from '../routing/head.ts';
import { createRouteTree } from '../routing/route-tree.tsx';
import type { RemoteLoader } from '../federation/server-loader.server.ts';
import type { HostEnv } from './env.server.ts';
import { documentEnd, documentStart } from './html.server.ts';
import type { ReleaseSource } from './release-source.server.ts';
import type { RemoteResources } from './remote-resources.server.ts';
import { serializeHydrationData } from './hydration.server.ts';
import type { HealthReporter } from './health-reporter.server.ts';
import { resolveVisitor, type HostCookies } from './visitor.server.ts';
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
  /** The host's cookies with the deployment's Secure and Domain settings. */
  readonly cookies: HostCookies;
  /** The last version of each area that loaded and rendered, for falling back when the active one fails. */
  readonly servedWell: Map<Area, string>;
  readonly log: (message: string, error?: unknown) => void;
  /** Log of repeated failures: one line per key per interval. */
  readonly failures: ThrottledLog;
}

/**
 * Loads the pinned version of `area`; when it fails, falls back to the version of the area that
 * last served well in this process, else the registry's known-good `fallback` (issue 4,
 * "Health"). Returns the module and the entry actually used, or null when nothing loads.
 */
async function loadArea(deps: RenderDeps, area: Area, entry: ReleaseEntry): Promise<{ module: AreaModule; entry: ReleaseEntry } | null> {
  try {
    const module = await deps.remotes.load(area, entry);
    deps.health.record(area, entry.version, true);
    deps.servedWell.set(area, entry.version);
    return { module, entry };
  } catch (error) {
    deps.health.record(area, entry.version, false);
    deps.failures(area, `area ${area}@${entry.version} is unavailable`, error);
    const previous = deps.servedWell.get(area) ?? deps.releases.current().remotes[area].fallback;
    if (previous === undefined || previous === entry.version) return null;
    const fallback = { ...entry, version: previous };
    try {
      const module = await deps.remotes.load(area, fallback);
      deps.failures(`${area}:fallback`, `area ${area}: serving ${previous}, which served well before, instead of ${entry.version}`);
      return { module, entry: fallback };
    } catch (fallbackError) {
      deps.failures(`${area}:fallback`, `area ${area}@${previous} (fallback) is unavailable too: serving the 503 page`, fallbackError);
      return null;
    }
  }
}

/**
 * Every page depends on cookies (canary bucket, preview, language) and sets some, so no shared
 * cache may keep it: `private` keeps CDNs out, `no-cache` makes the browser ask again. Unprefixed
 * paths also depend on Accept-Language (detection).
 */
const PAGE_CACHE_CONTROL = 'private, no-cache';
const varyFor = (prefixed: boolean) => (prefixed ? 'Cookie' : 'Cookie, Accept-Language');

/** Handles a GET or HEAD for a page. Never throws: failures become 404, 503 or a logged 500 page. */
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
    res.redirect(302, decision.redirectTo);
    return;
  }

  const visitor = resolveVisitor(cookies, deps.env.PREVIEW_SECRET);
  if (visitor.isNew) res.append('Set-Cookie', deps.cookies.visitor(visitor.id));
  const pinned = pinRelease(deps.releases.current(), visitor, inCanary);
  const { rest } = splitLocale(url.pathname);
  const area = areaForPath(rest);
  const loaded = await loadArea(deps, area, pinned.remotes[area]);
  const module = loaded?.module ?? null;
  const entry = loaded?.entry ?? pinned.remotes[area];
  const release: ReleaseSet = { ...pinned, remotes: { ...pinned.remotes, [area]: entry } };

  const pageNamespaces = module ? namespacesForPath(rest, deps.log).filter((ns) => module.namespaces.includes(ns)) : [];
  const [hostResources, remoteResources, remoteAssets] = await Promise.all([
    deps.hostMessages.load(decision.locale, HOST_NAMESPACES),
    module ? deps.remoteResources.messages(area, entry).load(decision.locale, pageNamespaces) : Promise.resolve({}),
    module ? deps.remoteResources.assets(area, entry).catch(() => null) : Promise.resolve(null),
  ]);
  const resources = mergeResources(hostResources, remoteResources);
  const basename = decision.prefixed ? `/${decision.locale}` : '/';
  const routes = createRouteTree(module ? [module] : [], { rootLoader: () => null, unavailable: module === null });
  const handler = createStaticHandler(routes, { basename });
  const controller = new AbortController();
  res.on('close', () => controller.abort());
  const context = await handler.query(new Request(url.href, { signal: controller.signal, headers: { accept: 'text/html' } }));
  if (context instanceof Response) {
    res.redirect(context.status, context.headers.get('Location') ?? '/');
    return;
  }

  // Spec sections 2 and 8: a server-render error that carries a status code sends the visitor to the root.
  if (module !== null && context.statusCode >= 500) {
    deps.log(`some server render error: ${context.statusCode} on ${url.pathname}`, Object.values(context.errors ?? {})[0]);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, basename);
    return;
  }
  const status = module === null ? 503 : context.statusCode;
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
    area: module ? area : null,
    resources,
    brand: deps.env.BRAND_NAME,
    apiBase: deps.env.API_BASE,
    site,
    cookies: { secure: deps.env.COOKIE_SECURE, ...(deps.env.COOKIE_DOMAIN ? { domain: deps.env.COOKIE_DOMAIN } : {}) },
  };
  stream(res, deps, { context, status, i18n, site, boot, rest, release, remoteAssets, handler });
}

/** Per-request bus and session: an anonymous user, no API calls on the server. */
function requestServices(apiBase: string): AppServices {
  const bus = createBus();
  const user = createUserStore({
    storage: createMemoryStorage(),
    cookies: { get: () => undefined, remove: () => undefined },
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
        res.setHeader('Cache-Control', status === 200 ? PAGE_CACHE_CONTROL : 'no-store');
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
        const area = areaForPath(rest);
        deps.health.record(area, input.release.remotes[area].version, false);
        deps.log(`React render error on ${rest}`, error);
      },
    },
  );
  res.on('close', () => {
    if (failed) deps.log(`render of ${rest} finished with errors`);
    abort();
  });
}
