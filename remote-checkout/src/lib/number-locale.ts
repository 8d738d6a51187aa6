/** The BCP 47 tag prices are formatted with: the page locale's ISO tag (spec section 3). */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_INFO, isRouteLocale } from '@meridian/shared/locales';

/** ISO tag of a route locale code, en-US for anything else. */
export function numberLocaleOf(language: string | undefined): string {
  return LOCALE_INFO[isRouteLocale(language) ? language : DEFAULT_LOCALE].iso;
}

/** The current page's number locale, from i18next's language. */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocaleOf(i18n.language);
}
