/**
 * The release set as `GET /api/releases` returns it, in the shape of the registry's wire
 * contract (`@meridian/shared/registry-contract`, decision 034): what hosts parse.
 */
import type { Area } from '@meridian/shared/areas';
import type { releaseViewSchema, remoteViewSchema, WireOut } from '@meridian/shared/registry-contract';
import type { HealthCounts } from '../db/health-repo.ts';
import type { AreaRelease } from '../db/release-repo.ts';
import type { RegistryRepository } from '../db/repository.ts';
import { createIntegrityLookup, integrityOfVersions, type IntegrityLookup } from './version-integrity.ts';

/**
 * One area as published to hosts (the wire contract's `remoteViewSchema`). `fallback` is the
 * version every host replica serves when the active one fails to load: the newest previous
 * version that served well and was not rolled back away from (decision 050).
 */
export type RemoteView = WireOut<typeof remoteViewSchema>;

/** `{ revision, remotes }`; areas never activated are absent (the wire contract's `releaseViewSchema`). */
export type ReleaseView = WireOut<typeof releaseViewSchema>;

/** Whether hosts' reports let a version be fallen back to. */
export type ServedWell = (area: Area, version: string) => boolean;

/**
 * "Served well" by the hosts' health reports (decision 020): a version's load failure rate
 * and page failure rate over all its reports are each at most `maxFailureRate` (0-1, the canary
 * limit). A version no host reported on counts as well served: nothing says otherwise.
 */
export async function servedWellIn(db: RegistryRepository, releases: readonly AreaRelease[], maxFailureRate: number): Promise<ServedWell> {
  const counts = new Map<string, HealthCounts>();
  await Promise.all(
    releases.flatMap((release) =>
      release.previous.map(async (version) => {
        counts.set(`${release.area}@${version}`, await db.sumHealth(release.area, version, 0));
      }),
    ),
  );
  return (area, version) => {
    const sums = counts.get(`${area}@${version}`);
    if (sums === undefined) return true;
    const { loads, failures, pageViews, pageFailures } = sums;
    return (loads === 0 || failures / loads <= maxFailureRate) && (pageViews === 0 || pageFailures / pageViews <= maxFailureRate);
  };
}

/**
 * One area's view; its `fallback` is the newest previous version that `servedWell` accepts, and
 * its `integrity` names what each version a host may load (active, canary, fallback) hashes to,
 * as `lookup` finds it in the publish records (decision 053; a version without them has none).
 */
export async function remoteView(release: AreaRelease, servedWell: ServedWell, lookup: IntegrityLookup): Promise<RemoteView> {
  const pulled = release.pulled ?? [];
  const fallback = release.previous.find(
    (version) => version !== release.version && !pulled.includes(version) && servedWell(release.area, version),
  );
  const loadable = [
    release.version,
    ...(release.canary === null ? [] : [release.canary.version]),
    ...(fallback === undefined ? [] : [fallback]),
  ];
  const view: RemoteView = {
    version: release.version,
    origin: release.origin,
    canary: release.canary === null ? null : { version: release.canary.version, percent: release.canary.percent },
    previous: release.previous,
    integrity: await integrityOfVersions(lookup, release.area, loadable),
  };
  return fallback === undefined ? view : { ...view, fallback };
}

/**
 * Reads the release set and its revision in one consistent snapshot; each area's fallback is
 * judged against `maxFailureRate` (0-1) by the health reports read right after it, and the
 * integrity of its versions is read with `lookup` (by default straight from `db`).
 */
export async function readReleaseView(
  db: RegistryRepository,
  maxFailureRate: number,
  lookup: IntegrityLookup = createIntegrityLookup(db),
): Promise<ReleaseView> {
  const { revision, releases } = await db.readReleaseSet();
  const servedWell = await servedWellIn(db, releases, maxFailureRate);
  const remotes: Partial<Record<Area, RemoteView>> = {};
  for (const release of releases) remotes[release.area] = await remoteView(release, servedWell, lookup);
  return { revision, remotes };
}

/** The strong ETag of a revision: `"7"`. */
export function etagOf(revision: number): string {
  return `"${revision}"`;
}

/**
 * Parses an `If-Match` / `If-None-Match` value into a revision: accepts `7`, `"7"` and `W/"7"`.
 * Returns null when the header is absent, `undefined` when it is malformed.
 */
export function parseRevisionHeader(value: string | string[] | undefined): number | null | undefined {
  if (value === undefined) return null;
  const raw = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(raw);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
