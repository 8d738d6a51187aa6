/**
 * The signed-in user of one page (rule account.session): a small external store over the
 * `USERINFO` storage entry and the `paypal_token` cookie, refreshed from the profile call,
 * announced on the bus as 'user:changed' and readable by React through `useSyncExternalStore`.
 * Framework-agnostic: storage, cookies, bus and the profile call are injected.
 */
import type { Bus } from '../bus/bus.ts';
import {
  EMPTY_USER_INFO,
  TOKEN_COOKIE,
  applyProfile,
  parseProfile,
  readUserInfo,
  writeUserInfo,
  type KeyValueStorage,
  type UserInfo,
} from './user-info.ts';

export {
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  EMPTY_USER_INFO,
  TOKEN_COOKIE,
  USER_INFO_KEY,
  parseProfile,
  readUserInfo,
} from './user-info.ts';
export type { KeyValueStorage, Profile, UserInfo } from './user-info.ts';

/** Path and domain of the token cookie: a removal must repeat the ones it was written with. */
export type TokenCookieScope = { readonly path?: string; readonly domain?: string };

/**
 * The cookie access the store needs. js-cookie's `Cookies` and the jars of
 * `@meridian/shared/runtime` (browser and memory) all fit it.
 */
export type UserCookies = {
  /** The cookie's decoded value, or undefined when it is not set. */
  get(name: string): string | undefined;
  /** Writes a cookie for `days` days (the browser jar adds the deployment's Secure and Domain). */
  set(name: string, value: string, options: { readonly days: number; readonly path: string; readonly sameSite: 'lax' }): void;
  remove(name: string, scope?: TokenCookieScope): void;
};

/**
 * Days the token cookie lives: as long as the API's tokens (30 days by default). The cookie is
 * how the server knows the session (it renders signed-in pages and runs their loaders, decision 013);
 * SameSite=Lax keeps it off cross-site form posts.
 */
export const TOKEN_COOKIE_DAYS = 30;

/** What the store holds: logged out is `{ token: null, info: null }`. */
export type UserSnapshot = { readonly token: string | null; readonly info: UserInfo | null };

/** Fields other screens may change on the signed-in user (the rest come from login and profile). */
export type UserInfoPatch = Partial<Pick<UserInfo, 'avatar' | 'password_set' | 'setPassword' | 'paysuc'>>;

/** Dependencies of {@link createUserStore}. */
export type UserStoreOptions = {
  /** `window.localStorage` in the browser; a per-request fake on the server. */
  readonly storage: KeyValueStorage;
  /** Cookie access (`document.cookie` through js-cookie in the browser, the request's cookies on the server). */
  readonly cookies: UserCookies;
  readonly bus: Pick<Bus, 'emit'>;
  /** GET web/profile through the HTTP client, resolving to the envelope's `data` (checked here). */
  readonly fetchProfile: () => Promise<unknown>;
  /** Optional server-side revoke (POST web/logout) run by `logout()` while the token is still set. */
  readonly revokeToken?: (token: string) => Promise<unknown>;
  /** Attributes of the token cookie, needed to remove it; default `{ path: '/' }`. */
  readonly tokenCookie?: TokenCookieScope;
};

/** The store's API; see {@link createUserStore}. */
export type UserStore = {
  restore(): void;
  start(): Promise<void>;
  refresh(): Promise<void>;
  login(token: string): Promise<void>;
  logout(): Promise<void>;
  clear(): void;
  update(patch: UserInfoPatch): boolean;
  getToken(): string | null;
  subscribe(listener: () => void): () => void;
  getSnapshot(): UserSnapshot;
};

const LOGGED_OUT: UserSnapshot = Object.freeze({ token: null, info: null });

/**
 * Creates the user store of one page (browser) or one request (server).
 *
 * - `restore()`: the token is the `paypal_token` cookie, else `USERINFO.token` (rule account.session).
 *   With one, it is put in state at once (stored fields are kept only when they belong to that
 *   token), without asking the API, so the page's first calls carry the session. Without one the
 *   store stays logged out.
 * - `start()`: `restore()`, then `refresh()` when there is a token; its promise is returned.
 * - `refresh()`: fetches the profile and stores name (= email), password_set, user_id and
 *   vip.remain_time (seconds). A result that arrives after a login, logout or clear is dropped.
 *   Rejects with the fetch error, or an Error naming the bad field of a malformed profile; the
 *   token stays (ending the session on 401/50008 is the HTTP client's job).
 * - `login(token)`: stores a fresh user info with the token, writes the token cookie (30 days,
 *   path /, SameSite lax) so the server knows the session, and refreshes. Rejects with an Error
 *   for an empty token.
 * - `logout()`: awaits `revokeToken(token)` if given (failure ignored), then `clear()`.
 * - `clear()`: forgets the user: state, `USERINFO` and the token cookie (rule account.session, 401/403).
 * - `update(patch)`: merges flags into the signed-in user; false (and no change) when logged out.
 * - 'user:changed' is emitted with `{ userId, email }` when the known user changes, and null when
 *   a known user goes away. Storage that is missing, malformed or throwing reads as logged out;
 *   nothing here throws for it.
 */
export function createUserStore(options: UserStoreOptions): UserStore {
  const { storage, cookies, bus, fetchProfile } = options;
  const cookieAttributes = options.tokenCookie ?? { path: '/' };
  const listeners = new Set<() => void>();
  let snapshot = LOGGED_OUT;
  let generation = 0;
  let announced: string | null = null;

  function announce(info: UserInfo | null): void {
    const user = info !== null && info.user_id !== '' ? { userId: info.user_id, email: info.name } : null;
    const key = user === null ? null : JSON.stringify(user);
    if (key === announced) return;
    announced = key;
    bus.emit('user:changed', user);
  }

  function set(next: UserSnapshot): void {
    snapshot = next;
    writeUserInfo(storage, next.info);
    for (const listener of [...listeners]) listener();
    announce(next.info);
  }

  function writeTokenCookie(token: string): void {
    try {
      cookies.set(TOKEN_COOKIE, token, { days: TOKEN_COOKIE_DAYS, path: cookieAttributes.path ?? '/', sameSite: 'lax' });
    } catch {
      // No document (server) or cookies disabled: the session lives in storage only.
    }
  }

  function removeTokenCookie(): void {
    try {
      cookies.remove(TOKEN_COOKIE, cookieAttributes);
    } catch {
      // No document (server) or cookies disabled: nothing to remove.
    }
  }

  function readTokenCookie(): string {
    try {
      return cookies.get(TOKEN_COOKIE)?.trim() ?? '';
    } catch {
      return '';
    }
  }

  async function refresh(): Promise<void> {
    const { token } = snapshot;
    if (token === null) return;
    const started = generation;
    const profile = parseProfile(await fetchProfile());
    if (started !== generation || snapshot.token !== token) return;
    set({ token, info: applyProfile(snapshot.info ?? { ...EMPTY_USER_INFO, token }, profile) });
  }

  function clear(): void {
    generation += 1;
    removeTokenCookie();
    set(LOGGED_OUT);
  }

  function restore(): void {
    const stored = readUserInfo(storage);
    const token = readTokenCookie() || stored?.token || '';
    if (token === '' || token === snapshot.token) return;
    generation += 1;
    const base = stored !== null && stored.token === token ? stored : EMPTY_USER_INFO;
    set({ token, info: { ...base, token } });
  }

  return {
    restore,
    start() {
      restore();
      return snapshot.token === null ? Promise.resolve() : refresh();
    },
    refresh,
    login(token) {
      const trimmed = token.trim();
      if (trimmed === '') return Promise.reject(new Error('logging in: the token is empty'));
      generation += 1;
      writeTokenCookie(trimmed);
      set({ token: trimmed, info: { ...EMPTY_USER_INFO, token: trimmed } });
      return refresh();
    },
    async logout() {
      const { token } = snapshot;
      if (token !== null && options.revokeToken) {
        try {
          await options.revokeToken(token);
        } catch {
          // Best effort: the token leaves this browser either way.
        }
      }
      clear();
    },
    clear,
    update(patch) {
      const { token, info } = snapshot;
      if (token === null || info === null) return false;
      set({
        token,
        info: {
          ...info,
          avatar: patch.avatar ?? info.avatar,
          password_set: patch.password_set ?? info.password_set,
          setPassword: patch.setPassword ?? info.setPassword,
          paysuc: patch.paysuc ?? info.paysuc,
        },
      });
      return true;
    },
    getToken: () => snapshot.token,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
  };
}
