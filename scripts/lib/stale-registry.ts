/**
 * A local registry that holds other bytes for a version than this machine's build of it (the
 * sources changed, or the build did, without a new version). Hosts check every server file
 * against what the registry recorded at publish (decision 053), so they would refuse that
 * version, and a registry never takes different bytes under a published version. `npm start` and
 * `npm run start:cluster` then set the local registry's data aside (renamed, never deleted) and
 * start a fresh one, which publishes the build as it is.
 */
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_FILES } from '@meridian/shared/build-files.server';
import { REMOTES, ROOT, type RemoteArea } from './apps.ts';

/** Reads the published copy of a version's `build-files.json`, or null when that version was not published there. */
export type PublishedList = (area: RemoteArea, version: string) => Promise<Uint8Array | null>;

/** `area@version` of each version built here whose `build-files.json` differs from its published copy. */
export async function rebuiltSincePublished(published: PublishedList): Promise<string[]> {
  const stale: string[] = [];
  for (const { area } of REMOTES) {
    const dist = join(ROOT, `remote-${area}`, 'dist');
    const versions = existsSync(dist) ? readdirSync(dist).filter((version) => existsSync(join(dist, version, BUILD_FILES))) : [];
    for (const version of versions) {
      const copy = await published(area, version);
      if (copy !== null && !Buffer.from(copy).equals(readFileSync(join(dist, version, BUILD_FILES)))) stale.push(`${area}@${version}`);
    }
  }
  return stale;
}

/** The published copy in a folder store laid out as `<root>/<area>/<version>/<path>` (the registry's default store). */
export function folderStore(root: string): PublishedList {
  return async (area, version) => {
    const file = join(root, area, version, BUILD_FILES);
    return existsSync(file) ? readFileSync(file) : null;
  };
}

/** The published copy read over HTTP from `<base>/<area>/<version>/build-files.json` (a bucket's folder). */
export function httpStore(base: string): PublishedList {
  return async (area, version) => {
    const response = await fetch(`${base}/${area}/${version}/${BUILD_FILES}`);
    if (response.status === 404 || response.status === 403) return null;
    if (!response.ok) throw new Error(`reading ${base}/${area}/${version}/${BUILD_FILES}: answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

/**
 * Renames each existing path to `<path>.stale-<stamp>` and says so with `log`, naming the versions
 * that differ; returns the new names.
 */
export function setAside(paths: readonly string[], stale: readonly string[], stamp: string, log: (message: string) => void): string[] {
  const moved = paths.filter((path) => existsSync(path)).map((path) => [path, `${path}.stale-${stamp}`] as const);
  for (const [from, to] of moved) renameSync(from, to);
  log(
    `${stale.join(', ')} ${stale.length === 1 ? 'was' : 'were'} rebuilt with other bytes than the local registry published; ` +
      `hosts would refuse ${stale.length === 1 ? 'it' : 'them'} (decision 053). Set aside: ${moved.map(([, to]) => to).join(', ')}; ` +
      'a fresh local registry publishes this build. Deploy a new version to keep the history instead (npm run deploy -w remote-<area>).',
  );
  return moved.map(([, to]) => to);
}
