/**
 * The page's session for React: the HTTP client and the user store, created once per page by
 * the host's browser shell and once per request on the server (docs/architecture.md, "The event bus
 * and singletons"), never module-level. Remotes read them through these hooks.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { HttpClient } from '../http/http-client.ts';
import type { UserSnapshot, UserStore } from '../user/user-store.ts';

/** What the host provides: the HTTP client (null on the server, where pages make no API calls) and the user store. */
export interface Session {
  readonly http: HttpClient | null;
  readonly user: UserStore;
  /** Base URL of the API, for links to API-hosted pages (sandboxes, captcha script). */
  readonly apiBase: string;
}

export const SessionContext = createContext<Session | null>(null);

/** The session; throws outside the host's provider (a wiring error). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: no SessionContext provider (the host provides one per page and per request)');
  return session;
}

/** The HTTP client of the page; throws on the server, where loaders and effects must not call the API. */
export function useHttp(): HttpClient {
  const { http } = useSession();
  if (!http) throw new Error('useHttp: the API is called from the browser only');
  return http;
}

/** What the server (and hydration) sees: nobody, since tokens live in the browser. */
const ANONYMOUS: UserSnapshot = Object.freeze({ token: null, info: null });
const anonymous = () => ANONYMOUS;

/**
 * The current user snapshot, re-rendering on login, logout and refresh. Logged out on the
 * server and during hydration (so server HTML and the first browser render agree); the real
 * user follows right after hydration.
 */
export function useUser(): UserSnapshot {
  const { user } = useSession();
  return useSyncExternalStore(user.subscribe, user.getSnapshot, anonymous);
}
