/**
 * The release set: which version of each remote the public sees, and where it is served from
 * (ARCHITECTURE.md, "How a request flows", step 2). Parsed from untrusted JSON with zod.
 */
import { z } from 'zod';
import { AREAS, type Area } from '../routing/areas.ts';

const versionPattern = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** One remote's entry in a release set: semver `version` served by `origin` (`http(s)://host:port`). */
export const releaseEntrySchema = z.object({
  version: z.string().regex(versionPattern, 'version must be semver, for example 1.4.0'),
  origin: z.url({ protocol: /^https?$/ }).transform((origin) => origin.replace(/\/+$/, '')),
});

/** A remote's pinned version and origin. */
export type ReleaseEntry = z.infer<typeof releaseEntrySchema>;

/** A complete release set: one entry per area plus a revision that changes on every write. */
export const releaseSetSchema = z.object({
  revision: z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String),
  remotes: z.object(
    Object.fromEntries(AREAS.map((area) => [area, releaseEntrySchema])) as Record<Area, typeof releaseEntrySchema>,
  ),
});

/** The versions a request (or page) is pinned to. */
export type ReleaseSet = z.infer<typeof releaseSetSchema>;

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

/**
 * Module Federation container name of one version of a remote: the area plus the version with
 * every non-alphanumeric character replaced by `_` (`blog` 1.4.0 gives `blog_1_4_0`), so that
 * several versions live side by side in one process (notes/mf-ssr-facts.md, facts 3 and 4).
 */
export function containerName(area: Area, version: string): string {
  return `${area}_${version.replace(/[^0-9A-Za-z]/g, '_')}`;
}

/** URL of the manifest of one remote version: `<origin>/<version>/mf-manifest.json`. */
export function manifestUrl(entry: ReleaseEntry): string {
  return `${entry.origin}/${entry.version}/mf-manifest.json`;
}

/** URL of a message bundle of one remote version: `<origin>/<version>/locales/<lang>/<ns>.json`. */
export function bundleUrl(entry: ReleaseEntry, lang: string, namespace: string): string {
  return `${entry.origin}/${entry.version}/locales/${lang}/${namespace}.json`;
}

/** A stable key for a remote version, used to cache runtime instances and bundles. */
export function releaseKey(area: Area, entry: ReleaseEntry): string {
  return `${area}@${entry.version}@${entry.origin}`;
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

/** One remote's state: active version and origin, canary, history, fallback. */
export type ReleaseStateEntry = z.infer<typeof releaseStateEntrySchema>;

/**
 * The release state a host follows (the registry's `GET /api/releases`, or a release file):
 * per remote the active version, an optional canary, previous versions and a fallback.
 */
export const releaseStateSchema = z.object({
  revision: z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String),
  remotes: z.object(
    Object.fromEntries(AREAS.map((area) => [area, releaseStateEntrySchema])) as Record<Area, typeof releaseStateEntrySchema>,
  ),
});

/** The release state in force. */
export type ReleaseState = z.infer<typeof releaseStateSchema>;

/** Parses a release state from unknown JSON; throws an Error naming the bad field. */
export function parseReleaseState(input: unknown): ReleaseState {
  const result = releaseStateSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new Error(`invalid release state: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'unknown error'}`);
}

/** Who is asking: the sticky visitor id and the remote versions a preview link pinned. */
export interface Visitor {
  readonly id: string | null;
  readonly previews: readonly { readonly area: Area; readonly version: string }[];
}

/**
 * Pins the release set of one request (ARCHITECTURE.md step 2): per remote a preview pin wins,
 * then the canary when `inCanary(visitor, area, percent)`, then the active version. The origin
 * is the remote's active origin. (`fallback` is used only when the pinned version fails to load.)
 */
export function pinRelease(
  state: ReleaseState,
  visitor: Visitor,
  inCanary: (visitorId: string, area: Area, percent: number) => boolean,
): ReleaseSet {
  const remotes = Object.fromEntries(
    AREAS.map((area) => {
      const entry = state.remotes[area];
      const preview = visitor.previews.find((item) => item.area === area)?.version;
      const canary = entry.canary && visitor.id !== null && inCanary(visitor.id, area, entry.canary.percent) ? entry.canary.version : undefined;
      const version = preview ?? canary ?? entry.version;
      return [area, { version, origin: entry.origin }];
    }),
  ) as ReleaseSet['remotes'];
  return { revision: state.revision, remotes };
}
