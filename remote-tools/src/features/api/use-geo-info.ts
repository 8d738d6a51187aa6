/**
 * The visitor's IP address as websites see it, looked up after hydration. The server and the
 * first browser render both show `loading`, so the server HTML never depends on the visitor.
 */
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from './use-api-client.ts';
import { fetchGeoInfo, type GeoInfo } from './geo-info.ts';

/** Lookup state: `error` keeps no detail, the page only offers a retry. */
export type GeoState =
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly info: GeoInfo }
  | { readonly status: 'error' };

/** The lookup's state and `retry`, which asks again. */
export function useGeoInfo(): { readonly state: GeoState; readonly retry: () => void } {
  const getClient = useApiClient();
  const [state, setState] = useState<GeoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchGeoInfo(getClient()).then(
      (info) => {
        if (live) setState({ status: 'success', info });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [getClient, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
