import { useCallback, useEffect, useState } from 'react';

/** What a browser-side load is doing. */
export type RemoteData<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** The state of {@link useRemoteData} and what can be done with it. */
export interface RemoteDataApi<T> {
  readonly state: RemoteData<T>;
  /** Loads again, showing the loading state meanwhile. */
  reload(): void;
  /** Replaces the loaded data (after a change the server confirmed); ignored unless ready. */
  update(change: (data: T) => T): void;
}

/**
 * Runs `load` in an effect (the browser only: effects never run on the server) and again on
 * `reload()`. `load` must be stable (useCallback); an answer that arrives after unmount or a
 * newer load is dropped.
 */
export function useRemoteData<T>(load: () => Promise<T>): RemoteDataApi<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setVersion((value) => value + 1);
  }, []);

  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous));
  }, []);

  return { state, reload, update };
}
