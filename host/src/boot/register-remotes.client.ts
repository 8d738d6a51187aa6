/**
 * Browser step 3, **remotes** (docs/architecture.md, "How a request flows", step 6; decision 016):
 * the page's Module Federation instance with exactly the remotes of its pinned release set, and
 * the area the server rendered loaded before hydration, unless the page hydrates with stand-ins of
 * its routes (`boot.keptRoutes`, decision 079). Other areas, and a stand-in page's own, are loaded
 * and patched into the router when a navigation needs them (`loadArea`).
 */
import type { RouteObject } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import type { AreaModule } from '@meridian/shared/route-module';
import type { BootData } from '../boot-data.ts';
import type { ClientRemoteLoader } from '../federation/client-loader.client.ts';
import { clientSharedOption } from '../federation/shared-modules.client.ts';
import { mountArea, ROOT_ROUTE_ID } from '../routing/mount.ts';
import { patchAround } from '../routing/stand-in-routes.tsx';

/** The page's remotes: the loader over its release set and the areas mounted in its router. */
export interface PageRemotes extends ClientRemoteLoader {
  /** The area the server rendered, loaded; empty for the "temporarily unavailable" page (no area) and a page of stand-ins. */
  readonly initial: readonly AreaModule[];
  /** True when `area`'s routes are in the router (the page's own area, or patched in by a navigation); a page's stand-ins do not count. */
  isPatched(area: Area): boolean;
  /**
   * Loads `area` and patches its routes under the root route, once (around the page's stand-ins, which
   * stay). Rejects when its entry cannot be loaded.
   */
  loadArea(area: Area, patch: (routeId: string, children: RouteObject[]) => void): Promise<void>;
}

/**
 * Registers the release set's remotes and loads the page's own area. When that area cannot be loaded
 * although the server rendered it (its origin went away in between), `reloadOnce(path)` decides: true
 * (the page loads again and the server answers with the area's 503 page) leaves this promise pending
 * while the page reloads; false rejects with the load error.
 */
export async function registerRemotes(
  boot: Pick<BootData, 'release' | 'area' | 'integrity' | 'keptRoutes'>,
  reloadOnce: (path: string) => boolean,
): Promise<PageRemotes> {
  // Module Federation's runtime is a chunk of its own (`federation`), fetched with the first area a page loads: a
  // page kept whole hydrates without any (decisions 079, 080); the server preloads it for a page that loads its area first.
  let instance: ClientRemoteLoader | undefined;
  let starting: Promise<ClientRemoteLoader> | undefined;
  const federation = () =>
    (starting ??= import(/* webpackChunkName: "federation" */ '../federation/client-loader.client.ts').then(
      ({ createClientRemoteLoader }) => (instance = createClientRemoteLoader(boot.release, clientSharedOption(), boot.integrity)),
      (error: unknown) => {
        // The chunk did not arrive (the network went away): the next load asks for it again.
        starting = undefined;
        throw error;
      },
    ));
  const remotes: ClientRemoteLoader = {
    load: async (area) => (await federation()).load(area),
    loaded: (area) => instance?.loaded(area),
  };
  const standIns = new Set((boot.keptRoutes ?? []).map((route) => route.id));
  const loadsOwnArea = boot.area !== null && standIns.size === 0;
  const initial = loadsOwnArea
    ? [
        await remotes.load(boot.area).catch((error: unknown) => {
          if (reloadOnce(window.location.pathname)) return new Promise<never>(() => undefined);
          throw error;
        }),
      ]
    : [];
  const patched = new Set<Area>(boot.area && loadsOwnArea ? [boot.area] : []);
  return {
    ...remotes,
    initial,
    isPatched: (area) => patched.has(area),
    async loadArea(area, patch) {
      const module = await remotes.load(area);
      if (patched.has(area)) return;
      patched.add(area);
      patchAround(patch, ROOT_ROUTE_ID, mountArea(module), standIns);
    },
  };
}
