/**
 * Locale-aware formatting of dates, durations and prices for the current page language, through
 * Intl (plural forms included, so message bundles need no plural keys).
 */
import { LOCALE_INFO, isRouteLocale } from '@meridian/shared/locales';

/** The BCP 47 tag for a page language (`pt` gives `pt-BR`, spec section 3). */
export function intlLocale(language: string): string {
  return isRouteLocale(language) ? LOCALE_INFO[language].iso : language;
}

/** A date (ms since epoch) as a medium date, for example "12 Mar 2026". */
export function formatDate(ms: number, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(ms));
}

/** `value` of `unit` spelled out in the page language: 3 days, 10 minutes, 1 year. */
export function formatUnit(value: number, unit: 'day' | 'minute' | 'month' | 'year', language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A decimal amount string ("59.88") in `currency` ("USD"); the raw text when either is unusable. */
export function formatMoney(amount: string, currency: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value) || !/^[A-Z]{3}$/.test(currency)) return `${amount} ${currency}`.trim();
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(value);
}

const DAY_SECONDS = 24 * 60 * 60;

/** VIP time left, from the user info's `vip.remain_time` in seconds. */
export type VipRemaining = { readonly kind: 'none' } | { readonly kind: 'lessThanDay' } | { readonly kind: 'days'; readonly days: number };

/** Whole days left (rounded down); under a day but above zero is 'lessThanDay'. */
export function vipRemaining(seconds: number): VipRemaining {
  if (!(seconds > 0)) return { kind: 'none' };
  const days = Math.floor(seconds / DAY_SECONDS);
  return days === 0 ? { kind: 'lessThanDay' } : { kind: 'days', days };
}
