/**
 * Locale-aware formatting of dates and prices for the page language, through Intl and the one
 * price formatter of `@meridian/shared/price-text`, in the page's number locale (`numberLocaleOf`:
 * Latin digits, the same text on the server and in every browser). Counted words (days, months,
 * addresses) are i18next plural keys in the bundles, not formatted here.
 */
import { numberLocaleOf } from '@meridian/shared/locales';
import { formatPrice, isDecimalText } from '@meridian/shared/price-text';

/**
 * A date (ms since epoch) in the page language: `long` ("15 January 2027") for dates a sentence
 * is about, `medium` ("15 Jan 2027") in lists. Shown in UTC, as the API counts plan terms (api/README.md).
 */
export function formatDate(ms: number, language: string, style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(numberLocaleOf(language), { dateStyle: style, timeZone: 'UTC' }).format(new Date(ms));
}

/**
 * A decimal amount string ("59.88") in `currency` ("USD") as pricing and checkout show it
 * (`formatPrice`); the raw text when either is unusable, so a page never fails on one odd order.
 */
export function formatMoney(amount: string, currency: string, language: string): string {
  if (!isDecimalText(amount) || !/^[A-Z]{3}$/.test(currency)) return `${amount} ${currency}`.trim();
  return formatPrice(amount, currency, language);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Time left until a moment: none (past), under a day, or whole days (rounded down). */
export type TimeLeft = { readonly kind: 'none' } | { readonly kind: 'lessThanDay' } | { readonly kind: 'days'; readonly days: number };

/** What is left from `now` until `until`, both in ms since epoch. */
export function timeLeft(until: number, now: number): TimeLeft {
  const left = until - now;
  if (!(left > 0)) return { kind: 'none' };
  const days = Math.floor(left / DAY_MS);
  return days === 0 ? { kind: 'lessThanDay' } : { kind: 'days', days };
}
