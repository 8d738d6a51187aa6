/**
 * Mounts remote route tables under the host's root route (docs/conventions.md rule 2). Every mounted
 * route gets a stable id (`<area>:<path>`), so server and browser agree on hydration data, and
 * a loader that runs the route's middleware and validation hook before its own loader.
 */
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { isArea, type Area } from '@meridian/shared/areas';
import { isAreaRouteHandle, type AreaModule } from '@meridian/shared/route-module';
import { notFound } from '@meridian/shared/ui';

/** Host route middleware by name; a route naming another one is an error. */
export type RouteMiddleware = (args: LoaderFunctionArgs) => Promise<void> | void;

/** The id of the root route, which every area's routes are children of. */
export const ROOT_ROUTE_ID = 'root';

function wrapLoader(route: RouteObject, middleware: Readonly<Record<string, RouteMiddleware>>): LoaderFunction | undefined {
  const handle = isAreaRouteHandle(route.handle) ? route.handle : undefined;
  const original = typeof route.loader === 'function' ? route.loader : undefined;
  const names = handle?.middleware ?? [];
  for (const name of names) {
    if (!Object.hasOwn(middleware, name)) throw new Error(`Unknown route middleware: ${name}`);
  }
  if (!original && !handle?.validate && names.length === 0) return undefined;
  return async (args) => {
    for (const name of names) await middleware[name]?.(args);
    if (handle?.validate && !handle.validate(args.params)) {
      throw notFound(new URL(args.request.url).pathname, 'validation');
    }
    return original ? ((await original(args)) ?? null) : null;
  };
}

/**
 * A lazily loaded route keeps its validation hook and middleware: they wrap the loader its
 * module brings (or stand alone when it brings none).
 */
function wrapLazy(route: RouteObject, middleware: Readonly<Record<string, RouteMiddleware>>): RouteObject['lazy'] {
  const { lazy } = route;
  if (typeof lazy !== 'function') return lazy;
  return async () => {
    const loaded = await lazy();
    const loader = wrapLoader({ ...route, loader: loaded.loader }, middleware);
    return { ...loaded, ...(loader ? { loader } : {}) };
  };
}

function mountRoute(
  area: Area,
  route: RouteObject,
  parentId: string,
  index: number,
  middleware: Readonly<Record<string, RouteMiddleware>>,
): RouteObject {
  const id = `${parentId}/${route.index ? 'index' : (route.path ?? `#${index}`)}`;
  const lazy = typeof route.lazy === 'function';
  const loader = lazy ? undefined : wrapLoader(route, middleware);
  const mounted = { ...route, id, ...(loader ? { loader } : {}), ...(lazy ? { lazy: wrapLazy(route, middleware) } : {}) } as RouteObject;
  if (route.children) {
    return { ...mounted, children: route.children.map((child, i) => mountRoute(area, child, id, i, middleware)) } as RouteObject;
  }
  return mounted;
}

/**
 * The routes of one area as the host mounts them. Throws `Unknown route middleware: <name>`
 * when a route names middleware the host does not have.
 */
export function mountArea(module: AreaModule, middleware: Readonly<Record<string, RouteMiddleware>> = {}): RouteObject[] {
  return module.routes.map((route, index) => mountRoute(module.area, route, module.area, index, middleware));
}

/**
 * The area a matched route belongs to, read from its id (`blog/blog/:unikey` gives `blog`), or
 * null for the host's own routes (root, not-found, unavailable).
 */
export function areaOfRouteId(id: string): Area | null {
  const first = id.split('/')[0] ?? '';
  return isArea(first) ? first : null;
}

/**
 * True when the deepest match is a catch-all (`*`): the path is unknown to every loaded route
 * table. An index route (the home page, which has no path) is a known page.
 */
export function isCatchAll(matches: readonly { readonly route: { readonly path?: string; readonly index?: boolean } }[]): boolean {
  const leaf = matches.at(-1)?.route;
  if (leaf?.index === true) return false;
  return leaf?.path?.includes('*') ?? true;
}

/** The area of the deepest match that belongs to an area (`blog` for /blog/:unikey), or null (the host's own routes, no match). */
export function areaOfMatches(matches: readonly { readonly route: { readonly id?: string } }[] | null): Area | null {
  for (const match of [...(matches ?? [])].reverse()) {
    const area = areaOfRouteId(match.route.id ?? '');
    if (area) return area;
  }
  return null;
}
