/**
 * The audit log as the console pages it: newest first, optionally one area, `AUDIT_PAGE` entries
 * at a time; "Load older" asks for entries before the oldest loaded id. When the release set's
 * revision moves (`refreshKey`), newer entries are fetched and put on top.
 */
import { useCallback, useEffect, useState } from 'react';
import { auditListSchema, getJson, type AuditEntry } from './api.client.ts';

/** Entries per request. */
export const AUDIT_PAGE = 25;

/** The loaded log and its controls; `area` null means every area. */
export interface AuditState {
  entries: AuditEntry[];
  area: string | null;
  setArea: (area: string | null) => void;
  hasOlder: boolean;
  loading: boolean;
  error: string | null;
  loadOlder: () => void;
}

interface Loaded {
  /** undefined before the first answer. */
  area: string | null | undefined;
  refreshKey: number | null;
  entries: AuditEntry[];
  hasOlder: boolean;
}

function query(area: string | null, before?: number): string {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE) });
  if (area !== null) params.set('remote', area);
  if (before !== undefined) params.set('before', String(before));
  return `/api/audit?${params.toString()}`;
}

/** Newest-first merge of `fresh` (the newest page) over `loaded`, without duplicates. */
export function mergeNewest(fresh: readonly AuditEntry[], loaded: readonly AuditEntry[]): AuditEntry[] {
  const top = loaded[0]?.id ?? 0;
  return [...fresh.filter((entry) => entry.id > top), ...loaded];
}

const messageOf = (caught: unknown): string => (caught instanceof Error ? caught.message : String(caught));

/** Follows the audit log; `refreshKey` (the revision) triggers a fetch of newer entries. */
export function useAudit(refreshKey: number | null): AuditState {
  const [area, setArea] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ area: undefined, refreshKey: null, entries: [], hasOlder: false });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getJson(query(area), auditListSchema, controller.signal).then(
      ({ entries: fresh }) => {
        setLoaded((previous) =>
          previous.area === area
            ? { ...previous, refreshKey, entries: mergeNewest(fresh, previous.entries) }
            : { area, refreshKey, entries: fresh, hasOlder: fresh.length === AUDIT_PAGE },
        );
        setError(null);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(`Could not load the audit log: ${messageOf(caught)}`);
      },
    );
    return () => controller.abort();
  }, [area, refreshKey]);

  const shown = loaded.area === area ? loaded.entries : [];
  const oldestId = shown.at(-1)?.id;
  const loadOlder = useCallback(() => {
    if (oldestId === undefined) return;
    setLoadingOlder(true);
    getJson(query(area, oldestId), auditListSchema)
      .then(({ entries: older }) => {
        setLoaded((previous) =>
          previous.area !== area
            ? previous
            : {
                ...previous,
                entries: [...previous.entries, ...older.filter((entry) => entry.id < (previous.entries.at(-1)?.id ?? Infinity))],
                hasOlder: older.length === AUDIT_PAGE,
              },
        );
        setError(null);
      })
      .catch((caught: unknown) => setError(`Could not load older entries: ${messageOf(caught)}`))
      .finally(() => setLoadingOlder(false));
  }, [area, oldestId]);

  const loading = loadingOlder || loaded.area !== area || loaded.refreshKey !== refreshKey;
  return { entries: shown, area, setArea, hasOlder: loaded.area === area && loaded.hasOlder, loading, error, loadOlder };
}
