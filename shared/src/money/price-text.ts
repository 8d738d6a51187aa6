/**
 * A price as text for a page (spec sections 3 and 5): the tag prices are formatted with, and the
 * price in it, isolated in right-to-left pages (`isolateAmount` of `@meridian/shared/locales`,
 * which every page already has; issue 22: Arabic pages drew "US$" as "$US").
 */
import { isolateAmount, numberLocaleOf } from '../i18n/locales.ts';

/** Price decimals (spec section 5). */
const DECIMALS = 2;

const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,20})?$/;

/**
 * The BCP 47 tag prices are formatted with on a page in route locale `language`: the page's number
 * locale (`numberLocaleOf`: its ISO tag with Latin digits, `ar` -> `ar-u-nu-latn`), so server and
 * browsers format the same text and hydration matches. (The checkout's `numberLocaleOf` is the same
 * rule, kept there so its first load needs no prices module.)
 */
export function priceLocaleOf(language: string | undefined): string {
  return numberLocaleOf(language);
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
