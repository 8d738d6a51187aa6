import { useTranslation } from 'react-i18next';

/**
 * One formatter per language and style, made once: making an Intl.DateTimeFormat costs tens of
 * microseconds, and a blog page formats a date for every post it lists (decision 030).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: string, style: 'medium' | 'long'): Intl.DateTimeFormat {
  const key = `${language}\u0000${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' });
    if (formats.size >= 64) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** Formats ISO calendar dates (`2025-05-22`) in the page language, as UTC so server and browser agree. */
export function useFormatDate(style: 'medium' | 'long' = 'medium'): (date: string) => string {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, style);
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
