/** The apps of the repository, their ports and environment keys (ARCHITECTURE.md, "Processes"). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localSecrets } from './local-secrets.ts';

export const ROOT = join(import.meta.dirname, '..', '..');

export const REMOTES = [
  { area: 'marketing', port: 3001 },
  { area: 'blog', port: 3002 },
  { area: 'account', port: 3003 },
  { area: 'checkout', port: 3004 },
  { area: 'tools', port: 3005 },
] as const;

export type RemoteArea = (typeof REMOTES)[number]['area'];

/** Port of a process: `<NAME>_PORT` from the environment, else the default. */
export function portOf(envKey: string, fallback: number): number {
  const value = Number(process.env[envKey]);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

/** Port of a remote origin: `MERIDIAN_<AREA>_PORT`, else its default. */
export function remotePort(area: RemoteArea): number {
  const remote = REMOTES.find((item) => item.area === area);
  return portOf(`MERIDIAN_${area.toUpperCase()}_PORT`, remote?.port ?? 0);
}

/** Origin of a remote as the host and browsers reach it. */
export function remoteOrigin(area: RemoteArea): string {
  return process.env[`MERIDIAN_${area.toUpperCase()}_ORIGIN`] ?? `http://localhost:${remotePort(area)}`;
}

/** The version in a workspace's package.json. */
export function versionOf(workspace: string): string {
  return (JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The registry's URL and, for local runs, its write token (`REGISTRY_TOKEN`, else the machine's local secret). */
export const REGISTRY = {
  port: portOf('REGISTRY_PORT', 3200),
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  },
  get token(): string {
    return localSecrets().registryToken;
  },
};
