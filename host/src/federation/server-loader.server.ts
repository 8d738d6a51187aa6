/**
 * Loads a remote's route table on the server through the Module Federation node runtime
 * (docs/architecture.md, "How a request flows", step 3). Every remote version gets a runtime
 * instance of its own, so canary, preview and normal requests can use different versions of
 * one remote at the same time (docs/architecture.md, "Federation on the server: verified facts", fact 3 to 6).
 *
 * Failures are bounded (docs/architecture.md, "Operations"): a failed load is remembered for
 * `failureTtlMs` and answered from memory meanwhile, its runtime instance is taken out of the
 * federation runtime's global registry so nothing keeps it alive, and the origin of every
 * version is probed at most once per interval so that a warm host notices a dead origin.
 *
 * Before a version's container is loaded, its server files are read and checked against the hashes
 * its publish recorded (decision 053, bundle-integrity.server.ts); the runtime then runs exactly
 * those bytes. A version whose files differ is refused like one that does not load (the request
 * falls back, the failure is counted), and so is one without recorded hashes when they are required.
 */
import { createInstance, registerGlobalPlugins, type ModuleFederation } from '@module-federation/enhanced/runtime';
import nodeRuntimePlugin from '@module-federation/node/runtimePlugin';
import type { Area } from '@meridian/shared/areas';
import { containerName, manifestUrl, releaseKey, type ReleaseEntry, type VersionIntegrity } from '@meridian/shared/release';
import { isAreaModule, type AreaModule } from '@meridian/shared/route-module';
import type { OriginProbe } from './origin-probe.server.ts';
import { originCredentialPlugin, type ServerSources } from './origin-credential.server.ts';
import type { BundleVerifier } from './bundle-integrity.server.ts';
import { serverSharedOption } from './shared-modules.server.ts';

/** Loads and caches remote route tables by version. */
export interface RemoteLoader {
  /**
   * Resolves the area module of `entry` once its origin answers; rejects with an Error naming
   * area, version and cause (not allow-listed, origin down, load failed or timed out).
   */
  load(area: Area, entry: ReleaseEntry): Promise<AreaModule>;
  /**
   * Development only (`npm run dev`, HOST_DEV_HOOK): drops every loaded version of `area` and
   * its traces in the federation runtime, so the next `load` evaluates the rebuilt container
   * although its version, and so its container name and URLs, did not change.
   */
  forget(area: Area): void;
}

/** Options of {@link createServerRemoteLoader}. */
export interface ServerRemoteLoaderOptions {
  readonly allowlist: readonly string[];
  /** Milliseconds a container load may take. */
  readonly timeoutMs: number;
  /** Milliseconds a failed load is answered from memory before it is tried again. */
  readonly failureTtlMs: number;
  /** Reachability of each version's origin. */
  readonly probe: OriginProbe;
  /** Clock in ms (injectable for tests). */
  readonly now?: () => number;
  /** The origins' read credential of server bundles (`ORIGIN_SERVER_TOKEN`), sent only to allow-listed origins. */
  readonly serverToken?: string | undefined;
  /** Private source of each origin's server bundles (`REMOTE_SERVER_SOURCES`), read instead of the public origin. */
  readonly serverSources?: ServerSources;
  /** Checks each version's server files before they run (decision 053); without it nothing is checked. */
  readonly verifier?: BundleVerifier;
  /** What a version's code hashes to (the release state's `integrity`, a preview token's), undefined when nobody recorded it. */
  readonly integrityOf?: (area: Area, version: string) => VersionIntegrity | undefined;
  /**
   * True (production, the gate's checker): a version without recorded hashes is refused, and no
   * file the verifier did not check reaches the runtime. False (`npm run dev`): it runs unchecked,
   * with one warning per version.
   */
  readonly requireIntegrity?: boolean;
  /** Where that warning goes. */
  readonly warn?: (message: string) => void;
}

/** Most failed versions remembered at once; the oldest is forgotten first. */
const MAX_FAILURES = 200;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface FederationGlobal {
  __INSTANCES__?: ModuleFederation[];
  __MANIFEST_LOADING__?: Record<string, unknown>;
  moduleInfo?: Record<string, unknown>;
}

/**
 * Drops every trace of a failed instance from the federation runtime's globals: the instance
 * list, the manifest it was loading and the module info it registered. Without this, each
 * failed load of a version stays reachable for the life of the process.
 */
function forgetInstance(instance: ModuleFederation, name: string, manifest: string): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  if (federation === undefined) return;
  const instances = federation.__INSTANCES__ ?? [];
  const index = instances.indexOf(instance);
  if (index !== -1) instances.splice(index, 1);
  if (federation.__MANIFEST_LOADING__) delete federation.__MANIFEST_LOADING__[manifest];
  for (const key of Object.keys(federation.moduleInfo ?? {})) {
    if (key.includes(name) || key.includes(manifest)) delete federation.moduleInfo?.[key];
  }
}

/** Takes every federation instance named `name` (a remote container's own) out of the runtime's instance list. */
function forgetContainerInstances(name: string): void {
  const instances = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__?.__INSTANCES__;
  if (instances === undefined) return;
  for (let index = instances.length - 1; index >= 0; index -= 1) if (instances[index]?.name === name) instances.splice(index, 1);
}

/** A loader that refuses origins outside `allowlist`, gives up after `timeoutMs` and bounds failures (module comment). */
export function createServerRemoteLoader({
  allowlist,
  timeoutMs,
  failureTtlMs,
  probe,
  now = Date.now,
  serverToken,
  serverSources = {},
  verifier,
  integrityOf = () => undefined,
  requireIntegrity = false,
  warn = () => undefined,
}: ServerRemoteLoaderOptions): RemoteLoader {
  // Global: a server container fetches its chunks through its own instance's hooks (origin-credential.server.ts).
  const verified = verifier === undefined ? undefined : { bytesOf: verifier.bytesOf, required: requireIntegrity };
  if (serverToken !== undefined || Object.keys(serverSources).length > 0 || verified !== undefined)
    registerGlobalPlugins([originCredentialPlugin(allowlist, serverToken, serverSources, verified)]);
  const unchecked = new Set<string>();
  const loaded = new Map<string, Promise<AreaModule>>();
  const instances = new Map<string, { instance: ModuleFederation; name: string; manifest: string }>();
  const failed = new Map<string, { error: Error; until: number }>();

  const remember = (key: string, error: Error) => {
    failed.delete(key);
    failed.set(key, { error, until: now() + failureTtlMs });
    if (failed.size > MAX_FAILURES) failed.delete(failed.keys().next().value ?? key);
  };

  /** Reads and checks the version's files first when its hashes are known (decision 053). */
  const checked = (area: Area, entry: ReleaseEntry): Promise<unknown> => {
    const integrity = integrityOf(area, entry.version);
    if (integrity !== undefined && verifier !== undefined) return verifier.prepare(area, entry, integrity);
    if (requireIntegrity)
      return Promise.reject(
        new Error(
          `loading ${area}@${entry.version}: no sha256 was recorded for it at publish (the release state names none): refused (decision 053)`,
        ),
      );
    if (!unchecked.has(`${area}@${entry.version}`) && unchecked.size < 1000) {
      unchecked.add(`${area}@${entry.version}`);
      warn(
        `${area}@${entry.version} runs unchecked: no sha256 was recorded for it (development only; production refuses it, decision 053)`,
      );
    }
    return Promise.resolve();
  };

  const loadContainer = (area: Area, entry: ReleaseEntry, key: string): Promise<AreaModule> => {
    const name = containerName(area, entry.version);
    const manifest = manifestUrl(entry);
    const instance = createInstance({
      name: `meridian_host_${name}`,
      remotes: [{ name, alias: area, entry: manifest }],
      shared: serverSharedOption(),
      plugins: [nodeRuntimePlugin()],
      shareStrategy: 'loaded-first',
    });
    const pending = withTimeout(
      checked(area, entry).then(() => instance.loadRemote<{ areaModule?: unknown }>(`${area}/routes`)),
      timeoutMs,
      `loading ${area}@${entry.version}`,
    )
      .then((exposed) => {
        if (!isAreaModule(exposed?.areaModule)) throw new Error(`loading ${area}@${entry.version}: ./routes does not export an areaModule`);
        return exposed.areaModule;
      })
      .catch((error: unknown) => {
        loaded.delete(key);
        instances.delete(key);
        forgetInstance(instance, name, manifest);
        verifier?.forget(area, entry.version);
        const failure = error instanceof Error ? error : new Error(`loading ${area}@${entry.version}: ${String(error)}`);
        remember(key, failure);
        throw failure;
      });
    loaded.set(key, pending);
    instances.set(key, { instance, name, manifest });
    return pending;
  };

  return {
    async load(area, entry) {
      if (!allowlist.includes(entry.origin)) {
        throw new Error(`loading ${area}@${entry.version}: origin ${entry.origin} is not allow-listed`);
      }
      const key = releaseKey(area, entry);
      const failure = failed.get(key);
      if (failure !== undefined && now() < failure.until) throw failure.error;
      try {
        await probe.check(entry);
      } catch (error) {
        throw new Error(`loading ${area}@${entry.version}: its origin is unreachable`, { cause: error });
      }
      return loaded.get(key) ?? loadContainer(area, entry, key);
    },
    forget(area) {
      verifier?.forget(area);
      for (const key of new Set([...loaded.keys(), ...failed.keys()])) {
        if (!key.startsWith(`${area}@`)) continue;
        loaded.delete(key);
        failed.delete(key);
        const held = instances.get(key);
        instances.delete(key);
        if (held === undefined) continue;
        // Re-registering with `force` is the runtime's own way to drop a remote: it deletes the
        // loaded remote entry (global and loading cache), its module cache and manifest cache.
        held.instance.registerRemotes([{ name: held.name, alias: area, entry: held.manifest }], { force: true });
        forgetInstance(held.instance, held.name, held.manifest);
        // The container's own instance (named like the container) must go too: a container of the
        // same name evaluated later would reuse it and skip the node runtime's chunk-loader setup.
        forgetContainerInstances(held.name);
      }
    },
  };
}
