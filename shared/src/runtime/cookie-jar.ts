/**
 * The cookie jar the attribution and locale rules write through (rules attr.cookies, lang.cookie):
 * an interface, an in-memory jar for the server render and tests, and the browser jar on
 * js-cookie (docs/architecture.md: no home-made cookie code where a library does the job).
 */
import Cookies from 'js-cookie';
import { DAY_MS, type Now } from './ports.ts';

/** Attributes of a cookie write; lifetimes are whole or fractional days. */
export interface CookieOptions {
  /** Lifetime in days from `now()`; omitted makes a session cookie. */
  readonly days?: number;
  /** Cookie path; the site always writes `/` (rules attr.cookies, lang.cookie). */
  readonly path?: string;
  /** Send over HTTPS only. */
  readonly secure?: boolean;
  /** Cookie domain, for example `.example.com`; omitted means the page's host only. */
  readonly domain?: string;
  /** SameSite attribute (the locale cookie uses `lax`, rule lang.cookie). */
  readonly sameSite?: 'lax' | 'strict' | 'none';
}

/** Attributes a removal must repeat so that it hits the cookie that was written. */
export type CookieScope = Pick<CookieOptions, 'path' | 'domain'>;

/** Reads, writes and removes cookies by name. */
export interface CookieJar {
  /** The cookie's value, or undefined when it is absent or expired. */
  get(name: string): string | undefined;
  /** Writes a cookie; see `CookieOptions` for units. */
  set(name: string, value: string, options?: CookieOptions): void;
  /** Removes a cookie written with the same path and domain. */
  remove(name: string, scope?: CookieScope): void;
}

/** A cookie as the memory jar keeps it; `expiresAt` is epoch ms, null for a session cookie. */
export interface StoredCookie {
  readonly value: string;
  readonly expiresAt: number | null;
  readonly path: string | undefined;
  readonly secure: boolean;
  readonly domain: string | undefined;
  readonly sameSite: CookieOptions['sameSite'];
}

/** A memory jar that can also show what it stored (expiry, flags), for tests and debugging. */
export interface MemoryCookieJar extends CookieJar {
  /** The stored cookie with its attributes, or undefined when absent or expired. */
  inspect(name: string): StoredCookie | undefined;
}

/**
 * In-memory jar: cookies expire at `now() + days * 86 400 000` ms (reading at that instant
 * finds nothing). Cookies are keyed by name only; path and domain are kept, not matched.
 */
export function createMemoryCookieJar(now: Now): MemoryCookieJar {
  const cookies = new Map<string, StoredCookie>();
  const live = (name: string): StoredCookie | undefined => {
    const cookie = cookies.get(name);
    if (cookie === undefined) return undefined;
    if (cookie.expiresAt !== null && now() >= cookie.expiresAt) {
      cookies.delete(name);
      return undefined;
    }
    return cookie;
  };
  return {
    get: (name) => live(name)?.value,
    inspect: live,
    set: (name, value, options = {}) => {
      cookies.set(name, {
        value,
        expiresAt: options.days === undefined ? null : now() + options.days * DAY_MS,
        path: options.path,
        secure: options.secure ?? false,
        domain: options.domain,
        sameSite: options.sameSite,
      });
    },
    remove: (name) => {
      cookies.delete(name);
    },
  };
}

/** Attributes in js-cookie's shape. */
export interface CookieLibraryAttributes {
  expires?: Date;
  path?: string;
  domain?: string;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

/** The part of js-cookie's API the browser jar uses (injectable for tests). */
export interface CookieLibrary {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes?: CookieLibraryAttributes): unknown;
  remove(name: string, attributes?: CookieLibraryAttributes): void;
}

/** The deployment's cookie settings, applied to every write unless a write says otherwise. */
export type CookieDefaults = Pick<CookieOptions, 'secure' | 'domain'>;

/**
 * Browser jar on `document.cookie` through js-cookie. Expiry is an absolute date computed
 * from the injected clock (`now() + days` days), not from js-cookie's own `new Date()`.
 * `defaults` carry the deployment's `Secure` and `Domain` (the host decides them, README
 * "Production settings"); removals use the same domain.
 */
export function createBrowserCookieJar(now: Now, library: CookieLibrary = Cookies, defaults: CookieDefaults = {}): CookieJar {
  return {
    get: (name) => library.get(name),
    set: (name, value, written = {}) => {
      const options = { ...defaults, ...written };
      const attributes: CookieLibraryAttributes = {};
      if (options.days !== undefined) attributes.expires = new Date(now() + options.days * DAY_MS);
      if (options.path !== undefined) attributes.path = options.path;
      if (options.domain !== undefined) attributes.domain = options.domain;
      if (options.secure === true) attributes.secure = true;
      if (options.sameSite !== undefined) attributes.sameSite = options.sameSite;
      library.set(name, value, attributes);
    },
    remove: (name, given = {}) => {
      const scope = { domain: defaults.domain, ...given };
      const attributes: CookieLibraryAttributes = {};
      if (scope.path !== undefined) attributes.path = scope.path;
      if (scope.domain !== undefined) attributes.domain = scope.domain;
      library.remove(name, attributes);
    },
  };
}
