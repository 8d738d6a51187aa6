import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * Click handler for a block of post HTML: a plain left click on a link to a path of this site
 * (`/webrtc-leak-test`) navigates in the app, inside the page's language; anything else (other
 * sites, new tabs, modifier keys) is left to the browser.
 */
export function useInternalLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || anchor.target !== '' || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
}
