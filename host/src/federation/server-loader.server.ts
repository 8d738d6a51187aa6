/**
 * Loads a remote's route table on the server through the Module Federation node runtime
 * (ARCHITECTURE.md, "How a request flows", step 3). Every remote version gets a runtime
 * instance of its own, so canary, preview and normal requests can use different versions of
 * one remote at the same time (notes/mf-ssr-facts.md, facts 3 to 6).
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import nodeRuntimePlugin from '@module-federation/node/runtimePlugin';
import type { Area } from '@meridian/shared/areas';
import { containerName, manifestUrl, releaseKey, type ReleaseEntry } from '@meridian/shared/release';
import { isAreaModule, type AreaModule } from '@meridian/shared/route-module';
import { serverSharedOption } from './shared-modules.server.ts';

/** Loads and caches remote route tables by version. */
export interface RemoteLoader {
  /** Resolves the area module of `entry`; rejects with an Error naming area, version and cause. */
  load(area: Area, entry: ReleaseEntry): Promise<AreaModule>;
}

/** Options of {@link createServerRemoteLoader}. */
export interface ServerRemoteLoaderOptions {
  readonly allowlist: readonly string[];
  readonly timeoutMs: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A loader that refuses origins outside `allowlist`, gives up after `timeoutMs` and forgets
 * failed loads, so a remote whose origin comes back is used again on the next request.
 */
export function createServerRemoteLoader({ allowlist, timeoutMs }: ServerRemoteLoaderOptions): RemoteLoader {
  const cache = new Map<string, Promise<AreaModule>>();
  return {
    load(area, entry) {
      const key = releaseKey(area, entry);
      const hit = cache.get(key);
      if (hit) return hit;
      if (!allowlist.includes(entry.origin)) {
        return Promise.reject(new Error(`loading ${area}@${entry.version}: origin ${entry.origin} is not allow-listed`));
      }
      const name = containerName(area, entry.version);
      const instance = createInstance({
        name: `meridian_host_${name}`,
        remotes: [{ name, alias: area, entry: manifestUrl(entry) }],
        shared: serverSharedOption(),
        plugins: [nodeRuntimePlugin()],
        shareStrategy: 'loaded-first',
      });
      const pending = withTimeout(instance.loadRemote<{ areaModule?: unknown }>(`${area}/routes`), timeoutMs, `loading ${area}@${entry.version}`)
        .then((exposed) => {
          if (!isAreaModule(exposed?.areaModule)) throw new Error(`loading ${area}@${entry.version}: ./routes does not export an areaModule`);
          return exposed.areaModule;
        })
        .catch((error: unknown) => {
          cache.delete(key);
          throw error instanceof Error ? error : new Error(`loading ${area}@${entry.version}: ${String(error)}`);
        });
      cache.set(key, pending);
      return pending;
    },
  };
}
