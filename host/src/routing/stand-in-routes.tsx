/**
 * Stand-in routes (decision 079): a page the browser keeps whole from the server (decision 062) hydrates
 * without its area's code. The server describes the page's matched routes of its area
 * ({@link KeptRoute}: ids, paths, the handle's JSON, whether a loader answered); the browser mounts
 * stand-ins with the same ids and shapes, whose page renders the kept element (the same HTML and
 * `useId` as `staticPage`), so hydration needs neither the area's entry nor its page chunk. The area
 * is loaded when something needs it: a navigation into it (route discovery patches its real routes
 * around the stand-ins), the intent prefetch, or a render of the stand-in page afresh (a client
 * navigation back to it), for which each stand-in takes its real route's loader, component, error
 * boundary, revalidation rule and handle.
 */
import { use, useContext, type ComponentType } from 'react';
import { Outlet, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { KeepServerHtmlContext, RouteErrorBoundary, StaticContent, useHydratingFromServer } from '@meridian/shared/ui';

/**
 * One matched route of a kept page's area as the boot data carries it (`boot.keptRoutes`, outermost
 * first, each the parent of the next): the id and shape the host mounted it with (mount.ts), the
 * JSON of its handle (functions such as `meta` and `validate` are left out: nothing reads them before
 * the area is loaded) and whether it has a loader (its data is in the hydration data).
 */
export interface KeptRoute {
  readonly id: string;
  readonly path?: string;
  readonly index?: true;
  readonly caseSensitive?: true;
  readonly handle?: Readonly<Record<string, unknown>>;
  readonly loader?: true;
}

/** A matched route as the server's static handler has it: what {@link keptRouteChain} reads. */
interface ServerRoute {
  readonly id: string;
  readonly path?: string;
  readonly index?: boolean;
  readonly caseSensitive?: boolean;
  readonly handle?: unknown;
  readonly loader?: unknown;
}

/** The JSON of a handle (functions and undefined left out), or null when it has none that JSON can hold. */
function handleJson(handle: unknown): Readonly<Record<string, unknown>> | null {
  if (handle === undefined || handle === null) return {};
  try {
    const json: unknown = JSON.parse(JSON.stringify(handle));
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The {@link KeptRoute}s of a page whose matched routes of its area are `areaRoutes` (outermost first)
 * and whose kept routes are `keptIds` (render-page.server.ts, `keptRouteIds`): null unless the page is
 * kept and its deepest match is kept (a route in between that renders nothing is an outlet the stand-in
 * renders too), or when a handle is not JSON.
 */
export function keptRouteChain(areaRoutes: readonly ServerRoute[], keptIds: readonly string[]): KeptRoute[] | null {
  const leaf = areaRoutes.at(-1);
  if (!leaf || !keptIds.includes(leaf.id)) return null;
  const chain: KeptRoute[] = [];
  for (const route of areaRoutes) {
    const handle = handleJson(route.handle);
    if (!handle) return null;
    chain.push({
      id: route.id,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.index ? { index: true as const } : {}),
      ...(route.caseSensitive ? { caseSensitive: true as const } : {}),
      ...(Object.keys(handle).length > 0 ? { handle } : {}),
      ...(typeof route.loader === 'function' ? { loader: true as const } : {}),
    });
  }
  return chain;
}

/** The stand-ins of a kept page: the outermost route (its children nest the rest) and every stand-in's id. */
export interface StandInRoutes {
  readonly route: RouteObject;
  readonly ids: ReadonlySet<string>;
}

/**
 * Mounts `chain` as stand-ins. `resolve(id)` loads the area and answers the real route of that id as
 * mount.ts mounted it, its lazy part loaded; it is called at most once per id while it succeeds (a
 * failure is retried on the next need). Until then a stand-in's handle is the JSON the server sent;
 * from then on it is the real handle (the same object, filled in). Null for an empty chain.
 */
export function createStandInRoutes(chain: readonly KeptRoute[], resolve: (id: string) => Promise<RouteObject>): StandInRoutes | null {
  if (chain.length === 0) return null;
  const resolved = new Map<string, RouteObject>();
  const resolving = new Map<string, Promise<RouteObject>>();
  const handles = new Map<string, Record<string, unknown>>();
  const real = (id: string): Promise<RouteObject> => {
    let pending = resolving.get(id);
    if (!pending) {
      pending = resolve(id).then((route) => {
        Object.assign(handles.get(id) ?? {}, route.handle);
        resolved.set(id, route);
        return route;
      });
      pending.catch(() => resolving.delete(id));
      resolving.set(id, pending);
    }
    return pending;
  };

  const standIn = (kept: KeptRoute, index: number): RouteObject => {
    const { id } = kept;
    const handle: Record<string, unknown> = { ...kept.handle };
    handles.set(id, handle);
    const leaf = index === chain.length - 1;
    const next = chain[index + 1];
    const shape = {
      id,
      ...(kept.path !== undefined ? { path: kept.path } : {}),
      ...(kept.caseSensitive ? { caseSensitive: true } : {}),
      handle,
      ...(kept.loader
        ? {
            loader: async (args: LoaderFunctionArgs, context?: unknown) => {
              const route = await real(id);
              return typeof route.loader === 'function' ? ((await route.loader(args, context)) ?? null) : null;
            },
          }
        : {}),
      shouldRevalidate: (args: ShouldRevalidateFunctionArgs) => {
        const rule = resolved.get(id)?.shouldRevalidate;
        return rule ? rule(args) : args.defaultShouldRevalidate;
      },
      ...(leaf ? { Component: standInPage(id, resolved, real), ErrorBoundary: standInErrorBoundary(id, resolved) } : {}),
    };
    if (kept.index) return { ...shape, index: true } as RouteObject;
    return { ...shape, ...(next ? { children: [standIn(next, index + 1)] } : {}) } as RouteObject;
  };
  const first = chain[0];
  return first ? { route: standIn(first, 0), ids: new Set(chain.map((kept) => kept.id)) } : null;
}

/**
 * The stand-in's page: while the browser keeps the server's HTML, the kept element as `staticPage`
 * renders it (an element of its own with `useId`, so the id matches the server's); rendered afresh,
 * the real route's page, waiting for the area when it is not loaded yet.
 */
function standInPage(id: string, resolved: ReadonlyMap<string, RouteObject>, real: (id: string) => Promise<RouteObject>): ComponentType {
  function StandInPage() {
    const keep = useContext(KeepServerHtmlContext);
    const fromServer = useHydratingFromServer();
    if (keep && fromServer) return <StaticContent className="static-content" />;
    const route = resolved.get(id) ?? use(real(id));
    if (route.element !== undefined && route.element !== null) return route.element;
    const Page = route.Component;
    return Page ? <Page /> : <Outlet />;
  }
  return StandInPage;
}

/** The stand-in's error boundary: the real route's once its area is loaded, the shared one before. */
function standInErrorBoundary(id: string, resolved: ReadonlyMap<string, RouteObject>): ComponentType {
  function StandInErrorBoundary() {
    const Boundary = resolved.get(id)?.ErrorBoundary ?? RouteErrorBoundary;
    return <Boundary />;
  }
  return StandInErrorBoundary;
}

/**
 * Patches an area's mounted `routes` under `parentId` with React Router's `patch`, and, where a route
 * has a stand-in (its id is in `standIns`), its children under the stand-in: React Router keeps a
 * route whose id it already has, so the stand-in stays and the real route's other children join it.
 */
export function patchAround(
  patch: (routeId: string, children: RouteObject[]) => void,
  parentId: string,
  routes: readonly RouteObject[],
  standIns: ReadonlySet<string>,
): void {
  patch(parentId, [...routes]);
  for (const route of routes) {
    if (route.id !== undefined && standIns.has(route.id) && route.children) patchAround(patch, route.id, route.children, standIns);
  }
}

/** The route with `id` in `routes` (depth first), or undefined. */
export function findRoute(routes: readonly RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children ? findRoute(route.children, id) : undefined;
    if (inner) return inner;
  }
  return undefined;
}
