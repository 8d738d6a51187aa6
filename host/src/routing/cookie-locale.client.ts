/**
 * "The language cookie is honoured when it differs from the current language" (rule lang.cookie),
 * for navigations inside a page: another tab may have chosen a language since this page was
 * rendered. The locale is the router's basename (decision 002), so the page in the cookie's
 * language is a full load; the middleware sends the navigation there before any loader runs.
 */
import { redirect, type MiddlewareFunction, type Navigation } from 'react-router';
import { DEFAULT_LOCALE, isRouteLocale, type RouteLocale } from '@meridian/shared/locales';
import { localisePath, splitLocale } from '@meridian/shared/routing';

/**
 * Client navigation rule lang.cookie, "The language cookie is honoured when it differs from
 * the current language": on a page in the default language, a navigation to a path without
 * prefix goes to that path in the cookie's language (`LANGUAGE=de` set by another tab sends
 * `/pricing` to `/de/pricing`). A page in another language keeps its own (the previous-prefix
 * rule of `clientLocaleRedirect` (@meridian/shared/routing) comes first), and a path with a prefix is an explicit
 * choice. `nextPath` is unprefixed or prefixed, without query; `cookieLocale` is the raw cookie
 * value (anything but a route locale is ignored). Returns the prefixed path, or null.
 */
export function cookieLocaleRedirect(current: RouteLocale, nextPath: string, cookieLocale: string | null | undefined): string | null {
  if (current !== DEFAULT_LOCALE || !isRouteLocale(cookieLocale) || cookieLocale === current) return null;
  const { prefix, rest } = splitLocale(nextPath);
  return prefix === null ? localisePath(cookieLocale, rest) : null;
}

/** What the middleware reads from the page. */
export interface CookieLocaleOptions {
  /** The page's language and router basename (`/`, `/en`, `/de`). */
  readonly locale: RouteLocale;
  readonly basename: string;
  /** The `LANGUAGE` cookie as it is now (another tab may have changed it). */
  readonly cookie: () => string | undefined;
  /** The router's pending navigation, for the hash (a request carries none). */
  readonly navigation: () => Navigation;
}

function unprefixed(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  return pathname === basename ? '/' : pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/**
 * The root route's browser middleware: a GET navigation from a page in the default language to
 * a path without prefix, while the cookie names another route language, becomes a full load of
 * that path in the cookie's language, query and hash kept. Anything else passes through.
 */
export function cookieLocaleMiddleware(options: CookieLocaleOptions): MiddlewareFunction {
  return ({ request }) => {
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    const target = cookieLocaleRedirect(options.locale, unprefixed(url.pathname, options.basename), options.cookie());
    if (target === null) return;
    const pending = options.navigation().location;
    const hash = pending?.pathname === url.pathname ? pending.hash : '';
    // React Router's redirectDocument, by its header: the host's curated react-router entry (decision 010) has redirect only.
    throw redirect(`${target}${url.search}${hash}`, { headers: { 'X-Remix-Reload-Document': 'true' } });
  };
}
