/**
 * Prices as text for a page (spec sections 3 and 5): the BCP 47 tag a page's prices are formatted
 * with, the formatted price, and the isolation that keeps an amount in its own order inside a
 * right-to-left sentence (issue 22: Arabic pages drew "US$" as "$US").
 */
import { DEFAULT_LOCALE, LOCALE_INFO, isRouteLocale } from '../i18n/locales.ts';

/** Left-to-right isolate and pop directional isolate: plain text's `<bdi dir="ltr">` (Unicode UAX #9). */
const LRI = '\u2066';
const PDI = '\u2069';

/** Languages written right to left among the site's message languages. */
const RIGHT_TO_LEFT = new Set(['ar', 'fa']);

/** Price decimals (spec section 5). */
const DECIMALS = 2;

const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,20})?$/;

/**
 * The tag prices are formatted with on a page in route locale `language`: its ISO tag (spec
 * section 3) with Latin digits, so server and browsers format the same text and hydration
 * matches (`ar` -> `ar-u-nu-latn`); en-US's for anything else.
 */
export function priceLocaleOf(language: string | undefined): string {
  return `${LOCALE_INFO[isRouteLocale(language) ? language : DEFAULT_LOCALE].iso}-u-nu-latn`;
}

/**
 * `amount` (a formatted price such as "‏12.99 US$") wrapped in a left-to-right isolate when
 * `locale` (a BCP 47 tag) is written right to left, so the bidirectional algorithm cannot move its
 * symbol to the other side of the number inside the sentence around it; unchanged otherwise (a
 * left-to-right page already keeps it in order).
 */
export function isolateAmount(amount: string, locale: string): string {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return RIGHT_TO_LEFT.has(language) ? `${LRI}${amount}${PDI}` : amount;
}

/**
 * `amount`, a decimal string as the plans API sends it ('0.99'), as a price in `currency` (ISO
 * 4217) for route locale `language`, with 2 decimals and isolated for right-to-left pages:
 * ('0.99', 'USD', 'en') -> '$0.99'; ('0.99', 'GBP', 'de') -> '0,99 £'.
 * @throws Error naming the text when `amount` is not a plain decimal ('1e3', '', '0,99')
 */
export function formatPrice(amount: string, currency: string, language: string): string {
  if (!DECIMAL_TEXT.test(amount)) throw new Error(`formatting a price: "${amount}" is not a decimal number`);
  const locale = priceLocaleOf(language);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: DECIMALS,
    maximumFractionDigits: DECIMALS,
  });
  return isolateAmount(format.format(amount as Intl.StringNumericLiteral), locale);
}
