/**
 * The local system's ports and origins, in one place (ARCHITECTURE.md, "Processes"): the host on
 * the base port (3000), the five remote origins on base + 1 to + 5, the api on base + 100, the
 * registry on base + 200 and the local object store on base + 400. `MERIDIAN_PORT_BASE` moves
 * the whole system (a second checkout can run beside the first), and each process's own key
 * (`HOST_PORT`, `MERIDIAN_<AREA>_PORT`, `MERIDIAN_<AREA>_ORIGIN`, `API_PORT`, `REGISTRY_PORT`,
 * `MERIDIAN_OBJECT_STORE_PORT`) still wins. Builds, the scripts that
 * start processes and the e2e suite all read this module; the processes themselves get every
 * address explicitly from the scripts, so nothing else hard-codes a port.
 */

/** The areas, in port order (marketing is base + 1). */
export const LOCAL_AREAS = ['marketing', 'blog', 'account', 'checkout', 'tools'] as const;

/** One of the five areas. */
export type LocalArea = (typeof LOCAL_AREAS)[number];

function port(key: string, fallback: number): number {
  const value = Number(process.env[key]);
  return Number.isInteger(value) && value > 0 && value < 65536 ? value : fallback;
}

/** The base port (`MERIDIAN_PORT_BASE`, default 3000). */
export function portBase(): number {
  return port('MERIDIAN_PORT_BASE', 3000);
}

/** Port of the host. */
export function hostPort(): number {
  return port('HOST_PORT', portBase());
}

/** Port of one remote's origin. */
export function originPort(area: LocalArea): number {
  return port(`MERIDIAN_${area.toUpperCase()}_PORT`, portBase() + 1 + LOCAL_AREAS.indexOf(area));
}

/** Origin of one remote as hosts and browsers reach it (fixed into its server build). */
export function originOf(area: LocalArea): string {
  return (process.env[`MERIDIAN_${area.toUpperCase()}_ORIGIN`] ?? `http://localhost:${originPort(area)}`).replace(/\/+$/, '');
}

/** Port of the reference api. */
export function apiPort(): number {
  return port('API_PORT', portBase() + 100);
}

/** Port of the release registry. */
export function registryPort(): number {
  return port('REGISTRY_PORT', portBase() + 200);
}

/** Port of the local S3-compatible object store (s3rver, `scripts/lib/s3.ts`). */
export function objectStorePort(): number {
  return port('MERIDIAN_OBJECT_STORE_PORT', portBase() + 400);
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
  return port('MERIDIAN_POSTGRES_PORT', portBase() + 300);
}
