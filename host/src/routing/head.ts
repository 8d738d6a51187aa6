/**
 * Head of a page (title, description, canonical, hreflang alternates, og:locale), computed the
 * same way on the server and after client navigations.
 */
import type { Params } from 'react-router';
import type { FlatNamespace, i18n as I18n } from 'i18next';
import { isMessageKey } from '@meridian/shared/i18n';
import { ALL_LOCALES, localisePath } from '@meridian/shared/routing';
import { DEFAULT_LOCALE, isRouteLocale, type RouteLocale } from '@meridian/shared/locales';
import { isAreaRouteHandle } from '@meridian/shared/route-module';

/** Title and description of a page. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** False for error pages, which carry `noindex` and no canonical. */
  readonly indexable: boolean;
}

/** The leaf route's handle and params, plus the status when the page is an error. */
export interface HeadInput {
  readonly handles: readonly unknown[];
  readonly params: Params;
  readonly status: number;
}

/** Reads title and description for the deepest route with a handle; falls back to the not-found texts. */
export function pageHead(input: HeadInput, i18n: I18n): PageHead {
  // The handle's key is built from the address (`regions.${region}.meta`): looked up in the bundle.
  const read = (ns: FlatNamespace, key: string, values?: Record<string, string>): PageHead | null => {
    const title = `${key}.title` as const;
    const description = `${key}.description` as const;
    if (!isMessageKey(i18n, ns, title) || !isMessageKey(i18n, ns, description)) return null;
    const t = i18n.getFixedT(null, ns);
    return {
      title: t(title, { replace: values }),
      description: t(description, { replace: values }),
      indexable: input.status < 300,
    };
  };
  if (input.status === 503) return read('common', 'unavailable.meta') ?? fallback(input.status);
  if (input.status === 404) return read('common', 'notFound.meta') ?? fallback(input.status);
  if (input.status >= 400) return read('common', 'error.meta') ?? fallback(input.status);
  const handle = input.handles.filter(isAreaRouteHandle).at(-1);
  if (handle) {
    const meta = handle.meta ? handle.meta(input.params) : { key: 'meta' };
    const head = read(handle.ns, meta.key, meta.values);
    if (head) return head;
  }
  return read('common', 'notFound.meta') ?? fallback(404);
}

function fallback(status: number): PageHead {
  return { title: String(status), description: '', indexable: false };
}

/** A `<link rel="alternate">` of one language. */
export interface Alternate {
  readonly hrefLang: string;
  readonly href: string;
}

/** Which languages a page exists in and which address is canonical; every language and its own when not said. */
export interface PageLanguages {
  readonly available: readonly string[];
  readonly canonical: string;
}

/**
 * Canonical URL (unprefixed for en, rule route.prefix) and hreflang alternates, for the unprefixed
 * path `rest`: all 11 languages plus x-default, or only those of `languages` (a page that exists
 * in fewer languages, rule blog.fallback), with x-default only when English has it.
 */
export function alternates(
  publicOrigin: string,
  locale: RouteLocale,
  rest: string,
  languages?: PageLanguages,
): { canonical: string; links: Alternate[] } {
  const origin = publicOrigin.replace(/\/+$/, '');
  const available = languages ? ALL_LOCALES.filter((code) => languages.available.includes(code)) : ALL_LOCALES;
  const links: Alternate[] = available.map((code) => ({ hrefLang: code, href: `${origin}${localisePath(code, rest)}` }));
  if (available.includes(DEFAULT_LOCALE)) links.push({ hrefLang: 'x-default', href: `${origin}${localisePath(DEFAULT_LOCALE, rest)}` });
  const canonicalLocale = languages && isRouteLocale(languages.canonical) ? languages.canonical : locale;
  return { canonical: `${origin}${localisePath(canonicalLocale, rest)}`, links };
}

/** The languages the deepest route with a `languages` handle says its page has, for its loader data. */
export function pageLanguages(matches: readonly { readonly handle?: unknown; readonly data?: unknown }[]): PageLanguages | undefined {
  for (const match of [...matches].reverse()) {
    if (isAreaRouteHandle(match.handle) && match.handle.languages) return match.handle.languages(match.data);
  }
  return undefined;
}
