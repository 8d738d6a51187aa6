/**
 * Route discovery in the browser (React Router's `patchRoutesOnNavigation`): a navigation that
 * no loaded route table matches loads the one area whose route shapes match it (boot data
 * `routeMap`) and patches it into the router; a path no area knows goes to the server by a full
 * load (rule route.compatible-mode), and so does a path whose area fails to load (the server
 * answers the area's 503 page). Both full loads keep the query and the hash of the navigation.
 * A path matched by a kept page's stand-in (decision 079) loads that page's area too while it is not
 * patched: one of its real routes may own the path (`/blog/more` before the post's `/blog/:unikey`).
 */
import { matchRoutes, type Navigation, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import type { CompatibleMode } from '@meridian/shared/runtime';
import { areaOfMatches, isCatchAll } from './mount.ts';
import { owningArea, type RouteMap } from './route-map.ts';

/** What discovery needs from the page. */
export interface AreaDiscoveryOptions {
  readonly basename: string;
  readonly routeMap: RouteMap;
  /** The router's routes and its pending navigation (read at navigation time). */
  readonly router: () => { readonly routes: RouteObject[]; readonly state: { readonly navigation: Navigation } };
  /** Loads `area` and patches its routes under the root (once per area). */
  readonly loadArea: (area: Area, patch: (routeId: string | null, children: RouteObject[]) => void) => Promise<void>;
  readonly isPatched: (area: Area) => boolean;
  /** Handles a failed area load when a newer release is live (reloads); true when it did. */
  readonly onStaleBuild: (error: unknown, pathname: string) => boolean;
  readonly compatible: Pick<CompatibleMode, 'intercept'>;
  /** Full-page navigation (`(href) => location.assign(href)`). */
  readonly assign: (href: string) => void;
}

/**
 * The address a navigation to `pathname` is going to, query and hash included. React Router
 * hands discovery the pathname only; the pending navigation holds the rest (a fetcher has no
 * pending navigation: its pathname alone is returned).
 */
export function pendingHref(navigation: Navigation, pathname: string): string {
  const location = navigation.location;
  return location?.pathname === pathname ? `${pathname}${location.search}${location.hash}` : pathname;
}

/** Creates the router's `patchRoutesOnNavigation`. */
export function createAreaDiscovery(options: AreaDiscoveryOptions): PatchRoutesOnNavigationFunction {
  const { basename, routeMap } = options;
  return async ({ path, patch }) => {
    const router = options.router();
    // React Router passes partial matches (a splat is left out), so match the whole path here.
    const matches = matchRoutes(router.routes, path, basename) ?? [];
    const matched = areaOfMatches(matches);
    if (!isCatchAll(matches) && (matched === null || options.isPatched(matched))) return;
    const href = pendingHref(router.state.navigation, path);
    const area = owningArea(routeMap, path, basename);
    if (area && !options.isPatched(area)) {
      try {
        await options.loadArea(area, patch);
      } catch (error) {
        // A newer release may be live (reload, guarded); otherwise the server renders the
        // localised "temporarily unavailable" page for the area that did not load.
        if (!options.onStaleBuild(error, path)) options.assign(href);
        return;
      }
    }
    options.compatible.intercept({ pathname: path, href });
  };
}
