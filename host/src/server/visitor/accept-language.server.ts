/**
 * Locale detection from the browser's preferred languages ("exact match, then
 * language-only match", rule lang.detect): the Accept-Language header (RFC 9110 section 12.5.4)
 * matched against the 11 route locales. Higher q values come first; among tags of the same q, an
 * exact match (one of the site's own tags of rule lang.locales, `ja-JP`, `pt-BR`, `de-DE`, `ar`, or
 * a route code itself, `ja`) wins over a language-only match (`fr-CA` for fr, `es-419` for es),
 * and the header's order decides between equals. `*` stands for the default locale. Garbage yields
 * nothing; a header longer than any browser sends is ignored whole.
 */
import { DEFAULT_LOCALE, LOCALE_INFO, ROUTE_LOCALES, type RouteLocale } from '@meridian/shared/locales';

/** Longest header considered; real browsers send well under 200 characters. */
const MAX_HEADER_LENGTH = 1024;

const TAG = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const WEIGHT = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** One accepted language of the header: its tag (lower-cased) and weight. */
interface Accepted {
  readonly tag: string;
  readonly q: number;
}

function parseHeader(header: string): Accepted[] {
  const accepted: Accepted[] = [];
  for (const part of header.toLowerCase().split(',')) {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!TAG.test(tag)) continue;
    const weight = params.find((param) => param.startsWith('q='));
    const q = weight === undefined ? 1 : WEIGHT.test(weight.replace(/\s+/g, '')) ? Number(weight.slice(2)) : Number.NaN;
    if (q > 0) accepted.push({ tag, q });
  }
  return accepted;
}

function exactMatch(tag: string): RouteLocale | null {
  return ROUTE_LOCALES.find((locale) => LOCALE_INFO[locale].iso.toLowerCase() === tag || locale === tag) ?? null;
}

function languageMatch(tag: string): RouteLocale | null {
  if (tag === '*') return DEFAULT_LOCALE;
  const language = tag.split('-')[0];
  return ROUTE_LOCALES.find((locale) => locale === language) ?? null;
}

/** The route locale the browser prefers most, or null when it names none of them. */
export function preferredLocale(header: string | undefined): RouteLocale | null {
  if (!header || header.length > MAX_HEADER_LENGTH) return null;
  const accepted = parseHeader(header);
  const weights = [...new Set(accepted.map((entry) => entry.q))].sort((a, b) => b - a);
  for (const q of weights) {
    const level = accepted.filter((entry) => entry.q === q);
    for (const match of [exactMatch, languageMatch]) {
      const found = level.map((entry) => match(entry.tag)).find((locale) => locale !== null);
      if (found) return found;
    }
  }
  return null;
}
