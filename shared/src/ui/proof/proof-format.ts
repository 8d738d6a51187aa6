import { DEFAULT_LOCALE, LOCALE_INFO, isRouteLocale } from '@meridian/shared/locales';

/** Formats numbers and dates of `language` with Western digits, as the server's and every browser's ICU agree. */
export function formatters(language: string) {
  const tag = `${LOCALE_INFO[isRouteLocale(language) ? language : DEFAULT_LOCALE].iso}-u-nu-latn`;
  const number = new Intl.NumberFormat(tag);
  const decimal = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const month = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' });
  return {
    number: (n: number) => number.format(n),
    stars: (n: number) => decimal.format(n),
    month: (iso: string) => month.format(new Date(iso)),
  };
}
