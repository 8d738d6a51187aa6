/**
 * One route of an area's table (one route helper for every remote, decision 009; docs/conventions.md rule 11):
 * its path, its handle (read by the host before the page's code loads) and the page module,
 * given either directly or as a loader of its own chunk, so that each page is fetched only when
 * it is visited (route-level code splitting, decision 015). Every route gets the shared error boundary.
 */
import type { ActionFunction, LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import type { ComponentType } from 'react';
import type { AreaRouteHandle } from '../routing/route-module.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** What a page module (`src/routes/<page>.tsx`) exports. */
export interface PageModule {
  readonly Component?: ComponentType;
  readonly loader?: LoaderFunction;
  readonly action?: ActionFunction;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * The route object of `path` (relative, without locale prefix, e.g. `pricing/checkout/:id?`).
 * `page` is the module, or a function importing it (`() => import('../routes/pricing.tsx')`).
 */
export function areaRoute(path: string, handle: AreaRouteHandle, page: PageModule | (() => Promise<PageModule>)): RouteObject {
  if (typeof page === 'function') {
    return { path, handle, ErrorBoundary: RouteErrorBoundary, lazy: async () => ({ ...(await page()) }) };
  }
  return { path, handle, ErrorBoundary: RouteErrorBoundary, ...page };
}
