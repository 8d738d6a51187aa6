/**
 * Browser step 4, **router** (docs/architecture.md, "How a request flows", step 6): the route tree
 * with the page's own area mounted, its page module loaded before hydration (so the first browser
 * render matches the server's HTML), or, for a page kept whole from the server, stand-ins of its
 * routes and no code of its area (decision 079); and React Router's browser router with the page
 * context, the language-cookie rule, a navigation's messages and route discovery (navigation.client.ts).
 */
import { createBrowserRouter, matchRoutes, RouterContextProvider, type RouteObject } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { pageContext, type PageContext } from '@meridian/shared/route-module';
import type { BootData } from '../boot-data.ts';
import { areaOfMatches, mountArea } from '../routing/mount.ts';
import { createRouteTree } from '../routing/route-tree.tsx';
import { createStandInRoutes, findRoute } from '../routing/stand-in-routes.tsx';
import { keepScrollOnOptOut } from '../routing/scroll.ts';
import { createClientNavigation, type ClientNavigation, type ClientNavigationOptions } from './navigation.client.ts';
import { yieldToPage } from './yield.client.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The page's browser router. */
export type PageRouter = ReturnType<typeof createBrowserRouter>;

/** Options of {@link createPageRouter}. */
export interface PageRouterOptions extends ClientNavigationOptions {
  readonly boot: Pick<BootData, 'locale' | 'basename' | 'release' | 'routeMap' | 'area' | 'keptRoutes'>;
  readonly page: PageContext;
  /** React Router's hydration data (`#__router`); the router reads it from the window and revives its errors. */
  readonly hydrationData: unknown;
}

/**
 * Builds the page's router at the browser's current address and returns it with its client
 * navigation (which the after-hydration step warms up). Rejects when the page's own route module
 * cannot be loaded.
 */
export async function createPageRouter(
  options: PageRouterOptions,
): Promise<{ readonly router: PageRouter; readonly navigation: ClientNavigation }> {
  const { boot, remotes } = options;
  const navigation = createClientNavigation(options, () => router);
  const { area: pageArea } = boot;
  // A page kept whole: its routes stand in until its area is needed; each resolves to its real route then.
  const standIns =
    pageArea && boot.keptRoutes
      ? createStandInRoutes(boot.keptRoutes, async (id) => {
          const route = findRoute(mountArea(await remotes.load(pageArea)), id);
          if (!route) throw new Error(`the route ${id} is not in the routes of ${pageArea}`);
          return typeof route.lazy === 'function' ? { ...route, ...(await route.lazy()), lazy: undefined } : route;
        })
      : null;
  const routes: RouteObject[] = createRouteTree(remotes.initial, {
    unavailable: boot.area === null,
    standIns: standIns?.route ?? null,
    // The language cookie (rule lang.cookie), before any loader of a client navigation.
    rootMiddleware: [async (args, next) => (await navigation.cookieRule())(args, next)],
    rootLoader: async ({ request }) => {
      const matches = matchRoutes(router.routes, new URL(request.url).pathname, boot.basename);
      const area = areaOfMatches(matches);
      // A stand-in's area is loaded here when a navigation renders its page again (decision 079).
      const module: AreaModule | undefined = area
        ? (remotes.loaded(area) ?? (area === pageArea && standIns ? await remotes.load(area).catch(() => undefined) : undefined))
        : undefined;
      if (!area || !module) return null;
      // The namespaces the matched routes declare (rule lang.messages), as the server loads them.
      await navigation.loadMessages(
        area,
        module,
        (matches ?? []).map((match) => match.route.handle),
      );
      return null;
    },
  });
  // Pages are chunks of their own (route `lazy`): the page the server rendered is loaded before hydration.
  await Promise.all(
    (matchRoutes(routes, window.location, boot.basename) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  // The page's module ran in the task that loaded it; the router starts in the next (decision 062).
  await yieldToPage();
  window.__staticRouterHydrationData = options.hydrationData;
  const router: PageRouter = createBrowserRouter(routes, {
    basename: boot.basename,
    getContext: () => new RouterContextProvider(new Map([[pageContext, options.page]])),
    patchRoutesOnNavigation: async (args) => (await navigation.discovery())(args),
  });
  keepScrollOnOptOut(router);
  return { router, navigation };
}
