/**
 * Parsing of release sets and states from untrusted JSON (a release file, the registry's
 * answer, a cache file on disk) with zod: server and registry only, so zod stays off the
 * browser's first load (issue 10). Each parse throws an Error naming the bad field.
 */
import { z } from 'zod';
import { AREAS, type Area } from '../routing/areas.ts';
import type { ReleaseSet, ReleaseState } from './release.ts';

const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** One remote's entry in a release set: semver `version` served by `origin` (`http(s)://host:port`). */
export const releaseEntrySchema = z.object({
  version: z.string().regex(versionPattern, 'version must be semver, for example 1.4.0'),
  origin: z.url({ protocol: /^https?$/ }).transform((origin) => origin.replace(/\/+$/, '')),
});

/**
 * A release set: an entry per area that has a release, plus a revision that changes on every
 * write. An area without one (never activated) is left out; an area this build does not know is
 * dropped.
 */
export const releaseSetSchema = z.object({
  revision: z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String),
  remotes: z
    .object(Object.fromEntries(AREAS.map((area) => [area, releaseEntrySchema])) as Record<Area, typeof releaseEntrySchema>)
    .partial(),
});

/**
 * Parses a release set from unknown JSON. Throws an Error naming the bad field
 * (for example `remotes.blog.version: version must be semver`).
 */
export function parseReleaseSet(input: unknown): ReleaseSet {
  const result = releaseSetSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`invalid release set: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown error'}`);
}

/** A canary of one remote: `percent` (0 to 100) of visitors get `version`. */
export const canarySchema = z.object({
  version: z.string().regex(versionPattern),
  percent: z.number().min(0).max(100),
});

/** One remote in the release state: the active entry plus canary, history and fallback. */
export const releaseStateEntrySchema = releaseEntrySchema.extend({
  canary: canarySchema.nullable().default(null),
  /** Versions that were active before, newest first. */
  previous: z.array(z.string().regex(versionPattern)).default([]),
  /** The last version known good, which hosts fall back to when the active one fails to load. */
  fallback: z.string().regex(versionPattern).optional(),
});

/**
 * The release state a host follows (the registry's `GET /api/releases`, or a release file):
 * per remote the active version, an optional canary, previous versions and a fallback. An area
 * never activated has no entry (the registry omits it) and the host serves it as unavailable; an
 * area this build does not know is dropped.
 */
export const releaseStateSchema = z.object({
  revision: z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String),
  remotes: z
    .object(Object.fromEntries(AREAS.map((area) => [area, releaseStateEntrySchema])) as Record<Area, typeof releaseStateEntrySchema>)
    .partial(),
});

/** Parses a release state from unknown JSON; throws an Error naming the bad field. */
export function parseReleaseState(input: unknown): ReleaseState {
  const result = releaseStateSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`invalid release state: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown error'}`);
}
