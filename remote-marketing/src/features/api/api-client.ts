/**
 * The HTTP client of the marketing pages. They only make public calls (the contact form), so
 * there is no session: no token, and the logged-out hooks do nothing.
 */
import type { AxiosAdapter } from 'axios';
import { createHttpClient, type HttpClient } from '@meridian/shared/http';
import { readApiBase } from './api-base.ts';

/** Gives up on a call after this long, so the visitor can try again. */
export const API_TIMEOUT_MS = 15_000;

/** A client for public calls at `baseURL`; X-App-Type 501 comes from the shared client. */
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

// One client per page, made on first use in the browser; server renders never call the API.
let pageClient: HttpClient | undefined;

/** The page's client, created on first call with the boot data's API base. */
export function pageApiClient(): HttpClient {
  pageClient ??= createPublicApiClient(readApiBase());
  return pageClient;
}
