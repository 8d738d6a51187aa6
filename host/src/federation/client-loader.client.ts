/**
 * Browser side of the federation layer (ARCHITECTURE.md, "How a request flows", step 5):
 * registers exactly the remotes of the page's pinned release set by their entry URLs (the server
 * already preloads the page's own entry), then loads area route tables on demand from that set.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS, type Area } from '@meridian/shared/areas';
import { containerName, remoteEntryUrl, type ReleaseSet } from '@meridian/shared/release';
import { isAreaModule, type AreaModule } from '@meridian/shared/route-module';

/** Loads area modules of one release set, each at most once per page. */
export interface ClientRemoteLoader {
  load(area: Area): Promise<AreaModule>;
  loaded(area: Area): AreaModule | undefined;
}

/**
 * Registers the release set's remotes (aliases are area names) and returns a loader over them.
 * `provided` lists the shared modules the host's build must provide (see shared-modules.client.ts).
 */
export function createClientRemoteLoader(
  release: ReleaseSet,
  provided: Readonly<Record<string, () => Promise<unknown>>>,
): ClientRemoteLoader {
  if (Object.keys(provided).length === 0) throw new Error('starting the shell: no shared modules are provided');
  registerRemotes(
    AREAS.map((area) => ({
      name: containerName(area, release.remotes[area].version),
      alias: area,
      // The container itself, not its manifest: no round trip before hydration (issue 10).
      entry: remoteEntryUrl(release.remotes[area]),
      type: 'global' as const,
    })),
  );
  const modules = new Map<Area, AreaModule>();
  const pending = new Map<Area, Promise<AreaModule>>();
  return {
    loaded: (area) => modules.get(area),
    load(area) {
      const hit = pending.get(area);
      if (hit) return hit;
      const promise = loadRemote<{ areaModule?: unknown }>(`${area}/routes`).then((exposed) => {
        if (!isAreaModule(exposed?.areaModule)) throw new Error(`loading ${area}: ./routes does not export an areaModule`);
        modules.set(area, exposed.areaModule);
        return exposed.areaModule;
      });
      promise.catch(() => pending.delete(area));
      pending.set(area, promise);
      return promise;
    },
  };
}
