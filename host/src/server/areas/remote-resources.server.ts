/**
 * What the server reads from a remote version's origin besides code: the stylesheets and
 * scripts of its `./routes` expose (from `mf-manifest.json`) and its message bundles.
 * Versions are immutable, so both are cached per version for the life of the process. Where the
 * version's files were checked before it ran (decision 053), the manifest is the checked one and
 * each script to preload carries its Subresource Integrity from the version's file list (decision
 * 054): the browser then reuses the preloaded bytes for the script that asks the same integrity.
 */
import { z } from 'zod';
import type { Area } from '@meridian/shared/areas';
import { createMessageLoader, type Messages, type MessageLoader } from '@meridian/shared/i18n';
import { bundleUrl, manifestUrl, releaseKey, type ReleaseEntry } from '@meridian/shared/release';
import { sriOf, type BundleVerifier } from '../../federation/bundle-integrity.server.ts';

const assetList = z.object({ sync: z.array(z.string()).default([]), async: z.array(z.string()).default([]) });
const manifestSchema = z.object({
  metaData: z.object({ remoteEntry: z.object({ name: z.string(), path: z.string().default('') }) }),
  exposes: z.array(z.object({ name: z.string(), path: z.string(), assets: z.object({ js: assetList, css: assetList }) })),
});

/** Stylesheets to link and scripts to preload for a page of one remote version (absolute URLs), with each script's SRI where known. */
export interface RemoteAssets {
  readonly stylesheets: readonly string[];
  readonly preloads: readonly string[];
  /** Subresource Integrity (`sha256-...`) by preload URL (decision 054); empty for a version that was not checked. */
  readonly integrity: Readonly<Record<string, string>>;
}

/** Per-version caches of assets and message loaders. */
export interface RemoteResources {
  assets(area: Area, entry: ReleaseEntry): Promise<RemoteAssets>;
  messages(area: Area, entry: ReleaseEntry): MessageLoader;
  /** Development only (HOST_DEV_HOOK): drops what is cached for every version of `area` (a rebuild rewrote it in place). */
  forget(area: Area): void;
}

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

function isMessages(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The manifest of `entry` as checked before its code ran, with its file list; else read from the origin, unchecked. */
async function manifestOf(
  verifier: BundleVerifier | undefined,
  area: Area,
  entry: ReleaseEntry,
  timeoutMs: number,
): Promise<{ raw: unknown; files: ReadonlyMap<string, string> | null }> {
  const verified = await verifier?.prepared(area, entry);
  const bytes = verified?.bytes.get('mf-manifest.json');
  if (!verified || bytes === undefined) return { raw: await fetchJson(manifestUrl(entry), timeoutMs), files: null };
  return { raw: JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown, files: verified.files };
}

/** Creates the caches; `log` receives the spec's 'Failed locale loading' lines; `verifier` holds the checked versions. */
export function createRemoteResources(
  timeoutMs: number,
  log: (message: string, error?: unknown) => void,
  verifier?: BundleVerifier,
): RemoteResources {
  const assets = new Map<string, Promise<RemoteAssets>>();
  const loaders = new Map<string, MessageLoader>();
  return {
    assets(area, entry) {
      const key = releaseKey(area, entry);
      const hit = assets.get(key);
      if (hit) return hit;
      const pending = manifestOf(verifier, area, entry, timeoutMs).then(({ raw, files }) => {
        const manifest = manifestSchema.parse(raw);
        const base = `${entry.origin}/${entry.version}/`;
        const expose = manifest.exposes.find((item) => item.name === 'routes' || item.path === './routes');
        const entryPath = manifest.metaData.remoteEntry.path.replace(/^\.?\/?/, '');
        const scripts = [`${entryPath}${manifest.metaData.remoteEntry.name}`, ...(expose?.assets.js.sync ?? [])];
        const integrity = Object.fromEntries(
          scripts.flatMap((file) => {
            const hex = files?.get(file);
            return hex === undefined ? [] : [[base + file, sriOf(hex)]];
          }),
        );
        return {
          stylesheets: (expose?.assets.css.sync ?? []).map((file) => base + file),
          preloads: scripts.map((file) => base + file),
          integrity,
        };
      });
      pending.catch(() => assets.delete(key));
      assets.set(key, pending);
      return pending;
    },
    messages(area, entry) {
      const key = releaseKey(area, entry);
      let loader = loaders.get(key);
      if (!loader) {
        loader = createMessageLoader(async (lang, namespace) => {
          const raw = await fetchJson(bundleUrl(entry, lang, namespace), timeoutMs);
          return isMessages(raw) ? raw : null;
        }, log);
        loaders.set(key, loader);
      }
      return loader;
    },
    forget(area) {
      for (const cache of [assets, loaders]) {
        for (const key of cache.keys()) if (key.startsWith(`${area}@`)) cache.delete(key);
      }
    },
  };
}
