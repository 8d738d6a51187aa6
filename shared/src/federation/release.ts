/**
 * The release set: which version of each remote the public sees, and where it is served from
 * (docs/architecture.md, "How a request flows", step 2). Types and pure helpers only, safe for the
 * browser; parsing untrusted JSON into these types is `release-state.server.ts` (zod stays off
 * the first load, decision 015).
 */
import { AREAS, type Area } from '../routing/areas.ts';
import type { canarySchema, remoteViewSchema, versionIntegritySchema, WireOut } from '../registry-contract/registry-contract.ts';

/** A remote's pinned version (semver) and the origin serving it (`http(s)://host:port`). */
export interface ReleaseEntry {
  readonly version: string;
  readonly origin: string;
}

/**
 * The versions a request (or page) is pinned to: one entry per area plus a revision that changes
 * on every write. An area without an entry has no release yet (never activated): the host serves
 * its pages as "unavailable" until it has one.
 */
export interface ReleaseSet {
  readonly revision: string;
  readonly remotes: Readonly<Partial<Record<Area, ReleaseEntry>>>;
}

/** A canary of one remote: `percent` (0 to 100) of visitors get `version` (the registry's wire contract). */
export type Canary = Readonly<WireOut<typeof canarySchema>>;

/**
 * What one version's code hashes to, recorded at publish (decision 053): the sha256 of its
 * `build-files.json` and of its browser `remoteEntry.js`, lowercase hex.
 */
export type VersionIntegrity = Readonly<WireOut<typeof versionIntegritySchema>>;

/**
 * One remote in the release state: the active entry plus canary, previous versions (newest
 * first) and the fallback hosts serve when the active one fails to load. The type is the
 * registry's wire contract (decision 034), so the registry cannot send another shape.
 */
export type ReleaseStateEntry = Readonly<WireOut<typeof remoteViewSchema>>;

/**
 * The release state a host follows (the registry's `GET /api/releases`, or a release file):
 * per remote the active version, an optional canary, previous versions and a fallback. An area
 * never activated has no entry (the registry omits it).
 */
export interface ReleaseState {
  readonly revision: string;
  readonly remotes: Readonly<Partial<Record<Area, ReleaseStateEntry>>>;
}

/**
 * Module Federation container name of one version of a remote: the area plus the version with
 * every non-alphanumeric character replaced by `_` (`blog` 1.4.0 gives `blog_1_4_0`), so that
 * several versions live side by side in one process (docs/architecture.md, "Federation on the server: verified facts", fact 3 and 4).
 */
export function containerName(area: Area, version: string): string {
  return `${area}_${version.replace(/[^0-9A-Za-z]/g, '_')}`;
}

/** URL of the manifest of one remote version: `<origin>/<version>/mf-manifest.json`. */
export function manifestUrl(entry: ReleaseEntry): string {
  return `${entry.origin}/${entry.version}/mf-manifest.json`;
}

/**
 * File name of a remote version's browser container, at the root of its version folder. The
 * browser registers each remote of the page's release set by this URL, so it needs no manifest
 * round trip before hydration (decision 016); the registry refuses a manifest naming another entry.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** URL of the browser container of one remote version: `<origin>/<version>/remoteEntry.js`. */
export function remoteEntryUrl(entry: ReleaseEntry): string {
  return `${entry.origin}/${entry.version}/${REMOTE_ENTRY_FILE}`;
}

/** URL of a message bundle of one remote version: `<origin>/<version>/locales/<lang>/<ns>.json`. */
export function bundleUrl(entry: ReleaseEntry, lang: string, namespace: string): string {
  return `${entry.origin}/${entry.version}/locales/${lang}/${namespace}.json`;
}

/** A stable key for a remote version, used to cache runtime instances and bundles. */
export function releaseKey(area: Area, entry: ReleaseEntry | undefined): string {
  return entry === undefined ? `${area}@-` : `${area}@${entry.version}@${entry.origin}`;
}

/** Who is asking: the sticky visitor id and the remote versions a preview link pinned. */
export interface Visitor {
  readonly id: string | null;
  readonly previews: readonly { readonly area: Area; readonly version: string; readonly integrity?: VersionIntegrity }[];
}

/**
 * Pins the release set of one request (docs/architecture.md step 2): per remote a preview pin wins,
 * then the canary when `inCanary(visitor, area, percent)`, then the active version. The origin
 * is the remote's active origin. (`fallback` is used only when the pinned version fails to load.)
 * An area without a release in `state` has none in the set.
 */
export function pinRelease(
  state: ReleaseState,
  visitor: Visitor,
  inCanary: (visitorId: string, area: Area, percent: number) => boolean,
): ReleaseSet {
  const remotes = Object.fromEntries(
    AREAS.flatMap((area) => {
      const entry = state.remotes[area];
      if (entry === undefined) return [];
      const preview = visitor.previews.find((item) => item.area === area)?.version;
      const canary =
        entry.canary && visitor.id !== null && inCanary(visitor.id, area, entry.canary.percent) ? entry.canary.version : undefined;
      const version = preview ?? canary ?? entry.version;
      return [[area, { version, origin: entry.origin }]];
    }),
  ) as Partial<Record<Area, ReleaseEntry>>;
  return { revision: state.revision, remotes };
}
