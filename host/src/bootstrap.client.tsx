/**
 * Browser shell start-up: reads the boot data, registers the pinned remotes, loads the area the
 * server rendered, then hydrates. Which area owns a path is decided by the route tables
 * themselves (issue 13): a navigation that no loaded table matches loads the one area whose
 * route shapes (boot data `routeMap`, issue 10) match it and patches it into the router; a path
 * no area knows goes to the server by a full load (compatible mode, spec section 2).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  RouterProvider,
  type MiddlewareFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import type { Area } from '@meridian/shared/areas';
import { pageContext, type AreaModule, type PageContext } from '@meridian/shared/route-module';
import { createCompatibleMode, systemTimers } from '@meridian/shared/runtime';
import { LOCALE_COOKIE } from '@meridian/shared/locales';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '@meridian/shared/user';
import { App } from './app.tsx';
import { readBootData } from './boot/read-boot.client.ts';
import { createClientRemoteLoader } from './federation/client-loader.client.ts';
import { clientSharedOption } from './federation/shared-modules.client.ts';
import { startStaleBuildGuard } from './federation/stale-build.client.ts';
import { createPageRuntime, whenIdle } from './shell/runtime/page-runtime.client.ts';
import { DialogsBridge } from './shell/runtime/dialogs-bridge.tsx';
import { createI18n } from './i18n/create-i18n.ts';
import { localeLinkListener } from './routing/locale-links.client.ts';
import { areaOfRouteId, isCatchAll, mountArea, ROOT_ROUTE_ID } from './routing/mount.ts';
import type * as NavigationRules from './routing/navigation-rules.client.ts';
import { createRouteTree } from './routing/route-tree.tsx';
import { keepScrollOnOptOut } from './routing/scroll.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The area of the deepest match that belongs to an area, or null. */
function areaOf(matches: readonly { readonly route: { readonly id?: string } }[] | null): Area | null {
  for (const match of [...(matches ?? [])].reverse()) {
    const area = areaOfRouteId(match.route.id ?? '');
    if (area) return area;
  }
  return null;
}

async function start() {
  const { boot, hydrationData } = readBootData(document);
  window.__staticRouterHydrationData = hydrationData;
  const i18n = createI18n({ locale: boot.locale, resources: boot.resources, brand: boot.brand });
  const runtime = createPageRuntime(boot);
  const remotes = createClientRemoteLoader(boot.release, clientSharedOption());
  const staleBuild = startStaleBuildGuard(boot.release.revision);
  // The page's own area failed to load in the browser although the server rendered it (its origin
  // went away in between): load the page again, once, and the server answers with the area's 503 page.
  const initial = boot.area
    ? [
        await remotes.load(boot.area).catch((error: unknown) => {
          if (staleBuild.reloadOnce(window.location.pathname)) return new Promise<never>(() => undefined);
          throw error;
        }),
      ]
    : [];
  // Areas whose routes are in the router; other areas are patched in when a navigation needs them.
  const patched = new Set<Area>(boot.area ? [boot.area] : []);
  const page: PageContext = {
    locale: boot.locale,
    basename: boot.basename,
    brand: boot.brand,
    publicOrigin: boot.site.publicOrigin,
    apiBase: boot.apiBase,
    api: () => Promise.resolve(runtime.session.http ?? Promise.reject(new Error('the page has no API client'))),
    signedIn: () => runtime.session.user.getToken() !== null,
    async signIn({ token, deviceToken }) {
      if (deviceToken) runtime.shell.cookies.set(DEVICE_COOKIE, deviceToken, { days: DEVICE_COOKIE_DAYS, path: '/', sameSite: 'lax' });
      await runtime.session.user.login(token).catch(() => undefined);
    },
    signOut: () => runtime.session.user.logout(),
    deviceToken: () => runtime.shell.cookies.get(DEVICE_COOKIE) ?? null,
    country: async () => {
      const [geo, { countryOf }] = await Promise.all([runtime.geoInfo(), import('@meridian/shared/analytics')]);
      return countryOf(geo);
    },
  };
  // Spec section 2: a path none of the site's route tables knows goes to the server by a full load.
  const compatible = createCompatibleMode({
    storage: window.sessionStorage,
    timers: systemTimers(),
    isKnownPath: (pathname) => !isCatchAll(matchRoutes(router.routes, pathname, boot.basename) ?? []),
    redirect: (href) => window.location.assign(href),
  });
  compatible.start();

  const loadArea = async (area: Area, patch: (routeId: string, children: RouteObject[]) => void): Promise<void> => {
    const module = await remotes.load(area);
    if (patched.has(area)) return;
    patched.add(area);
    patch(ROOT_ROUTE_ID, mountArea(module));
  };

  // Route discovery, the language-cookie rule and the intent prefetch serve client navigations, not
  // hydration: one chunk of their own, fetched when the browser is idle after hydration (or by the first navigation).
  let rules: Promise<typeof NavigationRules> | undefined;
  const navigationRules = () => (rules ??= import(/* webpackChunkName: "navigation-rules" */ './routing/navigation-rules.client.ts'));
  // A navigation's messages: the namespaces its routes declare (issue 20), loaded with the navigation rules.
  let messages: Promise<(area: Area, module: AreaModule, handles: readonly unknown[]) => Promise<void>> | undefined;
  const loadMessages = (area: Area, module: AreaModule, handles: readonly unknown[]) =>
    (messages ??= navigationRules().then(({ createNavigationMessages }) =>
      createNavigationMessages({ locale: boot.locale, release: boot.release, i18n }),
    )).then((load) => load(area, module, handles));
  let discovering: Promise<PatchRoutesOnNavigationFunction> | undefined;
  const discovery = () =>
    (discovering ??= navigationRules().then(({ createAreaDiscovery }) =>
      createAreaDiscovery({
        basename: boot.basename,
        routeMap: boot.routeMap,
        router: () => router,
        loadArea,
        isPatched: (area) => patched.has(area),
        onStaleBuild: (error, path) => staleBuild.handle(error, path),
        compatible,
        assign: (href) => window.location.assign(href),
      }),
    ));
  let cookieRuling: Promise<MiddlewareFunction> | undefined;
  const cookieRule = () =>
    (cookieRuling ??= navigationRules().then(({ cookieLocaleMiddleware }) =>
      cookieLocaleMiddleware({
        locale: boot.locale,
        basename: boot.basename,
        cookie: () => runtime.shell.cookies.get(LOCALE_COOKIE.name),
        navigation: () => router.state.navigation,
      }),
    ));
  const afterHydration = () => {
    runtime.afterHydration();
    whenIdle(() => {
      void discovery();
      void cookieRule();
      // Issue 19: browser errors, failed navigations and Web Vitals per area version, for the sampled page views only.
      if (boot.signals !== undefined && Math.random() < boot.signals)
        void import(/* webpackChunkName: "page-signals" */ './signals/page-signals.client.ts').then(({ startPageSignals }) =>
          startPageSignals({
            release: boot.release,
            pageArea: boot.area,
            endpoint: '/__signals',
            areaAt: (pathname) => areaOf(matchRoutes(router.routes, pathname, boot.basename)),
            subscribe: (listener) => router.subscribe(listener),
          }),
        );
      // Spec sections 4 and 9, issue 20: another area's entry and route table are fetched on intent (a
      // link to it in the page visible when the browser is idle, or hovered, focused, touched), never before 1 s.
      void navigationRules().then(({ prefetchAreasOnIntent }) =>
        prefetchAreasOnIntent({
          basename: boot.basename,
          routeMap: boot.routeMap,
          has: (area) => patched.has(area) || remotes.loaded(area) !== undefined,
          load: (area) => void remotes.load(area).catch(() => undefined),
          subscribe: (listener) => router.subscribe(listener),
        }),
      );
    });
  };

  const routes: RouteObject[] = createRouteTree(initial, {
    unavailable: boot.area === null,
    // The language cookie (spec section 2), before any loader of a client navigation.
    rootMiddleware: [async (args, next) => (await cookieRule())(args, next)],
    rootLoader: async ({ request }) => {
      const { pathname } = new URL(request.url);
      const matches = matchRoutes(router.routes, pathname, boot.basename);
      const area = areaOf(matches);
      const module: AreaModule | undefined = area ? remotes.loaded(area) : undefined;
      if (!area || !module) return null;
      // The namespaces the matched routes declare (issue 20), as the server loads them.
      await loadMessages(
        area,
        module,
        (matches ?? []).map((match) => match.route.handle),
      );
      return null;
    },
  });

  // Pages are chunks of their own (route `lazy`): the page the server rendered is loaded before
  // hydration, so the first browser render matches the server's HTML.
  const initialMatches = matchRoutes(routes, window.location, boot.basename) ?? [];
  await Promise.all(
    initialMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes, {
    basename: boot.basename,
    getContext: () => new RouterContextProvider(new Map([[pageContext, page]])),
    patchRoutesOnNavigation: async (args) => (await discovery())(args),
  });

  keepScrollOnOptOut(router);
  // npm run dev only: the live reload is a chunk of its own, never on a production page.
  if (boot.dev) {
    const renderedBuild = boot.dev.build;
    void import('./dev/live-reload.client.ts').then(({ startLiveReload }) =>
      startLiveReload({
        renderedBuild,
        currentArea: () => areaOf(router.state.matches),
        isLoaded: (area) => remotes.loaded(area) !== undefined,
        router,
      }),
    );
  }
  runtime.connect(router);

  // Spec section 2: a plain link without prefix, followed from a page in another language, stays in that language.
  document.addEventListener(
    'click',
    localeLinkListener({ locale: boot.locale, basename: boot.basename, navigate: (to) => void router.navigate(to) }),
  );

  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree (issue 10: the longest task of the first
  // load; React Router's own browser entry does the same). A click before it ends is replayed.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') ?? document.body,
      <App i18n={i18n} site={boot.site} services={runtime}>
        <DialogsBridge attach={runtime.dialogs.attach} hydrated={afterHydration} />
        <RouterProvider router={router} />
      </App>,
      {
        onRecoverableError(error) {
          console.error('hydration recovered from an error', error);
        },
      },
    );
  });
}

start().catch((error: unknown) => {
  // Spec section 8: a mounting failure is logged and rethrown.
  console.error('mounting the site failed', error);
  throw error;
});
