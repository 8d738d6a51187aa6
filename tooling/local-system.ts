/**
 * The local system's ports and origins, in one place (docs/architecture.md, "Processes"): the host on
 * the base port (3000), the five remote origins on base + 1 to + 5, the api on base + 100, the
 * registry on base + 200 and the local object store on base + 400. `MERIDIAN_PORT_BASE` moves
 * the whole system (a second checkout can run beside the first), and each process's own key
 * (`HOST_PORT`, `MERIDIAN_<AREA>_PORT`, `MERIDIAN_<AREA>_ORIGIN`, `API_PORT`, `REGISTRY_PORT`,
 * `MERIDIAN_OBJECT_STORE_PORT`) still wins. Builds, the scripts that
 * start processes and the e2e suite all read this module; the processes themselves get every
 * address explicitly from the scripts, so nothing else hard-codes a port.
 */

import { AREA_TABLE, AREAS, type Area } from '../shared/src/routing/areas.ts';

/** The areas (shared/src/routing/areas.ts, the one list), each origin on base + its port offset. */
export const LOCAL_AREAS = AREAS;

/** One of the areas. */
export type LocalArea = Area;

const DEFAULT_BASE = 3000;

/** A port of the local system and the setting it comes from, e.g. `API_PORT=3100` or `MERIDIAN_PORT_BASE=6565 + 100`. */
export interface LocalPort {
  /** The process listening on it (`host`, `marketing origin`, `api`, `registry`). */
  readonly name: string;
  readonly port: number;
  /** The process's own key (`API_PORT`), which wins over the base. */
  readonly key: string;
  readonly source: string;
}

/** The integer value of `key` when it is a port number (1 to 65535), else undefined. */
function setting(key: string): number | undefined {
  const value = Number(process.env[key]);
  return process.env[key] !== undefined && process.env[key] !== '' && Number.isInteger(value) && value > 0 && value < 65536
    ? value
    : undefined;
}

/** A process's port: its own `key` when set, else the base plus `offset`. */
function resolvePort(name: string, key: string, offset: number): LocalPort {
  const own = setting(key);
  if (own !== undefined) return { name, port: own, key, source: `${key}=${own}` };
  const base = setting('MERIDIAN_PORT_BASE');
  const from = base === undefined ? `the default base ${DEFAULT_BASE}` : `MERIDIAN_PORT_BASE=${base}`;
  return { name, port: (base ?? DEFAULT_BASE) + offset, key, source: offset === 0 ? from : `${from} + ${offset}` };
}

/** The base port (`MERIDIAN_PORT_BASE`, default 3000). */
export function portBase(): number {
  return setting('MERIDIAN_PORT_BASE') ?? DEFAULT_BASE;
}

/** Port of the host. */
export function hostPort(): number {
  return resolvePort('host', 'HOST_PORT', 0).port;
}

/** Port of one remote's origin. */
export function originPort(area: LocalArea): number {
  return resolvePort(`${area} origin`, `MERIDIAN_${area.toUpperCase()}_PORT`, AREA_TABLE[area].portOffset).port;
}

/** Origin of one remote as hosts and browsers reach it (fixed into its server build). */
export function originOf(area: LocalArea): string {
  return (process.env[`MERIDIAN_${area.toUpperCase()}_ORIGIN`] ?? `http://localhost:${originPort(area)}`).replace(/\/+$/, '');
}

/** Port of the reference api. */
export function apiPort(): number {
  return resolvePort('api', 'API_PORT', 100).port;
}

/** Port of the release registry. */
export function registryPort(): number {
  return resolvePort('registry', 'REGISTRY_PORT', 200).port;
}

/**
 * Every port `npm start` and `npm run dev` listen on (host, five origins, api, registry), each
 * with the setting it comes from, so that a refusal can name the key to change.
 */
export function localPorts(): LocalPort[] {
  return [
    resolvePort('host', 'HOST_PORT', 0),
    ...LOCAL_AREAS.map((area) => resolvePort(`${area} origin`, `MERIDIAN_${area.toUpperCase()}_PORT`, AREA_TABLE[area].portOffset)),
    resolvePort('api', 'API_PORT', 100),
    resolvePort('registry', 'REGISTRY_PORT', 200),
  ];
}

/** The keys of the port table whose value is set but is not a port number (1 to 65535), as `KEY="value"`. */
export function invalidPortSettings(): string[] {
  const keys = [
    'MERIDIAN_PORT_BASE',
    'HOST_PORT',
    ...LOCAL_AREAS.map((area) => `MERIDIAN_${area.toUpperCase()}_PORT`),
    'API_PORT',
    'REGISTRY_PORT',
  ];
  return keys
    .filter((key) => (process.env[key] ?? '') !== '' && setting(key) === undefined)
    .map((key) => `${key}="${process.env[key] ?? ''}"`);
}

/** Port of the local S3-compatible object store (s3rver, `scripts/lib/s3.ts`). */
export function objectStorePort(): number {
  return resolvePort('object store', 'MERIDIAN_OBJECT_STORE_PORT', 400).port;
}

/** The site's own origin (the host as browsers reach it). */
export function siteOrigin(): string {
  return `http://localhost:${hostPort()}`;
}

/** The api's origin as browsers reach it. */
export function apiOrigin(): string {
  return `http://localhost:${apiPort()}`;
}

/** The registry's URL (loopback only). */
export function registryUrl(): string {
  return `http://127.0.0.1:${registryPort()}`;
}

/** Port of an extra host the e2e journeys start (`offset` 10, 20, 30 ... from the base). */
export function extraHostPort(offset: number): number {
  return portBase() + offset;
}

/** Port of the local PostgreSQL (`npm run test:postgres`, the cluster): base + 300. */
export function postgresPort(): number {
  return resolvePort('PostgreSQL', 'MERIDIAN_POSTGRES_PORT', 300).port;
}

/**
 * Ports of the host replicas behind the load balancer of `npm run start:cluster`: base + 10,
 * + 11 and + 12 (the balancer itself listens on the host's port, base + 0).
 */
export function replicaPorts(): number[] {
  return [10, 11, 12].map((offset) => portBase() + offset);
}

/** Ports of the registry processes behind the balancer's registry port in `npm run start:cluster`: base + 210 and + 211. */
export function registryProcessPorts(): number[] {
  return [210, 211].map((offset) => portBase() + offset);
}
