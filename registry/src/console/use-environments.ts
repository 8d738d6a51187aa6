/**
 * The environments (decision 059): every one with its revision, lock and what each area runs
 * (`GET /api/environments`), and the page's environment side by side with production, or staging
 * beside production on production's page (`GET /api/environments/diff`). Reloaded whenever the
 * page's release state is loaded again (after a write and after every poll).
 */
import { useCallback, useEffect, useState } from 'react';
import { PRODUCTION, type WireOut } from '@meridian/shared/registry-contract';
import { environmentDiffSchema, environmentListSchema, getJson, pageEnvironment } from './api.client.ts';

/** `GET /api/environments`. */
export type EnvironmentList = WireOut<typeof environmentListSchema>;
/** One environment of the list. */
export type EnvironmentView = EnvironmentList['environments'][number];
/** `GET /api/environments/diff`. */
export type EnvironmentDiff = WireOut<typeof environmentDiffSchema>;

/** The environment shown beside production: the page's, or on production's page the first other one. */
export function comparedEnvironment(list: EnvironmentList | null, page: string): string | null {
  if (page !== PRODUCTION) return page;
  return list?.environments.find((environment) => environment.name !== PRODUCTION)?.name ?? null;
}

/** What the console knows of the environments; null while loading; `error` when they cannot be read. */
export interface EnvironmentsState {
  list: EnvironmentList | null;
  diff: EnvironmentDiff | null;
  error: string | null;
  reload: () => void;
}

/** Loads the list and the side-by-side whenever `loadedAt` (the page's last load of its release state) moves. */
export function useEnvironments(loadedAt: number | null): EnvironmentsState {
  const [list, setList] = useState<EnvironmentList | null>(null);
  const [diff, setDiff] = useState<EnvironmentDiff | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (loadedAt === null) return;
    const controller = new AbortController();
    const load = async () => {
      const found = await getJson('/api/environments', environmentListSchema, controller.signal, null);
      setList(found);
      const other = comparedEnvironment(found, pageEnvironment());
      const query = new URLSearchParams({ from: other ?? PRODUCTION, to: PRODUCTION });
      setDiff(
        other === null ? null : await getJson(`/api/environments/diff?${query.toString()}`, environmentDiffSchema, controller.signal, null),
      );
      setError(null);
    };
    load().catch((caught: unknown) => {
      if (!controller.signal.aborted)
        setError(`Could not read the environments: ${caught instanceof Error ? caught.message : String(caught)}`);
    });
    return () => controller.abort();
  }, [loadedAt, generation]);
  return { list, diff, error, reload: useCallback(() => setGeneration((value) => value + 1), []) };
}
