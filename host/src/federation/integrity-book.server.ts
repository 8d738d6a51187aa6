/**
 * Where a host learns what a version's code hashes to (decision 053): the release state it follows
 * names them for every version it may load (active, canary, fallback), and a preview token, signed
 * by the registry, for the one version it pins. Versions are immutable, so what was learnt once is
 * kept (bounded) for a version that later leaves the state.
 */
import type { Area } from '@meridian/shared/areas';
import type { ReleaseState, VersionIntegrity } from '@meridian/shared/release';

/** The hashes of versions this host may run. */
export interface IntegrityBook {
  /** The hashes of `area`@`version`, or undefined when neither the release state nor a preview named them. */
  of(area: Area, version: string): VersionIntegrity | undefined;
  /** Keeps the hashes a verified preview token carries for `area`@`version`. */
  learn(area: Area, version: string, integrity: VersionIntegrity): void;
}

/** Most versions kept apart from the release state; the oldest is forgotten first. */
const MAX_KEPT = 500;

/** A book over the release state `current()` returns (read at each question, so a new state counts at once). */
export function createIntegrityBook(current: () => ReleaseState): IntegrityBook {
  const kept = new Map<string, VersionIntegrity>();
  const keep = (key: string, integrity: VersionIntegrity) => {
    kept.delete(key);
    kept.set(key, integrity);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value ?? key);
  };
  return {
    of(area, version) {
      const key = `${area}@${version}`;
      const named = current().remotes[area]?.integrity[version];
      if (named === undefined) return kept.get(key);
      if (kept.get(key) !== named) keep(key, named);
      return named;
    },
    learn(area, version, integrity) {
      // The release state wins where it names the version: both come from the same publish record.
      if (current().remotes[area]?.integrity[version] === undefined) keep(`${area}@${version}`, integrity);
    },
  };
}
