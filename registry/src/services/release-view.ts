/**
 * The release set as `GET /api/releases` returns it: a superset of the host's
 * `releaseSetSchema` (`@meridian/shared/release`) with canary, history and fallback per area.
 */
import type { Area } from '@meridian/shared/areas';
import type { AreaRelease } from '../db/release-repo.ts';
import type { RegistryRepository } from '../db/repository.ts';

/**
 * One area as published to hosts. `fallback` is the last version known good, when there is one:
 * the most recent previous version that was not rolled back away from (issue 19: after a
 * rollback, the version just pulled is never the fallback).
 */
export interface RemoteView {
  version: string;
  origin: string;
  canary: { version: string; percent: number } | null;
  previous: string[];
  fallback?: string;
}

/** `{ revision, remotes }`; areas never activated are absent. */
export interface ReleaseView {
  revision: number;
  remotes: Partial<Record<Area, RemoteView>>;
}

/** One area's view. */
export function remoteView(release: AreaRelease): RemoteView {
  const view: RemoteView = {
    version: release.version,
    origin: release.origin,
    canary: release.canary === null ? null : { version: release.canary.version, percent: release.canary.percent },
    previous: release.previous,
  };
  const pulled = release.pulled ?? [];
  const fallback = release.previous.find((version) => !pulled.includes(version));
  return fallback === undefined ? view : { ...view, fallback };
}

/** Reads the release set and its revision in one consistent snapshot. */
export async function readReleaseView(db: RegistryRepository): Promise<ReleaseView> {
  const { revision, releases } = await db.readReleaseSet();
  const remotes: Partial<Record<Area, RemoteView>> = {};
  for (const release of releases) remotes[release.area] = remoteView(release);
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
