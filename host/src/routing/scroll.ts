/**
 * Scrolling (rule route.scroll): a new page scrolls to the top unless its route opts out
 * (`handle.keepScroll`); hash anchors and back navigation are React Router's
 * `<ScrollRestoration>`. This module decides the opt-out for a navigation target.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { isAreaRouteHandle } from '@meridian/shared/route-module';

/** True when the deepest route matching `to` (a path, possibly with query and hash) keeps the scroll position. */
export function keepsScroll(routes: RouteObject[], to: string, basename: string): boolean {
  if (!to.startsWith('/')) return false;
  const pathname = to.split(/[?#]/)[0] ?? to;
  const handle = matchRoutes(routes, pathname, basename)?.at(-1)?.route.handle;
  return isAreaRouteHandle(handle) && handle.keepScroll === true;
}

/** What `router.navigate` needs from a data router for {@link keepScrollOnOptOut}. */
interface NavigatingRouter {
  readonly routes: RouteObject[];
  readonly basename: string | undefined;
  navigate(to: unknown, options?: { preventScrollReset?: boolean } & Record<string, unknown>): Promise<void>;
}

/** Makes every navigation to an opted-out route keep the scroll position. */
export function keepScrollOnOptOut(router: NavigatingRouter): void {
  const navigate = router.navigate.bind(router);
  router.navigate = (to, options) =>
    typeof to === 'string' && keepsScroll(router.routes, to, router.basename ?? '/')
      ? navigate(to, { ...options, preventScrollReset: true })
      : navigate(to, options);
}
