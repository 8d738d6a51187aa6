/**
 * Dates the checkout shows (a receipt's paid-until day). Plan terms end on calendar days in UTC
 * (api/README.md, "Order numbers and receipts"), and formatting in UTC also makes the server's
 * text and the browser's the same whatever their time zones.
 */
import { useCallback } from 'react';
import { useNumberLocale } from './number-locale.ts';

/** `ms` (since the epoch) as a long date in `locale`, in UTC: (Date.UTC(2027, 10, 24), 'en-US-u-nu-latn') -> 'November 24, 2027'. */
export function formatDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);
}

/** {@link formatDay} in the page's locale. */
export function useFormatDay(): (ms: number) => string {
  const locale = useNumberLocale();
  return useCallback((ms: number) => formatDay(ms, locale), [locale]);
}
