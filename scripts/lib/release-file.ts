/**
 * The release file the host reads until the registry takes over (or instead of it, `npm start
 * --release-file`): the active version and origin of each remote, and what each version's code
 * hashes to (decision 053), taken from the build this machine just made: the sha256 of its
 * `build-files.json` and of its browser `remoteEntry.js`. The host checks every server file
 * against them before running it; whoever writes a release file vouches for those hashes, as the
 * registry does for what was published.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { VersionIntegrity } from '@meridian/shared/release';
import { REMOTES, ROOT, remoteOrigin, versionOf, type RemoteArea } from './apps.ts';

const sha256 = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex');

/** What `area`@`version` as built in `remote-<area>/dist/<version>/` hashes to, or undefined when that folder holds no production build. */
export function localIntegrity(area: RemoteArea, version: string): VersionIntegrity | undefined {
  const folder = join(ROOT, `remote-${area}`, 'dist', version);
  const [list, entry] = [join(folder, 'build-files.json'), join(folder, 'remoteEntry.js')];
  if (!existsSync(list) || !existsSync(entry)) return undefined;
  return { buildFiles: sha256(list), remoteEntry: sha256(entry) };
}

/** `integrity` of a release file's entry: each of `versions` that this machine built. */
export function localIntegrityOf(area: RemoteArea, versions: readonly (string | undefined)[]): Record<string, VersionIntegrity> {
  return Object.fromEntries(
    versions.flatMap((version) => {
      const integrity = version === undefined ? undefined : localIntegrity(area, version);
      return integrity === undefined || version === undefined ? [] : [[version, integrity]];
    }),
  );
}

/** A release file entry of `area`: its version, origin and the hashes of its local build. */
export function localReleaseEntry(area: RemoteArea, version = versionOf(`remote-${area}`), origin = remoteOrigin(area)) {
  return { version, origin, integrity: localIntegrityOf(area, [version]) };
}

interface FileEntry {
  version: string;
  origin: string;
  canary?: { version: string } | null;
  fallback?: string;
  integrity?: Record<string, VersionIntegrity>;
}

/**
 * Writes a release file pinning every remote to its package.json version, unless one exists (or
 * `overwrite`). An existing file keeps its versions and gets the hashes of their local builds
 * (a rebuild of a version changes them; a version not built here keeps what the file said); an
 * origin on this machine follows the port base it runs with now, any other origin stays.
 */
export function ensureReleaseFile(file: string, overwrite = false): void {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file) && !overwrite) {
    const state = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: Partial<Record<RemoteArea, FileEntry>> };
    for (const { area } of REMOTES) {
      const entry = state.remotes?.[area];
      if (entry === undefined) continue;
      // Written for another MERIDIAN_PORT_BASE: this machine's origin of the area moved with it.
      if (/^http:\/\/(localhost|127\.0\.0\.1):\d+$/.test(entry.origin)) entry.origin = remoteOrigin(area);
      entry.integrity = { ...entry.integrity, ...localIntegrityOf(area, [entry.version, entry.canary?.version, entry.fallback]) };
    }
    writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
    return;
  }
  const remotes = Object.fromEntries(REMOTES.map(({ area }) => [area, localReleaseEntry(area)]));
  writeFileSync(file, `${JSON.stringify({ revision: 1, remotes }, null, 2)}\n`);
}
