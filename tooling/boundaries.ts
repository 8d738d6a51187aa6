/**
 * The import zones ESLint enforces (`import-x/no-restricted-paths`, eslint.config.js;
 * docs/decisions/009-enforced-boundaries.md), read from the folders on disk so that a new remote
 * or a new feature folder is covered without editing the list. Paths are relative to the repo.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One zone: files under `target` may not import files under `from` (except `except`, relative to `from`). */
export interface Zone {
  target: string;
  from: string;
  except?: string[];
  message: string;
}

const foldersOf = (dir: string): string[] => {
  try {
    return readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isDirectory())
      .sort();
  } catch {
    return [];
  }
};

/** The remote workspaces (`remote-*`) of the repo at `root`. */
export const remotesOf = (root: string): string[] => foldersOf(root).filter((name) => name.startsWith('remote-'));

/**
 * Every zone of the repo at `root`. `hostLocales` lets test helpers read the host's message
 * files; `hostTesting` lets a remote's tests render its pages as the host runs them (`host/testing`,
 * host/src/testing/): both are the exception lists in eslint.config.js; nothing else may import from the host.
 */
export function boundaryZones(
  root: string,
  { hostLocales = false, hostTesting = false }: { hostLocales?: boolean; hostTesting?: boolean } = {},
): Zone[] {
  const remotes = remotesOf(root);
  const except = [...(hostLocales ? ['./locales'] : []), ...(hostTesting ? ['./src/testing'] : [])];
  const host = { from: 'host', ...(except.length > 0 ? { except } : {}) };
  const zones: Zone[] = [
    ...remotes.map((remote) => ({
      target: 'host',
      from: remote,
      message: 'The host mounts remote route tables at run time; it never imports a remote (docs/conventions.md rule 2).',
    })),
    { target: 'shared', ...host, message: 'shared/ is below the apps: it may not import the host.' },
    ...remotes.map((remote) => ({ target: 'shared', from: remote, message: 'shared/ is below the apps: it may not import a remote.' })),
  ];
  for (const remote of remotes) {
    zones.push({ target: remote, ...host, message: 'A remote may not import the host; what both need belongs in shared/.' });
    for (const other of remotes) {
      if (other !== remote)
        zones.push({ target: remote, from: other, message: 'A remote may not import another remote; what both need belongs in shared/.' });
    }
    zones.push({
      target: `${remote}/src/features`,
      from: `${remote}/src/routes`,
      message: 'Features import one way, shared -> features -> routes: a feature may not import a route (docs/conventions.md rule 5).',
    });
    const features = foldersOf(join(root, remote, 'src/features'));
    for (const feature of features) {
      for (const other of features) {
        if (other === feature) continue;
        zones.push({
          target: `${remote}/src/features/${feature}`,
          from: `${remote}/src/features/${other}`,
          message: `A feature may not import another feature (docs/conventions.md rule 5): move what both use out of src/features, to ${remote}/src/lib, src/components or the like.`,
        });
      }
    }
  }
  return zones;
}
