/**
 * Each area's guarded rollout (`GET /api/rollouts/{area}`, parsed with the wire contract's
 * `rolloutStatusSchema`), reloaded when the release revision moves (every rollout step is a
 * release commit) and after every poll of the console's loop.
 */
import { useEffect, useState } from 'react';
import { rolloutStatusSchema, type WireOut } from '@meridian/shared/registry-contract';
import { getJson } from './api.client.ts';

/** What `GET /api/rollouts/{area}` answers. */
export type RolloutStatus = WireOut<typeof rolloutStatusSchema>;

/** Per area: its rollout status, or a string saying why it could not be read; absent while loading. */
export type RolloutStates = Record<string, RolloutStatus | string | undefined>;

/** Loads the rollouts of `areas` whenever `revision` or `loadedAt` changes. */
export function useRollouts(areas: readonly string[], revision: number | null, loadedAt: number | null): RolloutStates {
  const [states, setStates] = useState<RolloutStates>({});
  useEffect(() => {
    if (revision === null) return;
    const controller = new AbortController();
    for (const area of areas)
      getJson(`/api/rollouts/${area}`, rolloutStatusSchema, controller.signal).then(
        (status) => setStates((before) => ({ ...before, [area]: status })),
        (caught: unknown) => {
          if (controller.signal.aborted) return;
          const text = `Could not read the rollout: ${caught instanceof Error ? caught.message : String(caught)}`;
          setStates((before) => ({ ...before, [area]: text }));
        },
      );
    return () => controller.abort();
  }, [areas, revision, loadedAt]);
  return states;
}
