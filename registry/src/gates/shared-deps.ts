/**
 * Shared-dependency compatibility (ARCHITECTURE.md, "The event bus and singletons"): a remote
 * may go live only when every singleton it shares has the host's major version, the host's
 * version satisfies the range the remote requires, and the other live remotes were built
 * against the same majors.
 */
import semver from 'semver';
import { packageOf, type SharedModule } from '../manifest.ts';

/** Packages whose major version must agree between the host and every live remote. */
export const CHECKED_PACKAGES = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', '@meridian/shared'] as const;

/** A live remote version and the shared modules of its manifest. */
export interface SharedOfRemote {
  label: string;
  shared: readonly SharedModule[];
}

function isChecked(name: string): boolean {
  return (CHECKED_PACKAGES as readonly string[]).includes(name);
}

function majorOf(version: string): number | null {
  const parsed = semver.coerce(version);
  return parsed === null ? null : parsed.major;
}

/**
 * Lists every incompatibility of `candidate` with the host's versions (`{ react: '19.3.1' }`,
 * keys are package names) and with `others`; an empty list means compatible. Each problem is a
 * sentence naming the package and both versions.
 */
export function sharedDepProblems(candidate: SharedOfRemote, host: Readonly<Record<string, string>>, others: readonly SharedOfRemote[]): string[] {
  const problems = new Set<string>();
  for (const module of candidate.shared) {
    const name = packageOf(module.name);
    if (!isChecked(name)) continue;
    const hostVersion = host[name];
    if (hostVersion === undefined) {
      problems.add(`${name}: the host's shared versions do not list it`);
      continue;
    }
    const ownMajor = majorOf(module.version);
    const hostMajor = majorOf(hostVersion);
    if (ownMajor === null) problems.add(`${name}: built against "${module.version}", which is not a version`);
    else if (ownMajor !== hostMajor) problems.add(`${name}: built against ${module.version}, host provides ${hostVersion} (major ${ownMajor} ≠ ${String(hostMajor)})`);
    const range = module.requiredVersion;
    if (typeof range === 'string' && range !== '' && semver.validRange(range) === null) {
      problems.add(`${name}: required range "${range}" is not a semver range`);
    } else if (typeof range === 'string' && range !== '' && !semver.satisfies(hostVersion, range, { includePrerelease: true })) {
      problems.add(`${name}: requires ${range}, host provides ${hostVersion}`);
    }
    for (const other of others) {
      for (const theirs of other.shared) {
        if (packageOf(theirs.name) !== name) continue;
        const theirMajor = majorOf(theirs.version);
        if (ownMajor !== null && theirMajor !== null && theirMajor !== ownMajor) {
          problems.add(`${name}: built against ${module.version}, live ${other.label} against ${theirs.version} (major ${ownMajor} ≠ ${theirMajor})`);
        }
      }
    }
  }
  return [...problems];
}
