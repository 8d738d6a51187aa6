/**
 * Step 4 of a page request, **render** (docs/architecture.md, "How a request flows"): what the page
 * is rendered with: the host's messages and the namespaces its routes declare (`handle.ns`,
 * rule lang.messages: never guessed from the path), the request's i18next instance, the site facts and the
 * boot data the browser shell starts from.
 */
import type { i18n as I18n } from 'i18next';
import { AREAS } from '@meridian/shared/areas';
import { HOST_NAMESPACES, type MessageLoader } from '@meridian/shared/i18n';
import { routeNamespaces } from '@meridian/shared/route-module';
import { isStaticPage } from '@meridian/shared/ui';
import type { BootData } from '../../boot-data.ts';
import { areaOfRouteId } from '../../routing/mount.ts';
import { routeMapOf } from '../../routing/route-map.ts';
import { keptRouteChain } from '../../routing/stand-in-routes.tsx';
import type { DecidedRequest } from './decide-request.server.ts';
import type { HostEnv } from '../process/env.server.ts';
import type { LoadedPage } from './load-page.server.ts';
import type { RemoteAssets, RemoteResources } from '../areas/remote-resources.server.ts';
import { sriOf } from '../../federation/bundle-integrity.server.ts';
import type { IntegrityBook } from '../../federation/integrity-book.server.ts';
import { requestI18n, sharedResources } from './page-messages.server.ts';

/** What rendering needs of the renderer's dependencies (render-deps.server.ts). */
export interface RenderPageDeps {
  readonly env: HostEnv;
  readonly hostMessages: MessageLoader;
  readonly remoteResources: RemoteResources;
  readonly integrity: IntegrityBook;
  readonly devBuild?: () => number;
}

/** What the page is streamed with (stream.server.tsx). */
export interface RenderInputs {
  /** 503 for an area's unavailable page, else the router's status. */
  readonly status: number;
  readonly i18n: I18n;
  readonly site: BootData['site'];
  readonly boot: BootData;
  /** The page's area's stylesheets and scripts to preload, null when unknown. */
  readonly remoteAssets: RemoteAssets | null;
  /** Routes whose loader data the page leaves out ({@link keptRouteIds}). */
  readonly withheldRoutes: readonly string[];
}

/** The namespaces of the page's area that its matched routes declare; none for the host's own pages. */
export function pageNamespaces(loaded: LoadedPage): string[] {
  if (!loaded.loaded) return [];
  return routeNamespaces(
    loaded.context.matches.map((match) => match.route.handle),
    loaded.loaded.module,
  );
}

/**
 * Whether the browser hydrates none of the page's own content (decision 074): it rendered without an
 * error and every matched route of its area that renders something is a `staticPage`, which a first load keeps as
 * the server wrote it (decision 062). Nothing in the browser then reads the page's own namespaces
 * until a client navigation renders the page again, and that navigation loads them as any other does
 * (rule lang.messages), so the page's boot data leaves them out.
 */
export function keptFromServer(loaded: LoadedPage): boolean {
  return keptRouteIds(loaded).length > 0;
}

/**
 * The ids of the page's routes that the browser keeps from the server on a first load: every matched
 * route of its area that renders something when the page is {@link keptFromServer}, else none. Their
 * loader data is not in the page either (decision 075): the browser gets `WITHHELD_LOADER_DATA` for
 * them, which tells React Router the data is there (nothing is loaded while hydrating) and a page
 * rendered again loads it afresh.
 */
export function keptRouteIds(loaded: LoadedPage): string[] {
  if (!loaded.loaded || loaded.unavailablePage || loaded.context.errors) return [];
  const rendering = loaded.context.matches.filter(
    ({ route }) => areaOfRouteId(route.id) !== null && (route.Component != null || route.element != null),
  );
  const kept = rendering.length > 0 && rendering.every(({ route }) => route.element == null && isStaticPage(route.Component));
  return kept ? rendering.map(({ route }) => route.id) : [];
}

/**
 * Loads the page's messages (the host's namespaces and the page's declared ones, in its language
 * and in English, rule lang.messages) and its area's assets, and builds the boot data (without the
 * page's own namespaces when the page is {@link keptFromServer}; with its area's routes as
 * `keptRoutes` and without preloading its area's scripts when the whole page is kept, decision 079). Never rejects
 * for a missing bundle or manifest (a missing bundle is `{}`, missing assets null).
 */
export async function renderInputs(deps: RenderPageDeps, request: DecidedRequest, loaded: LoadedPage): Promise<RenderInputs> {
  const { area, unavailablePage } = loaded;
  const own = area && loaded.loaded ? { area, entry: loaded.loaded.entry } : null;
  const [hostResources, remoteResources, areaAssets] = await Promise.all([
    deps.hostMessages.load(request.locale, HOST_NAMESPACES),
    own ? deps.remoteResources.messages(own.area, own.entry).load(request.locale, pageNamespaces(loaded)) : Promise.resolve({}),
    own ? deps.remoteResources.assets(own.area, own.entry).catch(() => null) : Promise.resolve(null),
  ]);
  const resources = sharedResources(hostResources, remoteResources);
  // The server renders with every namespace; the browser gets the page's own only when it hydrates the page (decision 074).
  const withheldRoutes = keptRouteIds(loaded);
  const bootResources = withheldRoutes.length > 0 ? sharedResources(hostResources) : resources;
  // A page kept whole hydrates with stand-ins of its area's routes (decision 079): its area's scripts are not preloaded.
  const keptRoutes = unavailablePage
    ? null
    : keptRouteChain(
        loaded.context.matches.map((match) => match.route).filter((route) => areaOfRouteId(route.id) !== null),
        withheldRoutes,
      );
  const remoteAssets = areaAssets && keptRoutes ? { ...areaAssets, preloads: [] } : areaAssets;
  const { env } = deps;
  const site = {
    locale: request.locale,
    publicOrigin: env.PUBLIC_ORIGIN,
    languageCookie: request.languageCookie,
    helpCentreUrl: env.HELP_CENTRE_URL,
    preview: request.visitor.previews[0] ?? null,
  };
  // The entry of each area the page may load, with the integrity its publish recorded (decision 054).
  const integrity = Object.fromEntries(
    AREAS.flatMap((name) => {
      const version = loaded.release.remotes[name]?.version;
      const hex = version === undefined ? undefined : deps.integrity.of(name, version)?.remoteEntry;
      return hex === undefined ? [] : [[name, sriOf(hex)]];
    }),
  );
  const boot: BootData = {
    locale: request.locale,
    basename: request.basename,
    release: loaded.release,
    ...(Object.keys(integrity).length > 0 ? { integrity } : {}),
    area: unavailablePage ? null : area,
    resources: bootResources,
    routeMap: routeMapOf([...loaded.areas.loaded].filter(([other]) => other !== area || keptRoutes).map(([, { module }]) => module)),
    ...(keptRoutes ? { keptRoutes } : {}),
    brand: env.BRAND_NAME,
    apiBase: env.API_BASE,
    site,
    cookies: { secure: env.COOKIE_SECURE, ...(env.COOKIE_DOMAIN ? { domain: env.COOKIE_DOMAIN } : {}) },
    ...(deps.env.SIGNALS_SAMPLE_RATE > 0 ? { signals: deps.env.SIGNALS_SAMPLE_RATE } : {}),
    ...(deps.devBuild ? { dev: { build: deps.devBuild() } } : {}),
  };
  return {
    status: unavailablePage ? 503 : loaded.context.statusCode,
    i18n: requestI18n({ locale: request.locale, resources, brand: env.BRAND_NAME }),
    site,
    boot,
    remoteAssets,
    withheldRoutes,
  };
}
