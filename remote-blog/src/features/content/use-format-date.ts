import { useTranslation } from 'react-i18next';

/** Formats ISO calendar dates (`2025-05-22`) in the page language, as UTC so server and browser agree. */
export function useFormatDate(style: 'medium' | 'long' = 'medium'): (date: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: style, timeZone: 'UTC' });
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
