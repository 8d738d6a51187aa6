/**
 * Browser step 6, **after hydration**: what starts once the page is interactive, never before (issue
 * 10): the page's services (`PageRuntime.afterHydration`), then, when the browser is next idle, the
 * navigation rules, the page signals of a sampled page view (decision 032) and the intent prefetch of
 * other areas (rules popup.one-interruption and shell.prefetch: never before 1 s).
 */
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import { matchRoutes } from 'react-router';
import { areaOfMatches } from '../routing/mount.ts';
import { whenIdle } from '../shell/runtime/page-runtime.client.ts';
import type { ClientNavigation } from './navigation.client.ts';
import type { PageRouter } from './create-router.client.ts';
import { yieldToPage } from './yield.client.ts';
import { takeEarlyErrors } from '../signals/early-errors.client.ts';

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
  // Each piece in a task of its own (decision 062): together they held a slow phone's main thread 100 ms.
  const steps = async () => {
    await navigation.discovery();
    await yieldToPage();
    await navigation.cookieRule();
    await yieldToPage();
    // A signed page view's errors, failed navigations and Web Vitals per area version, for the sampled page views only (rule release.guarded-rollout, decision 047).
    // The errors of start-up (entry.client.tsx listened from the first script) go to the collector, or nowhere.
    if (boot.signals !== undefined && Math.random() < boot.signals)
      void import(/* webpackChunkName: "page-signals" */ '../signals/page-signals.client.ts').then(({ startPageSignals }) =>
        startPageSignals({
          earlier: takeEarlyErrors(),
          release: boot.release,
          pageArea: boot.area,
          endpoint: '/__signals',
          viewEndpoint: '/__signals/view',
          areaAt: (pathname) => areaOfMatches(matchRoutes(router.routes, pathname, boot.basename)),
          subscribe: (listener) => router.subscribe(listener),
        }),
      );
    else takeEarlyErrors();
    await yieldToPage();
    return navigation.prefetchOnIntent();
  };
  return new Promise((started, failed) => whenIdle(() => void steps().then(started, failed)));
}
