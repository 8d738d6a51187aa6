/**
 * The address rules (rules route.prefix, route.double-slash, route.visitor-prefix, route.previous-prefix) and
 * language detection (rule lang.detect), as pure functions shared by the host's server and browser shell.
 */
import { DEFAULT_LOCALE, isRouteLocale, ROUTE_LOCALES, type RouteLocale } from '../i18n/locales.ts';

/** A path split into its optional locale prefix and the unprefixed rest (always starts with `/`). */
export interface LocalisedPath {
  /** The route locale named by the first segment, or null when the path has no prefix. */
  readonly prefix: RouteLocale | null;
  /** The path without the prefix: `/de/features` gives `/features`, `/de` gives `/`. */
  readonly rest: string;
}

/**
 * Splits `/de/features` into `{ prefix: 'de', rest: '/features' }`.
 * A first segment that is not one of the 11 route locales (`/xx/...`, `/tr/...`) is not a
 * prefix; the path is then returned whole (rule route.prefix).
 */
export function splitLocale(pathname: string): LocalisedPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first !== undefined && isRouteLocale(first)) {
    return { prefix: first, rest: match?.[2] ?? '/' };
  }
  return { prefix: null, rest: pathname === '' ? '/' : pathname };
}

/** Joins a locale and an unprefixed path; `en` may be written with or without its prefix. */
export function localisePath(locale: RouteLocale, rest: string, keepEnPrefix = false): string {
  const path = rest.startsWith('/') ? rest : `/${rest}`;
  if (locale === DEFAULT_LOCALE && !keepEnPrefix) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Makes a path safe to send back in a `Location` header of this site: tabs and line breaks
 * are dropped, backslashes become slashes and runs of slashes collapse to one, so the result
 * always starts with exactly one `/` and can never be read as `//host` (an off-site redirect).
 */
export function collapseSlashes(pathname: string): string {
  const cleaned = pathname
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
}

/**
 * Double slashes in a path are collapsed by redirect (rule route.double-slash).
 * Returns the redirect target (path plus the original query) when the raw request target needs
 * one, else null. `rawTarget` is the request line's target, for example `//a//b?x=1`.
 */
export function normalisationRedirect(rawTarget: string): string | null {
  const queryAt = rawTarget.indexOf('?');
  const pathname = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawTarget.slice(queryAt);
  const safe = collapseSlashes(pathname);
  return safe === pathname ? null : `${safe}${query}`;
}

/** What the server must do with a request's locale (rules route.visitor-prefix, lang.detect). */
export interface LocaleDecision {
  /** The language the page is rendered in. */
  readonly locale: RouteLocale;
  /** Whether the path carried the locale prefix. */
  readonly prefixed: boolean;
  /** Set when detection sends the visitor to the prefixed path (path and query). */
  readonly redirectTo: string | null;
}

/** Inputs of locale resolution for one request. */
export interface LocaleRequest {
  readonly pathname: string;
  readonly search: string;
  readonly cookieLocale: string | undefined;
  /** The route locale the browser prefers most, negotiated from Accept-Language by the host (q-values honoured), or null. */
  readonly acceptedLocale: RouteLocale | null;
}

/**
 * Resolves the locale of a request. Prefixed paths never redirect. Unprefixed paths take the
 * `LANGUAGE` cookie when valid, else the browser's preferred languages, else en; a language other than en
 * redirects to the prefixed path keeping the query (the browser keeps the hash).
 */
export function resolveLocale(request: LocaleRequest): LocaleDecision {
  const { prefix, rest } = splitLocale(request.pathname);
  if (prefix !== null) return { locale: prefix, prefixed: true, redirectTo: null };
  const detected = (isRouteLocale(request.cookieLocale) ? request.cookieLocale : null) ?? request.acceptedLocale ?? DEFAULT_LOCALE;
  if (detected === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, prefixed: false, redirectTo: null };
  return { locale: detected, prefixed: false, redirectTo: `${localisePath(detected, rest)}${request.search}` };
}

/**
 * The client navigation rule (rule route.previous-prefix): when the previous page had a non-default prefix
 * and the new path has none, switch back to that language and go to the prefixed path.
 * Returns the path to go to instead, or null when `nextPath` stands as it is.
 */
export function clientLocaleRedirect(previous: RouteLocale, nextPath: string): string | null {
  if (previous === DEFAULT_LOCALE) return null;
  const { prefix, rest } = splitLocale(nextPath);
  return prefix === null ? localisePath(previous, rest) : null;
}

/** The same page in another language, keeping the query and hash (language switcher). */
export function switchLocalePath(target: RouteLocale, pathname: string, search = '', hash = ''): string {
  const { rest } = splitLocale(pathname);
  return `${localisePath(target, rest)}${search}${hash}`;
}

/** Every route locale, for callers that build alternates (hreflang) or switchers. */
export const ALL_LOCALES: readonly RouteLocale[] = ROUTE_LOCALES;
