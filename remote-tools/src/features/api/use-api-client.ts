/** The API client for effects: the injected one (tests, later the host), else the page's own. */
import { useCallback, useContext } from 'react';
import type { HttpClient } from '@meridian/shared/http';
import { readApiBase } from './api-base.ts';
import { ApiClientContext, createPublicApiClient } from './api-client.ts';

// One client per page, made on first use in the browser; server renders never call the API.
let pageClient: HttpClient | undefined;

/** A getter for the client to call from effects: the injected one, else the page's own. */
export function useApiClient(): () => HttpClient {
  const injected = useContext(ApiClientContext);
  return useCallback(() => injected ?? (pageClient ??= createPublicApiClient(readApiBase())), [injected]);
}
