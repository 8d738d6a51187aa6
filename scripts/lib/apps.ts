/** The apps of the repository, their ports and environment keys (docs/architecture.md, "Processes"; ports: tooling/local-system.ts). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_AREAS, originOf, originPort, registryPort, registryUrl, type LocalArea } from '../../tooling/local-system.ts';
import { localSecrets } from './local-secrets.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The five remotes in port order. */
export const REMOTES: readonly { readonly area: LocalArea }[] = LOCAL_AREAS.map((area) => ({ area }));

export type RemoteArea = LocalArea;

/** Port of a remote origin: `MERIDIAN_<AREA>_PORT`, else its place after the base port. */
export const remotePort = originPort;

/** Origin of a remote as the host and browsers reach it. */
export const remoteOrigin = originOf;

/** The version in a workspace's package.json. */
export function versionOf(workspace: string): string {
  return (JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The local registry's people (REGISTRY_TOKENS_FILE): names, roles and token digests, written by `npm run release -- people add`. */
export const LOCAL_PEOPLE_FILE = join(ROOT, 'var', 'registry', 'people.json');

/**
 * The registry's URL and, for local runs, its write token (`REGISTRY_TOKEN`, else the machine's
 * local secret). Each host has a health token of its own (scripts/lib/host-tokens.ts).
 */
export const REGISTRY = {
  get port(): number {
    return registryPort();
  },
  get url(): string {
    return registryUrl();
  },
  get token(): string {
    return localSecrets().registryToken;
  },
};
