/**
 * What a published version's code hashes to, from the files recorded at its publish (decision
 * 053): the sha256 of its `build-files.json` (which names the sha256 of every other file, each
 * checked against the bytes at publish) and of its browser `remoteEntry.js`. Hosts and the gate's
 * checker compare every server file with it before running it; pages load the entry with
 * Subresource Integrity (decision 054). Versions are immutable, so a found value is kept.
 */
import type { Area } from '@meridian/shared/areas';
import { BUILD_FILES } from '@meridian/shared/build-files.server';
import { REMOTE_ENTRY_FILE, type VersionIntegrity } from '@meridian/shared/release';
import type { RegistryRepository } from '../db/repository.ts';

/** The integrity of `area`@`version`, or null when it was not published with both files recorded. */
export type IntegrityLookup = (area: Area, version: string) => Promise<VersionIntegrity | null>;

/**
 * The integrity of a version from its file records (path and sha256 hex), or null when
 * `build-files.json` or `remoteEntry.js` is not among them.
 */
export function integrityOfFiles(files: readonly { readonly path: string; readonly sha256: string }[]): VersionIntegrity | null {
  const buildFiles = files.find((file) => file.path === BUILD_FILES)?.sha256;
  const remoteEntry = files.find((file) => file.path === REMOTE_ENTRY_FILE)?.sha256;
  return buildFiles === undefined || remoteEntry === undefined ? null : { buildFiles, remoteEntry };
}

/** Most versions remembered; past it the oldest is read again when asked. */
const MAX_REMEMBERED = 2000;

/**
 * Reads integrity from `db` (two file records per version), remembering what it found: a
 * published version's records never change. A version without them is asked again each time.
 */
export function createIntegrityLookup(db: RegistryRepository): IntegrityLookup {
  const found = new Map<string, VersionIntegrity>();
  return async (area, version) => {
    const key = `${area}@${version}`;
    const known = found.get(key);
    if (known !== undefined) return known;
    const records = await Promise.all([db.getFile(area, version, BUILD_FILES), db.getFile(area, version, REMOTE_ENTRY_FILE)]);
    const integrity = integrityOfFiles(records.filter((record) => record !== null));
    if (integrity === null) return null;
    found.set(key, integrity);
    if (found.size > MAX_REMEMBERED) found.delete(found.keys().next().value ?? key);
    return integrity;
  };
}

/** The integrity of each of `versions` that has one, keyed by version (the release state's `integrity`). */
export async function integrityOfVersions(
  lookup: IntegrityLookup,
  area: Area,
  versions: readonly string[],
): Promise<Record<string, VersionIntegrity>> {
  const entries = await Promise.all([...new Set(versions)].map(async (version) => [version, await lookup(area, version)] as const));
  return Object.fromEntries(entries.filter((entry): entry is readonly [string, VersionIntegrity] => entry[1] !== null));
}
