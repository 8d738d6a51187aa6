/**
 * Which area owns a path, known in the browser before that area is loaded (decision 045: a
 * navigation into another area loads that area only, not all five). The server sends, in the
 * boot data, the bare shape of each other area's route table (paths, index flags, nesting: no
 * code), taken from the pinned versions it has loaded; the browser matches a path against it.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { AREAS, isArea, type Area } from '@meridian/shared/areas';
import type { AreaModule } from '@meridian/shared/route-module';

/** A route reduced to what matching needs. */
export interface RouteShape {
  readonly path?: string;
  readonly index?: true;
  readonly caseSensitive?: true;
  readonly children?: readonly RouteShape[];
}

/** Route shapes by area: the boot data's `routeMap`. */
export type RouteMap = Partial<Record<Area, readonly RouteShape[]>>;

function shapeOf(route: RouteObject): RouteShape {
  return {
    ...(route.path !== undefined ? { path: route.path } : {}),
    ...(route.index ? { index: true as const } : {}),
    ...(route.caseSensitive ? { caseSensitive: true as const } : {}),
    ...(route.children ? { children: route.children.map(shapeOf) } : {}),
  };
}

// A version's route table never changes: its shapes are computed once per loaded module.
const shapes = new WeakMap<AreaModule, readonly RouteShape[]>();

/** The route shapes of `modules`, by area. */
export function routeMapOf(modules: Iterable<AreaModule>): RouteMap {
  const map: Partial<Record<Area, readonly RouteShape[]>> = {};
  for (const module of modules) {
    let table = shapes.get(module);
    if (!table) shapes.set(module, (table = module.routes.map(shapeOf)));
    map[module.area] = table;
  }
  return map;
}

function toRoutes(shapes: readonly RouteShape[]): RouteObject[] {
  return shapes.map((shape) => {
    const route = { path: shape.path, caseSensitive: shape.caseSensitive };
    return (
      shape.index ? { ...route, index: true } : { ...route, children: shape.children ? toRoutes(shape.children) : undefined }
    ) as RouteObject;
  });
}

// A route map is read, never changed: its route objects are made once per map.
const tables = new WeakMap<RouteMap, RouteObject[]>();

/**
 * The area whose route table matches `pathname` (under `basename`) without a catch-all, or null
 * when no area of the map knows it (the server then answers: a 404, or the 503 page).
 */
export function owningArea(map: RouteMap, pathname: string, basename: string): Area | null {
  let routes = tables.get(map);
  if (!routes) {
    routes = AREAS.filter((area) => map[area]).map((area) => ({ id: area, children: toRoutes(map[area] ?? []) }) as RouteObject);
    tables.set(map, routes);
  }
  const matches = matchRoutes(routes, pathname, basename);
  if (!matches || matches.at(-1)?.route.path?.includes('*')) return null;
  const id = matches[0]?.route.id ?? '';
  return isArea(id) ? id : null;
}
