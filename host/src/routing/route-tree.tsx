/**
 * The whole route tree: the host's root layout, the mounted areas, and the host's own
 * catch-all so that every path matches something before an area is discovered.
 */
import type { LoaderFunction, MiddlewareFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { AreaModule } from '@meridian/shared/route-module';
import { notFound, RouteErrorBoundary } from '@meridian/shared/ui';
import { Shell } from '../shell/shell.tsx';
import { unavailableRoute } from '../shell/unavailable-page.tsx';
import { mountArea, ROOT_ROUTE_ID } from './mount.ts';

/** Options that differ between server and browser. */
export interface RouteTreeOptions {
  /** Loader of the root route: loads message bundles on client navigations. */
  readonly rootLoader: LoaderFunction;
  /** Middleware of the root route (the browser's language-cookie rule); none on the server. */
  readonly rootMiddleware?: readonly MiddlewareFunction[];
  /** Render the "temporarily unavailable" page instead of any area (its remote failed to load). */
  readonly unavailable?: boolean;
  /** The browser's stand-ins of a kept page's routes, mounted like an area's (stand-in-routes.tsx, decision 079). */
  readonly standIns?: RouteObject | null;
}

const revalidateOnPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

/** Builds the route tree with `modules` mounted; more areas are patched in on navigation. */
export function createRouteTree(modules: readonly AreaModule[], options: RouteTreeOptions): RouteObject[] {
  return [
    {
      // Pathless, so that no path matches the root alone: `/` before the home page's area is in the router
      // matches the catch-all, and route discovery loads that area (a root with path `/` matched it, and showed nothing).
      id: ROOT_ROUTE_ID,
      Component: Shell,
      ErrorBoundary: ShellErrorBoundary,
      loader: options.rootLoader,
      ...(options.rootMiddleware ? { middleware: [...options.rootMiddleware] } : {}),
      shouldRevalidate: revalidateOnPathChange,
      children: options.unavailable
        ? [unavailableRoute]
        : [
            ...(options.standIns ? [options.standIns] : []),
            ...modules.flatMap((module) => mountArea(module)),
            {
              id: 'host/not-found',
              path: '*',
              loader: ({ request }) => {
                throw notFound(new URL(request.url).pathname, 'unmatched');
              },
              handle: { ns: 'common', meta: () => ({ key: 'notFound.meta' }) },
              ErrorBoundary: RouteErrorBoundary,
            },
          ],
    },
  ];
}

/** Root error boundary: the shared boundary inside the shell's chrome-less frame. */
function ShellErrorBoundary() {
  return (
    <main id="main" className="main">
      <RouteErrorBoundary />
    </main>
  );
}
