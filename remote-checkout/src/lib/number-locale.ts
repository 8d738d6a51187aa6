/**
 * The BCP 47 tag prices and dates are formatted with: the page locale's ISO tag (spec section 3)
 * with Western digits (the glossary's rule for Arabic), so the server's and every browser's ICU
 * format the same text and hydration matches.
 */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_INFO, isRouteLocale } from '@meridian/shared/locales';

/** ISO tag of a route locale code with Latin digits (`ar-u-nu-latn`); en-US for anything else. */
export function numberLocaleOf(language: string | undefined): string {
  return `${LOCALE_INFO[isRouteLocale(language) ? language : DEFAULT_LOCALE].iso}-u-nu-latn`;
}

/** The current page's number locale, from i18next's language. */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocaleOf(i18n.language);
}
