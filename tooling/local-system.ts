/**
 * The local system's ports and origins, in one place (docs/architecture.md, "Processes"): the host on
 * the base port (3000), staging's host on base + 60, the five remote origins on base + 1 to + 5, the api on base + 100, the
 * registry on base + 200 and the local object store on base + 400. `MERIDIAN_PORT_BASE` moves
 * the whole system (a second checkout can run beside the first), and each process's own key
 * (`HOST_PORT`, `MERIDIAN_<AREA>_PORT`, `MERIDIAN_<AREA>_ORIGIN`, `API_PORT`, `REGISTRY_PORT`,
 * `MERIDIAN_OBJECT_STORE_PORT`) still wins. Builds, the scripts that
 * start processes and the e2e suite all read this module; the processes themselves get every
 * address explicitly from the scripts, so nothing else hard-codes a port.
 */

import { AREA_TABLE, AREAS, type Area } from '@meridian/shared/areas';
import { METRICS_PORT_OFFSET } from '@meridian/shared/telemetry-env.server';

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

/** Environment variables as a process has them. */
type Env = Readonly<Record<string, string | undefined>>;

/**
 * No settings: the default port table (base 3000). The processes' env files take their port and
 * origin defaults from this module with it (`apiPort(DEFAULT_TABLE)`), for a process started by hand.
 */
export const DEFAULT_TABLE: Env = Object.freeze({});

/** The integer value of `key` in `env` when it is a port number (1 to 65535), else undefined. */
function setting(key: string, env: Env = process.env): number | undefined {
  const value = Number(env[key]);
  return env[key] !== undefined && env[key] !== '' && Number.isInteger(value) && value > 0 && value < 65536 ? value : undefined;
}

/** A process's port: its own `key` when set, else the base plus `offset`. */
function resolvePort(name: string, key: string, offset: number, env: Env = process.env): LocalPort {
  const own = setting(key, env);
  if (own !== undefined) return { name, port: own, key, source: `${key}=${own}` };
  const base = setting('MERIDIAN_PORT_BASE', env);
  const from = base === undefined ? `the default base ${DEFAULT_BASE}` : `MERIDIAN_PORT_BASE=${base}`;
  return { name, port: (base ?? DEFAULT_BASE) + offset, key, source: offset === 0 ? from : `${from} + ${offset}` };
}

/** The base port (`MERIDIAN_PORT_BASE`, default 3000). */
export function portBase(): number {
  return setting('MERIDIAN_PORT_BASE') ?? DEFAULT_BASE;
}

/** Port of the host (of `env`, this process's environment unless given). */
export function hostPort(env: Env = process.env): number {
  return resolvePort('host', 'HOST_PORT', 0, env).port;
}

/**
 * The registry environments the local system serves (decision 059), each site on the base port plus
 * its offset: production on the base, staging on base + 60 (`STAGING_HOST_PORT`), its own host process.
 */
export const LOCAL_ENVIRONMENTS = {
  production: { offset: 0, key: 'HOST_PORT' },
  staging: { offset: 60, key: 'STAGING_HOST_PORT' },
} as const;

/** One of the local environments. */
export type LocalEnvironment = keyof typeof LOCAL_ENVIRONMENTS;

function environmentPort(environment: LocalEnvironment): LocalPort {
  const { offset, key } = LOCAL_ENVIRONMENTS[environment];
  return resolvePort(environment === 'production' ? 'host' : `${environment} host`, key, offset);
}

/** Port of the host that serves `environment` (production's is {@link hostPort}). */
export function environmentHostPort(environment: LocalEnvironment): number {
  return environmentPort(environment).port;
}

/** The site of `environment` as browsers reach it: `http://localhost:3060` for staging. */
export function environmentSiteOrigin(environment: LocalEnvironment): string {
  return `http://localhost:${environmentHostPort(environment)}`;
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
export function apiPort(env: Env = process.env): number {
  return resolvePort('api', 'API_PORT', 100, env).port;
}

/** Port of the release registry. */
export function registryPort(env: Env = process.env): number {
  return resolvePort('registry', 'REGISTRY_PORT', 200, env).port;
}

/**
 * Every port `npm start` and `npm run dev` listen on (the host of each environment, five origins,
 * api, registry), each with the setting it comes from, so that a refusal can name the key to change.
 */
export function localPorts(): LocalPort[] {
  return [
    ...(Object.keys(LOCAL_ENVIRONMENTS) as LocalEnvironment[]).map(environmentPort),
    ...LOCAL_AREAS.map((area) => resolvePort(`${area} origin`, `MERIDIAN_${area.toUpperCase()}_PORT`, AREA_TABLE[area].portOffset)),
    resolvePort('api', 'API_PORT', 100),
    resolvePort('registry', 'REGISTRY_PORT', 200),
  ];
}

/** The keys of the port table whose value is set but is not a port number (1 to 65535), as `KEY="value"`. */
export function invalidPortSettings(): string[] {
  const keys = [
    'MERIDIAN_PORT_BASE',
    ...Object.values(LOCAL_ENVIRONMENTS).map((environment) => environment.key),
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

/** The site's own origin (the host as browsers reach it). `env` defaults to this process's; the processes' env files pass `{}` for the default table. */
export function siteOrigin(env: Env = process.env): string {
  return `http://localhost:${hostPort(env)}`;
}

/** The api's origin as browsers reach it. */
export function apiOrigin(env: Env = process.env): string {
  return `http://localhost:${apiPort(env)}`;
}

/** The registry's URL (loopback only). */
export function registryUrl(env: Env = process.env): string {
  return `http://127.0.0.1:${registryPort(env)}`;
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

/**
 * Port of the internal metrics endpoint (`GET /metrics`, decision 056) of the process listening on
 * `port`: port + 250 (the host on base + 250, a replica on base + 260..., staging's host on base + 310, the api on base + 350,
 * the registry on base + 450, a registry process of the cluster on base + 460...). The scripts
 * set each process's `METRICS_PORT` to it.
 */
export function metricsPortOf(port: number): number {
  return port + METRICS_PORT_OFFSET;
}

/** Port of Prometheus in `npm run start:cluster` (base + 90, `MERIDIAN_PROMETHEUS_PORT`). */
export function prometheusPort(): number {
  return resolvePort('Prometheus', 'MERIDIAN_PROMETHEUS_PORT', 90).port;
}
