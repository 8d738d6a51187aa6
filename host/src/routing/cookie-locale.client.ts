/**
 * Spec section 2, "The language cookie is honoured when it differs from the current language",
 * for navigations inside a page: another tab may have chosen a language since this page was
 * rendered. The locale is the router's basename (decision 002), so the page in the cookie's
 * language is a full load; the middleware sends the navigation there before any loader runs.
 */
import { redirect, type MiddlewareFunction, type Navigation } from 'react-router';
import type { RouteLocale } from '@meridian/shared/locales';
import { cookieLocaleRedirect } from '@meridian/shared/routing';

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
