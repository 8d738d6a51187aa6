/**
 * The BCP 47 tag dates are formatted with: the page's number locale (`numberLocaleOf` of
 * `@meridian/shared/locales`, the same rule prices use), so the server's and every browser's ICU
 * format the same text and hydration matches.
 */
import { useTranslation } from 'react-i18next';
import { numberLocaleOf } from '@meridian/shared/locales';

/** The current page's number locale, from i18next's language. */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocaleOf(i18n.language);
}
