/**
 * Environments side by side (decision 059): `GET /api/environments` lists each with its revision,
 * its lock (while it holds) and what each area runs; `GET /api/environments/diff?from=&to=` shows,
 * per area, the version each runs, the routes `from` adds and removes against `to` (from the route
 * tables recorded at publish) and the first-load JavaScript delta, what a person looks at before a
 * promotion.
 */
import { AREAS, type Area } from '@meridian/shared/areas';
import type { environmentDiffSchema, environmentListSchema, WireOut } from '@meridian/shared/registry-contract';
import { activeLock } from '../db/environment-repo.ts';
import { apiError, ok, type Result } from '../errors.ts';
import type { RegistryDeps } from './deps.ts';
import { firstLoadDelta, publishedFacts, type Published } from './version-compare.ts';

/** `GET /api/environments`. */
export type EnvironmentList = WireOut<typeof environmentListSchema>;
/** `GET /api/environments/diff`. */
export type EnvironmentDiff = WireOut<typeof environmentDiffSchema>;

/** Every configured environment, production first, each read in one snapshot. */
export async function listEnvironments(deps: RegistryDeps): Promise<EnvironmentList> {
  const environments = await Promise.all(
    deps.config.environments.map(async ({ name, hostOrigin }) => {
      const view = deps.inEnvironment(name) ?? deps;
      const [set, state] = await Promise.all([view.db.readReleaseSet(), view.db.environmentState()]);
      const remotes: EnvironmentList['environments'][number]['remotes'] = {};
      for (const release of set.releases) {
        const canary = release.canary === null ? null : { version: release.canary.version, percent: release.canary.percent };
        remotes[release.area] = { version: release.version, origin: release.origin, canary };
      }
      return { name, revision: set.revision, lock: activeLock(state.lock, deps.now()), hostOrigin, remotes };
    }),
  );
  return { environments };
}

async function factsOf(deps: RegistryDeps, area: Area, version: string | null): Promise<Published | null> {
  if (version === null) return null;
  const record = await deps.db.getVersion(area, version);
  return record === null ? null : publishedFacts(deps, area, record);
}

/** Every area of `from` against `to`. Refuses with 404 `unknown_environment` naming an environment not configured. */
export async function diffEnvironments(deps: RegistryDeps, from: string, to: string): Promise<Result<EnvironmentDiff>> {
  const source = deps.inEnvironment(from);
  const target = deps.inEnvironment(to);
  if (source === null || target === null)
    return apiError(404, 'unknown_environment', `no environment "${source === null ? from : to}" is configured`);
  const [fromSet, toSet] = await Promise.all([source.db.readReleaseSet(), target.db.readReleaseSet()]);
  const areas = await Promise.all(
    AREAS.map(async (area) => {
      const fromVersion = fromSet.releases.find((release) => release.area === area)?.version ?? null;
      const toVersion = toSet.releases.find((release) => release.area === area)?.version ?? null;
      const [fromFacts, toFacts] = await Promise.all([factsOf(deps, area, fromVersion), factsOf(deps, area, toVersion)]);
      const fromRoutes = fromFacts?.routes ?? null;
      const toRoutes = toFacts?.routes ?? null;
      const recorded = fromRoutes !== null && toRoutes !== null;
      const delta = firstLoadDelta(toFacts?.firstLoad ?? null, fromFacts?.firstLoad ?? null);
      return {
        area,
        from: fromVersion,
        to: toVersion,
        same: fromVersion === toVersion,
        routes: {
          added: recorded ? fromRoutes.filter((path) => !toRoutes.includes(path)) : [],
          removed: recorded ? toRoutes.filter((path) => !fromRoutes.includes(path)) : [],
          recorded,
        },
        firstLoad: { from: delta.after, to: delta.before, deltaBytes: delta.deltaBytes, deltaPercent: delta.deltaPercent },
      };
    }),
  );
  return ok({ from, to, fromRevision: fromSet.revision, toRevision: toSet.revision, areas });
}
