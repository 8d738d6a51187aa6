/**
 * Browser step 6, **after hydration**: what starts once the page is interactive, never before (issue
 * 10): the page's services (`PageRuntime.afterHydration`), then, when the browser is next idle, the
 * navigation rules, the page signals of a sampled page view (issue 19) and the intent prefetch of
 * other areas (spec sections 4 and 9, issue 20: never before 1 s).
 */
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import { matchRoutes } from 'react-router';
import { areaOfMatches } from '../routing/mount.ts';
import { whenIdle } from '../shell/runtime/page-runtime.client.ts';
import type { ClientNavigation } from './navigation.client.ts';
import type { PageRouter } from './create-router.client.ts';

/** Options of {@link afterHydration}. */
export interface AfterHydrationOptions {
  readonly boot: { readonly release: ReleaseSet; readonly area: Area | null; readonly basename: string; readonly signals?: number };
  readonly runtime: { afterHydration(): void };
  readonly router: PageRouter;
  readonly navigation: ClientNavigation;
}

/**
 * Runs once the page has hydrated (the hydration bridge's effect). Resolves when the idle-time work
 * has started (the intent prefetcher listens); rejects when the navigation rules' chunk cannot be
 * loaded (the stale-build guard reloads the page when a newer release is live).
 */
export function afterHydration(options: AfterHydrationOptions): Promise<unknown> {
  const { boot, router, navigation } = options;
  options.runtime.afterHydration();
  return new Promise((started) =>
    whenIdle(() => {
      void navigation.discovery();
      void navigation.cookieRule();
      // Issue 19: browser errors, failed navigations and Web Vitals per area version, for the sampled page views only.
      if (boot.signals !== undefined && Math.random() < boot.signals)
        void import(/* webpackChunkName: "page-signals" */ '../signals/page-signals.client.ts').then(({ startPageSignals }) =>
          startPageSignals({
            release: boot.release,
            pageArea: boot.area,
            endpoint: '/__signals',
            areaAt: (pathname) => areaOfMatches(matchRoutes(router.routes, pathname, boot.basename)),
            subscribe: (listener) => router.subscribe(listener),
          }),
        );
      started(navigation.prefetchOnIntent());
    }),
  );
}
