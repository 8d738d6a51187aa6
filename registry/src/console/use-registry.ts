/**
 * Console state: the release set, each area's versions and the audit log. One loop loads
 * everything, then long-polls `GET /api/releases?wait=25` and reloads when the revision moves;
 * `reload()` restarts it at once (after a write from this page).
 */
import { useCallback, useEffect, useState } from 'react';
import { getJson, waitForRelease, type AuditEntry, type ReleaseSet, type VersionView } from './api.client.ts';

/** The five areas, in navigation order. */
export const AREAS = ['marketing', 'blog', 'account', 'checkout', 'tools'] as const;

/** What the console shows. */
export interface RegistryState {
  release: ReleaseSet | null;
  versions: Record<string, VersionView[]>;
  audit: AuditEntry[];
  error: string | null;
  reload: () => void;
}

interface Snapshot {
  release: ReleaseSet;
  versions: Record<string, VersionView[]>;
  audit: AuditEntry[];
}

async function loadSnapshot(): Promise<Snapshot> {
  const [release, lists, log] = await Promise.all([
    getJson<ReleaseSet>('/api/releases'),
    Promise.all(AREAS.map((area) => getJson<{ versions: VersionView[] }>(`/api/remotes/${area}/versions`))),
    getJson<{ entries: AuditEntry[] }>('/api/audit?limit=50'),
  ]);
  return { release, versions: Object.fromEntries(AREAS.map((area, index) => [area, lists[index]?.versions ?? []])), audit: log.entries };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads everything and follows changes made elsewhere. */
export function useRegistry(): RegistryState {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const follow = async (): Promise<void> => {
      while (!controller.signal.aborted) {
        try {
          const next = await loadSnapshot();
          if (controller.signal.aborted) return;
          setSnapshot(next);
          setError(null);
          while (!controller.signal.aborted && (await waitForRelease(next.release.revision, controller.signal)) === null) {
            // unchanged: poll again
          }
        } catch (caught) {
          if (controller.signal.aborted) return;
          setError(caught instanceof Error ? caught.message : String(caught));
          await sleep(5000);
        }
      }
    };
    void follow();
    return () => controller.abort();
  }, [generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { release: snapshot?.release ?? null, versions: snapshot?.versions ?? {}, audit: snapshot?.audit ?? [], error, reload };
}
