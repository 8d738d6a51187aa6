/**
 * The registry's collaborators seen through its metrics (decision 056): every repository and
 * artifact store call timed by method, every refused release commit counted as a compare-and-set
 * conflict, every step the guard commits counted, and the long polls waiting counted. The objects keep their interfaces; nothing in
 * the services changes.
 */
import type { Histogram } from 'prom-client';
import type { RegistryDeps } from '../services/deps.ts';
import type { CommitOutcome, EnvironmentCommitOutcome, ReleaseCommit } from '../db/repository.ts';
import { SYSTEM_ACTOR } from '../services/health.ts';
import { countConflict, countGuardStep, dbCalls, longPolls, storeCalls } from './registry-metrics.ts';

/** `target` whose promise-returning methods are timed into `histogram` by method name and outcome. */
export function timed<T extends object>(
  target: T,
  histogram: Histogram<'call' | 'outcome'>,
  onResult?: (call: string, value: unknown, args: readonly unknown[]) => void,
): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, object, args);
        if (!(result instanceof Promise)) return result;
        const end = histogram.startTimer({ call: property });
        return result.then(
          (resolved: unknown) => {
            end({ outcome: 'ok' });
            onResult?.(property, resolved, args);
            return resolved;
          },
          (error: unknown) => {
            end({ outcome: 'error' });
            throw error;
          },
        );
      };
    },
  });
}

/**
 * `deps` with the repository, artifact store, release snapshot and revision notifier measured, in
 * every environment's view (decision 059: `inEnvironment` answers measured views, one per name).
 */
export function instrumentDeps(deps: RegistryDeps): RegistryDeps {
  const store = timed(deps.store, storeCalls);
  const views = new Map<string, RegistryDeps>();
  const viewOf = (name: string): RegistryDeps | null => {
    const known = views.get(name);
    if (known !== undefined) return known;
    const original = deps.inEnvironment(name);
    if (original === null) return null;
    const view = instrumentView(original, store, viewOf);
    views.set(name, view);
    return view;
  };
  return viewOf(deps.environment) ?? instrumentView(deps, store, viewOf);
}

function instrumentView(deps: RegistryDeps, store: RegistryDeps['store'], viewOf: RegistryDeps['inEnvironment']): RegistryDeps {
  const db = timed(deps.db, dbCalls, (call, value, args) => {
    if (call !== 'commitRelease' && call !== 'commitEnvironment') return;
    const outcome = value as CommitOutcome | EnvironmentCommitOutcome;
    // A conflict is a revision that moved; a lock's refusal (decision 059) is not one.
    if (!outcome.ok && outcome.refusal === undefined) countConflict();
    if (call !== 'commitRelease') return;
    // The guard's steps are the commits the rollout tick makes as the system (rollouts.ts); a hold writes nothing.
    const audit = (args[0] as ReleaseCommit | undefined)?.audit;
    if (outcome.ok && audit?.actor === SYSTEM_ACTOR && audit.action.startsWith('rollout-'))
      countGuardStep(audit.action.slice('rollout-'.length));
  });
  const { revisions } = deps;
  return {
    ...deps,
    inEnvironment: viewOf,
    db,
    store,
    releaseSnapshot: deps.releaseSnapshot === null ? null : timed(deps.releaseSnapshot, storeCalls),
    revisions: {
      ...revisions,
      async waitForChange(since, timeoutMs) {
        longPolls.inc();
        try {
          return await revisions.waitForChange(since, timeoutMs);
        } finally {
          longPolls.dec();
        }
      },
    },
  };
}
