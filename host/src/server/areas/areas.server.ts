/**
 * Which remote owns a request is decided by the route tables themselves (rule route.table, "a
 * remote owns its pages"): the host loads every area of the pinned release set (each version once per
 * process, so a warm host pays ~0.5 ms per area) and lets React Router match the path against
 * all of them. The static handler for one combination of versions and basename is built once
 * and reused (decision 030: per-version work once, not per request).
 */
import { createStaticHandler } from 'react-router';
import { AREAS, type Area } from '@meridian/shared/areas';
import type { ReleaseEntry, ReleaseSet } from '@meridian/shared/release';
import type { AreaModule } from '@meridian/shared/route-module';
import { owningArea, routeMapOf, type RouteShape } from '../../routing/route-map.ts';
import { createRouteTree } from '../../routing/route-tree.tsx';
import type { RemoteLoader } from '../../federation/server-loader.server.ts';
import type { HealthReporter } from '../process/health-reporter.server.ts';
import type { ReleaseSource } from '../releases/release-source.server.ts';
import type { ThrottledLog } from '../process/throttled-log.server.ts';

/** One area as this request uses it: its route table and the version that provided it. */
export interface LoadedArea {
  readonly module: AreaModule;
  readonly entry: ReleaseEntry;
}

/** What loading the areas needs of the renderer's dependencies (render-deps.server.ts). */
export interface AreaDeps {
  readonly remotes: RemoteLoader;
  readonly health: HealthReporter;
  readonly failures: ThrottledLog;
  readonly releases: ReleaseSource;
  readonly knownRoutes: Map<Area, readonly RouteShape[]>;
}

/** The areas of a request: those that loaded, and those that did not (served as unavailable). */
export interface RequestAreas {
  readonly loaded: ReadonlyMap<Area, LoadedArea>;
  readonly unavailable: readonly Area[];
}

/**
 * Loads the pinned version of `area`; when it fails, falls back to the area's active version
 * when the pinned one is a canary or preview (decision 019), else to the release state's `fallback`
 * (decision 020: the registry's newest previous version that served well, so every replica
 * falls back alike, a new one included; with a release file, its field). An area without a
 * release (never activated, `entry` undefined) is unavailable until it has one. Failures are
 * logged once per area per interval (decision 056).
 */
async function loadArea(deps: AreaDeps, area: Area, entry: ReleaseEntry | undefined): Promise<LoadedArea | null> {
  if (entry === undefined) {
    deps.failures(area, `area ${area} has no release (never activated): its pages answer the unavailable page`);
    return null;
  }
  try {
    const module = await deps.remotes.load(area, entry);
    if (module.area !== area)
      throw new Error(`loading ${area}@${entry.version}: its ./routes is the route table of the ${module.area} area`);
    deps.health.record(area, entry.version, true);
    deps.knownRoutes.set(area, routeMapOf([module])[area] ?? []);
    return { module, entry };
  } catch (error) {
    deps.health.record(area, entry.version, false);
    deps.failures(area, `area ${area}@${entry.version} is unavailable`, error);
    const released = deps.releases.current().remotes[area];
    const previous = released !== undefined && released.version !== entry.version ? released.version : released?.fallback;
    if (previous === undefined || previous === entry.version) return null;
    const fallback = { ...entry, version: previous };
    try {
      const module = await deps.remotes.load(area, fallback);
      deps.failures(`${area}:fallback`, `area ${area}: serving ${previous}, the release's fallback, instead of ${entry.version}`);
      return { module, entry: fallback };
    } catch (fallbackError) {
      deps.failures(`${area}:fallback`, `area ${area}@${previous} (fallback) is unavailable too`, fallbackError);
      return null;
    }
  }
}

/** Loads every area of `release` at once; never rejects. */
export async function loadAreas(deps: AreaDeps, release: ReleaseSet): Promise<RequestAreas> {
  const results = await Promise.all(AREAS.map(async (area) => [area, await loadArea(deps, area, release.remotes[area])] as const));
  const loaded = new Map<Area, LoadedArea>();
  const unavailable: Area[] = [];
  for (const [area, result] of results) {
    if (result) loaded.set(area, result);
    else unavailable.push(area);
  }
  return { loaded, unavailable };
}

/**
 * Whether `pathname` (under `basename`) may belong to an area that did not load (rule
 * route.area-unavailable): it matches the route table of that area's last version that loaded in this process,
 * or this process never loaded the area, so nothing says it does not. Otherwise an address no
 * loaded table knows is a 404, not the outage's 503 page.
 */
export function mayBelongToUnavailable(
  knownRoutes: ReadonlyMap<Area, readonly RouteShape[]>,
  areas: RequestAreas,
  pathname: string,
  basename: string,
): boolean {
  if (areas.unavailable.some((area) => !knownRoutes.has(area))) return true;
  const map = Object.fromEntries(areas.unavailable.map((area) => [area, knownRoutes.get(area) ?? []]));
  return owningArea(map, pathname, basename) !== null;
}

/**
 * True when an area of the page is served by its fallback rather than the pinned version: such a
 * page is not kept, since its key names the pinned versions and the fallback may change or end.
 */
export function servedByFallback(pinned: ReleaseSet, areas: RequestAreas): boolean {
  return [...areas.loaded].some(([area, { entry }]) => entry.version !== pinned.remotes[area]?.version);
}

/** The release set a page was really served with (a fallback version replaces the pinned one). */
export function servedRelease(pinned: ReleaseSet, areas: RequestAreas): ReleaseSet {
  const remotes = { ...pinned.remotes };
  for (const [area, { entry }] of areas.loaded) remotes[area] = entry;
  return { ...pinned, remotes };
}

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** Static handlers by release combination and basename, bounded. */
export interface HandlerCache {
  /** The handler for the loaded areas at `basename`; `unavailableOnly` gives the one that renders the 503 page for any path. */
  get(areas: RequestAreas, basename: string, unavailableOnly?: boolean): StaticHandler;
  /** Development only (HOST_DEV_HOOK): forgets every handler, since a rebuilt area keeps its version. */
  clear(): void;
}

/** Most handlers kept (11 basenames times a few live release combinations). */
const MAX_HANDLERS = 200;

/** Creates the cache; handlers are built with `createRouteTree` and never change once built. */
export function createHandlerCache(): HandlerCache {
  const handlers = new Map<string, StaticHandler>();
  return {
    get(areas, basename, unavailableOnly = false) {
      const modules = [...areas.loaded.entries()].map(([area, { entry }]) => `${area}@${entry.version}@${entry.origin}`).join(',');
      const key = `${basename} ${unavailableOnly ? 'unavailable' : `${modules} -${areas.unavailable.join(',')}`}`;
      const hit = handlers.get(key);
      if (hit) return hit;
      const routes = unavailableOnly
        ? createRouteTree([], { rootLoader: () => null, unavailable: true })
        : createRouteTree(
            [...areas.loaded.values()].map(({ module }) => module),
            { rootLoader: () => null },
          );
      const handler = createStaticHandler(routes, { basename });
      handlers.set(key, handler);
      if (handlers.size > MAX_HANDLERS) handlers.delete(handlers.keys().next().value ?? key);
      return handler;
    },
    clear: () => handlers.clear(),
  };
}
