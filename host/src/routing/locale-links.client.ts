/**
 * Browser step, **links in the page's language** (rule route.previous-prefix): a plain link without prefix,
 * followed from a page in another language, stays in that language (`/pricing` clicked on a
 * German page opens `/de/pricing`) as a client navigation. A modified click, another origin, a
 * download, a new window and the language switcher's own links (`hreflang`) are left alone.
 */
import { clientLocaleRedirect, splitLocale } from '@meridian/shared/routing';
import type { RouteLocale } from '@meridian/shared/locales';

/** Strips `basename` from `pathname` (`/de/pricing` under `/de` is `/pricing`). */
export function unprefixed(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  return pathname === basename ? '/' : pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** The click listener for the document: calls `navigate` with the router path for a link it takes over. */
export function localeLinkListener(page: {
  readonly locale: RouteLocale;
  readonly basename: string;
  readonly navigate: (to: string) => void;
}): (event: MouseEvent) => void {
  return (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    // An explicit language choice (the switcher's links carry hreflang) beats the previous-prefix rule.
    if (anchor.hasAttribute('hreflang')) return;
    const target = clientLocaleRedirect(page.locale, anchor.pathname);
    if (target === null || splitLocale(anchor.pathname).prefix !== null) return;
    event.preventDefault();
    page.navigate(`${unprefixed(target, page.basename)}${anchor.search}${anchor.hash}`);
  };
}
