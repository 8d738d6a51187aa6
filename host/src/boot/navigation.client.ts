/**
 * What a client navigation needs and hydration does not (rules lang.messages and shell.prefetch): route
 * discovery with compatible mode, the language-cookie rule, a navigation's messages and the intent
 * prefetch of other areas. Their code is one chunk of its own (`navigation-rules`), fetched when
 * the browser is idle after hydration or by the first navigation, whichever comes first.
 */
import type { i18n as I18n } from 'i18next';
import { matchRoutes, type MiddlewareFunction, type PatchRoutesOnNavigationFunction, type createBrowserRouter } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import type { AreaModule } from '@meridian/shared/route-module';
import type { BootData } from '../boot-data.ts';
import { isCatchAll } from '../routing/mount.ts';
import type * as NavigationRules from '../routing/navigation-rules.client.ts';
import type { PageRemotes } from './register-remotes.client.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/** What the router's options and the after-hydration step call; each loads the chunk on first use. */
export interface ClientNavigation {
  /**
   * React Router's `patchRoutesOnNavigation`: loads the area that owns a path; a path none of the
   * site's route tables knows goes to the server by a full load (rule route.compatible-mode).
   */
  discovery(): Promise<PatchRoutesOnNavigationFunction>;
  /** The root middleware: the `LANGUAGE` cookie set in another tab moves an unprefixed navigation to that language. */
  cookieRule(): Promise<MiddlewareFunction>;
  /** Loads the namespaces a navigation's matched routes declare, in the page's language and English. */
  loadMessages(area: Area, module: AreaModule, handles: readonly unknown[]): Promise<void>;
  /** Starts fetching another area's entry on intent (a visible link on idle, hover, focus, touch). */
  prefetchOnIntent(): Promise<unknown>;
}

/** What the client navigation needs from the page. */
export interface ClientNavigationOptions {
  readonly boot: Pick<BootData, 'locale' | 'basename' | 'release' | 'routeMap'>;
  readonly i18n: I18n;
  readonly remotes: PageRemotes;
  /** The `LANGUAGE` cookie as it is now (another tab may have set it). */
  readonly cookie: () => string | undefined;
  /** A failed area load while a newer release is live reloads the page (stale-build guard); true when it did. */
  readonly onStaleBuild: (error: unknown, path: string) => boolean;
  /** Full-page navigation; `location.assign` unless a test records it. */
  readonly assign?: (href: string) => void;
}

/** The page's client navigation over its router (read when a navigation runs, so the router may come later). */
export function createClientNavigation(options: ClientNavigationOptions, router: () => Router): ClientNavigation {
  const { boot, i18n, remotes } = options;
  const assign = options.assign ?? ((href: string) => window.location.assign(href));
  let rules: Promise<typeof NavigationRules> | undefined;
  const navigationRules = () => (rules ??= import(/* webpackChunkName: "navigation-rules" */ '../routing/navigation-rules.client.ts'));
  let messages: Promise<ClientNavigation['loadMessages']> | undefined;
  let discovering: Promise<PatchRoutesOnNavigationFunction> | undefined;
  let cookieRuling: Promise<MiddlewareFunction> | undefined;
  return {
    loadMessages: (area, module, handles) =>
      (messages ??= navigationRules().then(({ createNavigationMessages }) =>
        createNavigationMessages({ locale: boot.locale, release: boot.release, i18n }),
      )).then((load) => load(area, module, handles)),
    discovery: () =>
      (discovering ??= navigationRules().then(({ createAreaDiscovery, startCompatibleMode }) =>
        createAreaDiscovery({
          basename: boot.basename,
          routeMap: boot.routeMap,
          router,
          loadArea: remotes.loadArea,
          isPatched: remotes.isPatched,
          onStaleBuild: options.onStaleBuild,
          compatible: startCompatibleMode({
            isKnownPath: (pathname) => !isCatchAll(matchRoutes(router().routes, pathname, boot.basename) ?? []),
            redirect: assign,
          }),
          assign,
        }),
      )),
    cookieRule: () =>
      (cookieRuling ??= navigationRules().then(({ cookieLocaleMiddleware }) =>
        cookieLocaleMiddleware({
          locale: boot.locale,
          basename: boot.basename,
          cookie: options.cookie,
          navigation: () => router().state.navigation,
        }),
      )),
    prefetchOnIntent: () =>
      navigationRules().then(({ prefetchAreasOnIntent }) =>
        prefetchAreasOnIntent({
          basename: boot.basename,
          routeMap: boot.routeMap,
          has: (area) => remotes.isPatched(area) || remotes.loaded(area) !== undefined,
          load: (area) => void remotes.load(area).catch(() => undefined),
          subscribe: (listener) => router().subscribe(listener),
        }),
      ),
  };
}
