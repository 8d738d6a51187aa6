/**
 * Browser step, **links in content kept from the server** (decision 062): React does not hydrate
 * `StaticContent` (`@meridian/shared/ui`), so its links are plain anchors; a plain left click on one
 * that stays in the page's language is a client navigation, as the link it was rendered from would
 * make. A modified click, another origin, a download, a new window, a link to another language or
 * to a place in the same page, and a click something else already handled are left to the browser.
 */
import { splitLocale } from '@meridian/shared/routing';
import { unprefixed } from './locale-links.client.ts';

/** True when `pathname` is inside the page's language (`basename` `/` is the unprefixed language). */
function inLanguage(pathname: string, basename: string): boolean {
  if (basename === '/') return splitLocale(pathname).prefix === null;
  return pathname === basename || pathname.startsWith(`${basename}/`);
}

/** The click listener for the document: calls `navigate` with the router path of a static link it takes over. */
export function staticLinkListener(page: {
  readonly basename: string;
  readonly navigate: (to: string) => void;
}): (event: MouseEvent) => void {
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.closest('[data-static]') === null) return;
    if (anchor.target || anchor.hasAttribute('download') || anchor.hasAttribute('hreflang') || anchor.origin !== window.location.origin)
      return;
    if (!inLanguage(anchor.pathname, page.basename)) return;
    // A place in the same page: the browser scrolls to it.
    if (anchor.pathname === window.location.pathname && anchor.search === window.location.search && anchor.hash !== '') return;
    event.preventDefault();
    page.navigate(`${unprefixed(anchor.pathname, page.basename)}${anchor.search}${anchor.hash}`);
  };
}
