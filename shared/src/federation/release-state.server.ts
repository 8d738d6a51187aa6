/**
 * Parsing of release sets and states from untrusted JSON (a release file, the registry's
 * answer, a cache file on disk) with the registry's wire contract (`@meridian/shared/registry-contract`,
 * decision 034): server and registry only, so zod stays off the browser's first load (decision 015).
 * Each parse throws an Error naming the bad field.
 */
import * as z from 'zod/mini';
import { AREAS, type Area } from '../routing/areas.ts';
import { originSchema, parseWire, releaseViewSchema, versionSchema } from '../registry-contract/registry-contract.ts';
import type { ReleaseSet, ReleaseState } from './release.ts';

/** One remote's entry in a release set: semver `version` served by `origin` (`http(s)://host:port`). */
export const releaseEntrySchema = z.object({ version: versionSchema, origin: originSchema });

/** A revision as a release file or the registry writes it (text or a whole number), read as text. */
const revisionText = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.int().check(z.gte(0))]),
  z.transform((revision: string | number) => String(revision)),
);

/**
 * A release set: an entry per area that has a release, plus a revision that changes on every
 * write. An area without one (never activated) is left out; an area this build does not know is
 * dropped.
 */
export const releaseSetSchema = z.object({
  revision: revisionText,
  remotes: z.partial(
    z.object(Object.fromEntries(AREAS.map((area) => [area, releaseEntrySchema])) as Record<Area, typeof releaseEntrySchema>),
  ),
});

/** Parses a release set from unknown JSON. Throws an Error naming the bad field (`remotes.blog.version: must be semver ...`). */
export function parseReleaseSet(input: unknown): ReleaseSet {
  return parseWire(releaseSetSchema, input, 'release set');
}

/**
 * The release state a host follows: the registry's `GET /api/releases` (its contract,
 * `releaseViewSchema`) with the revision read as text, so a release file may write `"7"`.
 */
export const releaseStateSchema = z.extend(releaseViewSchema, { revision: revisionText });

/** Parses a release state from unknown JSON; throws an Error naming the bad field. */
export function parseReleaseState(input: unknown): ReleaseState {
  return parseWire(releaseStateSchema, input, 'release state');
}
