import { DEFAULT_LOCALE, LOCALE_INFO, isRouteLocale } from '@meridian/shared/locales';

/** What {@link formatters} gives: numbers, ratings (one decimal) and months of one language. */
export interface ProofFormatters {
  readonly number: (n: number) => string;
  readonly stars: (n: number) => string;
  readonly month: (iso: string) => string;
}

/**
 * One set per language, made once: making an Intl formatter costs tens of microseconds, and every proof block of a
 * page asked for three (7 % of the host's CPU for an uncached `/`, which shows two blocks). At most one entry per
 * route language: anything else is formatted as the default language.
 */
const made = new Map<string, ProofFormatters>();

/** Formats numbers and dates of `language` with Western digits, as the server's and every browser's ICU agree. */
export function formatters(language: string): ProofFormatters {
  const tag = `${LOCALE_INFO[isRouteLocale(language) ? language : DEFAULT_LOCALE].iso}-u-nu-latn`;
  const cached = made.get(tag);
  if (cached) return cached;
  const number = new Intl.NumberFormat(tag);
  const decimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const set: ProofFormatters = {
    number: (n) => number.format(n),
    stars: (n) => decimal.format(n),
    month: (iso) => month.format(new Date(iso)),
  };
  made.set(tag, set);
  return set;
}
