import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitLocale } from '@meridian/shared/routing';
import { alternates, pageHead, pageLanguages } from '../routing/head.ts';
import { useSite } from './site-context.ts';

function setLink(selector: string, create: () => HTMLLinkElement, href: string) {
  const link = document.head.querySelector<HTMLLinkElement>(selector) ?? document.head.appendChild(create());
  link.href = href;
}

/**
 * Keeps the head in step with client navigations (the server writes it for the first load):
 * title, description, canonical and hreflang alternates. The page the browser hydrates keeps the
 * server's head: its messages may not be in the page (a page kept from the server, decision 074).
 */
export function useDocumentHead(): void {
  const matches = useMatches();
  const { key, pathname } = useLocation();
  const { i18n } = useTranslation();
  const { locale, publicOrigin } = useSite();
  const hydrated = useRef<string | null>(key);
  useEffect(() => {
    if (key === hydrated.current) return;
    hydrated.current = null;
    const leaf = matches.at(-1);
    const head = pageHead({ handles: matches.map((match) => match.handle), params: leaf?.params ?? {}, status: 200 }, i18n);
    document.title = head.title;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    const { rest } = splitLocale(pathname);
    const { canonical, links } = alternates(
      publicOrigin,
      locale,
      rest,
      pageLanguages(matches.map((match) => ({ handle: match.handle, data: match.loaderData }))),
    );
    setLink('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }), canonical);
    // Languages the new page does not exist in lose their alternate.
    for (const stale of document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')) {
      if (!links.some((link) => link.hrefLang === stale.hreflang)) stale.remove();
    }
    for (const link of links) {
      setLink(
        `link[rel="alternate"][hreflang="${link.hrefLang}"]`,
        () => Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: link.hrefLang }),
        link.href,
      );
    }
  }, [key, matches, pathname, i18n, locale, publicOrigin]);
}
