/**
 * Version order and the release actions a product owner may take on each version of an area,
 * with their labels. The rule the labels keep: only a version OLDER than the live one that was
 * live before is a rollback target ("Roll back to 1.0.0"); a newer one, or one never live, is
 * activated (and passes the gates first).
 */
import type { remoteViewSchema, WireOut } from '@meridian/shared/registry-contract';

/** One area's release state as the console reads it (`GET /api/releases`, the wire contract's `remoteViewSchema`). */
export type AreaState = WireOut<typeof remoteViewSchema>;

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

function comparePre(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const left = a.split('.');
  const right = b.split('.');
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const x = left[index];
    const y = right[index];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    const xNum = /^\d+$/.test(x);
    const yNum = /^\d+$/.test(y);
    if (xNum && yNum) return Number(x) - Number(y);
    if (xNum !== yNum) return xNum ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Semver precedence of two versions (`1.10.0` after `1.9.0`, `2.0.0-rc.1` before `2.0.0`):
 * negative when `a` is older, positive when newer, 0 when equal. Text that is not semver sorts
 * by plain string comparison, after every semver version.
 */
export function compareVersions(a: string, b: string): number {
  const x = SEMVER.exec(a);
  const y = SEMVER.exec(b);
  if (x === null || y === null) {
    if (x !== null) return -1;
    if (y !== null) return 1;
    return a === b ? 0 : a < b ? -1 : 1;
  }
  for (let index = 1; index <= 3; index += 1) {
    const diff = Number(x[index]) - Number(y[index]);
    if (diff !== 0) return diff;
  }
  return comparePre(x[4], y[4]);
}

/** What a version row offers: its main release action (if any), and whether a canary may start with it. */
export interface VersionActions {
  primary: { kind: 'activate' | 'rollback'; label: string } | null;
  canCanary: boolean;
}

/**
 * The actions of `version` given the area's `state` (undefined before its first activation).
 * The live version and the running canary get no primary action (the canary panel has its
 * own); an older version that was live before is a rollback; anything else is an activation.
 */
export function versionActions(version: string, state: AreaState | undefined): VersionActions {
  if (state === undefined) return { primary: { kind: 'activate', label: `Activate ${version}` }, canCanary: false };
  if (version === state.version) return { primary: null, canCanary: false };
  if (state.canary?.version === version) return { primary: null, canCanary: false };
  const older = compareVersions(version, state.version) < 0;
  if (older && state.previous.includes(version))
    return { primary: { kind: 'rollback', label: `Roll back to ${version}` }, canCanary: true };
  return { primary: { kind: 'activate', label: `Activate ${version}` }, canCanary: true };
}

/**
 * The quick rollback of an area: the most recent previously-live version that is older than
 * the live one, or null (no history, or only newer versions in it, as after a rollback).
 */
export function rollbackTarget(state: AreaState | undefined): string | null {
  if (state === undefined) return null;
  return state.previous.find((version) => compareVersions(version, state.version) < 0) ?? null;
}
