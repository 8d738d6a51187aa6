/** The release file the host reads until the registry takes over: the active version and origin of each remote. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { REMOTES, remoteOrigin, versionOf } from './apps.ts';

/** Writes a release file pinning every remote to its package.json version, unless one exists (or `overwrite`). */
export function ensureReleaseFile(file: string, overwrite = false): void {
  if (existsSync(file) && !overwrite) return;
  mkdirSync(dirname(file), { recursive: true });
  const remotes = Object.fromEntries(
    REMOTES.map(({ area }) => [area, { version: versionOf(`remote-${area}`), origin: remoteOrigin(area) }]),
  );
  writeFileSync(file, `${JSON.stringify({ revision: 1, remotes }, null, 2)}\n`);
}
