/**
 * Shared-dependency compatibility (docs/architecture.md, "The event bus and singletons"): a remote
 * may go live only when every singleton it shares has the host's major version, the host's
 * version satisfies the range the remote requires, and the other live remotes were built
 * against the same majors.
 */
import semver from 'semver';
import { packageOf, type SharedModule } from '../manifest.ts';

/** Packages whose major version must agree between the host and every live remote. */
export const CHECKED_PACKAGES = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next', '@meridian/shared'] as const;

/**
 * Singletons every remote must share, because every remote renders its route table with them
 * (docs/architecture.md, "Module Federation rules"; docs/conventions.md rules 11 and 13): a manifest that does
 * not list one means the remote bundled its own copy, and two Reacts break hooks. A subpath
 * counts (`react/jsx-runtime` shares react). react-dom and i18next are left out on purpose:
 * the host alone hydrates and creates the i18next instance, and Module Federation 2.9 omits
 * from the manifest shares a remote never imports, so all five remotes legitimately omit them.
 */
export const REQUIRED_SHARES = ['react', 'react-router', 'react-i18next', '@meridian/shared'] as const;

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
 * The version a module was built against and how to name it: its `version`, or, when that is
 * empty (prefix shares with `import: false`), the lowest version of its required range.
 */
function builtAgainst(module: SharedModule): { major: number | null; label: string } {
  if (module.version !== '') return { major: majorOf(module.version), label: module.version };
  const range =
    typeof module.requiredVersion === 'string' && semver.validRange(module.requiredVersion) !== null ? module.requiredVersion : null;
  const lowest = range === null ? null : semver.minVersion(range);
  return lowest === null || range === null ? { major: null, label: 'an unknown version' } : { major: lowest.major, label: range };
}

/**
 * Lists every incompatibility of `candidate` with the host's versions (`{ react: '19.3.1' }`,
 * keys are package names) and with `others`; an empty list means compatible. Each problem is a
 * sentence naming the package and both versions. A `REQUIRED_SHARES` package the host provides
 * but the candidate's manifest does not list at all is a problem too.
 */
export function sharedDepProblems(
  candidate: SharedOfRemote,
  host: Readonly<Record<string, string>>,
  others: readonly SharedOfRemote[],
): string[] {
  const problems = new Set<string>();
  const listed = new Set(candidate.shared.map((module) => packageOf(module.name)));
  for (const name of REQUIRED_SHARES) {
    const hostVersion = host[name];
    if (hostVersion !== undefined && !listed.has(name)) {
      problems.add(
        `${name}: not shared: the manifest does not list it, so the remote bundles its own copy (the host provides ${hostVersion})`,
      );
    }
  }
  for (const module of candidate.shared) {
    const name = packageOf(module.name);
    if (!isChecked(name)) continue;
    const hostVersion = host[name];
    if (hostVersion === undefined) {
      problems.add(`${name}: the host's shared versions do not list it`);
      continue;
    }
    const own = builtAgainst(module);
    const hostMajor = majorOf(hostVersion);
    if (module.version !== '' && own.major === null) problems.add(`${name}: built against "${module.version}", which is not a version`);
    else if (own.major !== null && own.major !== hostMajor)
      problems.add(`${name}: built against ${own.label}, host provides ${hostVersion} (major ${own.major} ≠ ${String(hostMajor)})`);
    const range = module.requiredVersion;
    if (typeof range === 'string' && range !== '' && semver.validRange(range) === null) {
      problems.add(`${name}: required range "${range}" is not a semver range`);
    } else if (typeof range === 'string' && range !== '' && !semver.satisfies(hostVersion, range, { includePrerelease: true })) {
      problems.add(`${name}: requires ${range}, host provides ${hostVersion}`);
    }
    for (const other of others) {
      for (const theirs of other.shared) {
        if (packageOf(theirs.name) !== name) continue;
        const their = builtAgainst(theirs);
        if (own.major !== null && their.major !== null && their.major !== own.major) {
          problems.add(
            `${name}: built against ${own.label}, live ${other.label} against ${their.label} (major ${own.major} ≠ ${their.major})`,
          );
        }
      }
    }
  }
  return [...problems];
}
