/**
 * Per-request (server) or per-page (browser) facts the shell needs; provided through React
 * context, never kept in module state (docs/architecture.md, "How a request flows", step 4).
 */
import { createContext, useContext } from 'react';
import type { RouteLocale } from '@meridian/shared/locales';

/** What the shell knows about the current page and visitor. */
export interface SiteContextValue {
  readonly locale: RouteLocale;
  /** Public origin for absolute URLs (canonical, hreflang), for example `https://www.example.com`. */
  readonly publicOrigin: string;
  /** The visitor's `LANGUAGE` cookie as sent, for rule route.help-centre. */
  readonly languageCookie: string | null;
  readonly helpCentreUrl: string;
  /** The remote version a preview link pinned in this browser, shown in a banner. */
  readonly preview: { readonly area: string; readonly version: string } | null;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site context; throws when the shell is rendered without one (a wiring error). */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('rendering the shell: SiteContext is missing');
  return value;
}

/** Help-centre link (rule route.help-centre): the Russian section when the cookie is `ru`, else US English. */
export function helpCentreHref(base: string, languageCookie: string | null): string {
  return `${base.replace(/\/+$/, '')}/${languageCookie === 'ru' ? 'ru' : 'en-us'}`;
}
