/**
 * Browser side of the federation layer (docs/architecture.md, "How a request flows", step 5): the
 * page's Module Federation instance, made with the runtime's own API as on the server (decision
 * 016): exactly the remotes of the page's pinned release set, registered by their entry URLs (the
 * server already preloads the page's own entry), and the host's singletons as the share scope.
 * The instance also hands the runtime to the remotes, which are built without one
 * (`externalRuntime`). Area route tables are loaded on demand from that set. Each entry loads with
 * the Subresource Integrity its publish recorded (decision 054): a swapped file is not run, and the
 * area fails as an unreachable one does; its chunks carry theirs in the entry (Rspack's plugin).
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { AREAS, type Area } from '@meridian/shared/areas';
import { containerName, remoteEntryUrl, type ReleaseSet } from '@meridian/shared/release';
import { isAreaModule, type AreaModule } from '@meridian/shared/route-module';

/** Loads area modules of one release set, each at most once per page. */
export interface ClientRemoteLoader {
  load(area: Area): Promise<AreaModule>;
  loaded(area: Area): AreaModule | undefined;
}

/**
 * Creates the page's federation instance with the release set's remotes (aliases are area names),
 * `shared` (shared-modules.client.ts) and each entry's `integrity` by area, and returns a loader over them.
 */
export function createClientRemoteLoader(
  release: ReleaseSet,
  shared: Parameters<typeof createInstance>[0]['shared'],
  integrity: Readonly<Partial<Record<Area, string>>> = {},
): ClientRemoteLoader {
  const hashes = new Map(
    AREAS.flatMap((area) => {
      const entry = release.remotes[area];
      const hash = integrity[area];
      return entry === undefined || hash === undefined ? [] : [[remoteEntryUrl(entry), hash] as const];
    }),
  );
  const federation: ModuleFederation = createInstance({
    name: 'meridian_host',
    // An area without a release (never activated) is not registered: loading it fails, as a dead origin does.
    remotes: AREAS.flatMap((area) => {
      const entry = release.remotes[area];
      if (entry === undefined) return [];
      // The container itself, not its manifest: no round trip before hydration (decision 015).
      return [{ name: containerName(area, entry.version), alias: area, entry: remoteEntryUrl(entry), type: 'global' as const }];
    }),
    shared,
    shareStrategy: 'loaded-first',
    // Remote entries load with crossorigin (the origins allow it), so an error a remote throws keeps its message and
    // stack for the page's signals (decision 032) instead of the browser's muted "Script error.".
    plugins: [
      injectExternalRuntimeCore(),
      {
        name: 'meridian-cors-scripts',
        createScript({ url }) {
          const script = document.createElement('script');
          script.src = url;
          script.crossOrigin = 'anonymous';
          const hash = hashes.get(url);
          if (hash !== undefined) script.integrity = hash;
          return script;
        },
      },
    ],
  });
  const modules = new Map<Area, AreaModule>();
  const pending = new Map<Area, Promise<AreaModule>>();
  return {
    loaded: (area) => modules.get(area),
    load(area) {
      const hit = pending.get(area);
      if (hit) return hit;
      const promise = federation.loadRemote<{ areaModule?: unknown }>(`${area}/routes`).then((exposed) => {
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
