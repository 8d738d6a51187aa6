/**
 * The HTTP client of the tools pages and the React context that injects it. Tools only call
 * public endpoints, so there is no session: no token, and the logged-out hooks do nothing.
 */
import { createContext } from 'react';
import type { AxiosAdapter } from 'axios';
import { createHttpClient, type HttpClient } from '@meridian/shared/http';

/** Gives up on a call after this long, so the page can offer a retry. */
export const API_TIMEOUT_MS = 10_000;

/**
 * A client for the public calls at `baseURL` (X-App-Type 501 comes from the shared client);
 * `adapter` replaces the transport in tests.
 */
export function createPublicApiClient(baseURL: string, adapter?: AxiosAdapter): HttpClient {
  return createHttpClient({
    baseURL,
    ...(adapter ? { adapter } : {}),
    timeoutMs: API_TIMEOUT_MS,
    getToken: () => null,
    confirm: () => false,
    clearSession: () => {},
    reload: () => {},
    goToLogin: () => {},
  });
}

/** A client injected by a test or, later, by the host; null uses the page's own. */
export const ApiClientContext = createContext<HttpClient | null>(null);
