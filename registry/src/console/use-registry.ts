/**
 * Console state: the release set and each area's versions with health figures. Readable
 * without a token. One loop loads everything, then long-polls `GET /api/releases?wait=25`;
 * it reloads when the revision moves and, to keep health figures fresh, after every poll.
 * `reload()` restarts it at once (after a write from this page).
 */
import { useCallback, useEffect, useState } from 'react';
import { AREAS } from '@meridian/shared/areas';
import { areaVersionsSchema, getJson, releaseViewSchema, waitForRelease, type AreaVersions, type ReleaseSet } from './api.client.ts';

/** The areas, in navigation order (the one list, shared/src/routing/areas.ts). */
export { AREAS };

/** What the console shows; `loadedAt` is epoch milliseconds of the last successful load. */
export interface RegistryState {
  release: ReleaseSet | null;
  areas: Record<string, AreaVersions | undefined>;
  error: string | null;
  loadedAt: number | null;
  reload: () => void;
}

interface Snapshot {
  release: ReleaseSet;
  areas: Record<string, AreaVersions>;
}

async function loadSnapshot(signal: AbortSignal): Promise<Snapshot> {
  const [release, lists] = await Promise.all([
    getJson('/api/releases', releaseViewSchema, signal),
    Promise.all(AREAS.map((area) => getJson(`/api/remotes/${area}/versions`, areaVersionsSchema, signal))),
  ]);
  const areas: Record<string, AreaVersions> = {};
  AREAS.forEach((area, index) => {
    const list = lists[index];
    if (list !== undefined) areas[area] = list;
  });
  return { release, areas };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Loads everything and follows changes made elsewhere. */
export function useRegistry(): RegistryState {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loadedAt, setLoadedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async (): Promise<void> => {
      while (!signal.aborted) {
        try {
          const next = await loadSnapshot(signal);
          if (signal.aborted) return;
          setSnapshot(next);
          setLoadedAt(Date.now());
          setError(null);
          await waitForRelease(next.release.revision, signal);
        } catch (caught) {
          if (signal.aborted) return;
          setError(`Cannot reach the registry: ${caught instanceof Error ? caught.message : String(caught)}. Retrying…`);
          await sleep(5000, signal);
        }
      }
    };
    void follow();
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { release: snapshot?.release ?? null, areas: snapshot?.areas ?? {}, error, loadedAt, reload };
}
