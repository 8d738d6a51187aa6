/**
 * Version order and the release actions a product owner may take on each version of an area,
 * with their labels. The rule the labels keep: only a version OLDER than the live one that was
 * live before and never pulled (rolled back from, aborted, stopped, refused by the gates:
 * decision 050) is a rollback target ("Roll back to 1.0.0"); anything else is activated (and
 * passes the gates first).
 */
import semver from 'semver';
import type { remoteViewSchema, WireOut } from '@meridian/shared/registry-contract';

/** One area's release state as the console reads it (`GET /api/releases`, the wire contract's `remoteViewSchema`). */
export type AreaState = WireOut<typeof remoteViewSchema>;

/**
 * Semver precedence of two versions by `semver` (`1.10.0` after `1.9.0`, `2.0.0-rc.1` before
 * `2.0.0`, build metadata ignored): negative when `a` is older, positive when newer, 0 when equal.
 * Text that is not semver sorts by plain string comparison, after every semver version.
 */
export function compareVersions(a: string, b: string): number {
  const x = semver.valid(a);
  const y = semver.valid(b);
  if (x === null || y === null) {
    if (x !== null) return -1;
    if (y !== null) return 1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  return semver.compare(x, y);
}

/** What a version row offers: its main release action (if any), and whether a canary may start with it. */
export interface VersionActions {
  primary: { kind: 'activate' | 'rollback'; label: string } | null;
  canCanary: boolean;
}

/** The versions of an area that were pulled (their `pulled` is set), or null while the area's versions have not loaded. */
export function pulledVersions(versions: readonly { version: string; pulled: unknown }[] | undefined): ReadonlySet<string> | null {
  if (versions === undefined) return null;
  return new Set(versions.filter((item) => item.pulled !== null && item.pulled !== undefined).map((item) => item.version));
}

const PULL_LABELS: Readonly<Record<string, string>> = {
  'gate-refused': 'Refused by the gates',
  rollback: 'Rolled back from',
  'abort-canary': 'Canary aborted',
  'auto-abort-canary': 'Canary aborted by the registry',
  'rollout-rollback': 'Rolled back by the guard',
  'rollout-stop': 'Rollout stopped',
};

/** A pull in words for the version table: `Refused by the gates`. */
export function pullLabel(action: string): string {
  return PULL_LABELS[action] ?? 'Pulled';
}

/**
 * The actions of `version` given the area's `state` (undefined before its first activation) and
 * its `pulled` versions (null while unknown: then nothing is offered as a rollback). The live
 * version and the running canary get no primary action (the canary panel has its own); an older
 * version that was live before and never pulled is a rollback; anything else is an activation.
 */
export function versionActions(version: string, state: AreaState | undefined, pulled: ReadonlySet<string> | null): VersionActions {
  if (state === undefined) return { primary: { kind: 'activate', label: `Activate ${version}` }, canCanary: false };
  if (version === state.version) return { primary: null, canCanary: false };
  if (state.canary?.version === version) return { primary: null, canCanary: false };
  const older = compareVersions(version, state.version) < 0;
  if (older && state.previous.includes(version) && pulled !== null && !pulled.has(version))
    return { primary: { kind: 'rollback', label: `Roll back to ${version}` }, canCanary: true };
  return { primary: { kind: 'activate', label: `Activate ${version}` }, canCanary: true };
}

/**
 * The quick rollback of an area: the most recent previously-live version that is older than
 * the live one and was never pulled, or null (no history, only newer or pulled versions in it,
 * or `pulled` not known yet).
 */
export function rollbackTarget(state: AreaState | undefined, pulled: ReadonlySet<string> | null): string | null {
  if (state === undefined || pulled === null) return null;
  return state.previous.find((version) => compareVersions(version, state.version) < 0 && !pulled.has(version)) ?? null;
}
