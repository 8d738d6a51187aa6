/**
 * Prices as text, the one formatter of every area (pricing, checkout, account, marketing's
 * offers): the page's number locale (`numberLocaleOf`: ISO tag with Latin digits, so the server and
 * every browser write the same text and hydration matches), 2 decimals rounded half away from
 * zero, and the amount isolated in right-to-left pages so Arabic pages never draw "US$" as "$US".
 * Exported as `@meridian/shared/price-text`, a subpath each area bundles (tooling/shared-deps.ts):
 * a page that shows prices needs no shared chunk for it and no big.js.
 */
import { isolateAmount, numberLocaleOf } from '@meridian/shared/locales';

/** Decimal places of every price shown (2: '59.88'). */
export const PRICE_DECIMALS = 2;

const DECIMAL_TEXT = /^-?\d{1,15}(\.\d{1,20})?$/;

/** True for a plain decimal string such as '12.99', '-1.5' or '0' (what the api sends for money). */
export function isDecimalText(text: unknown): text is `${number}` {
  return typeof text === 'string' && DECIMAL_TEXT.test(text);
}

/**
 * The BCP 47 tag prices are formatted with on a page in route locale `language`: the page's
 * number locale (`ar` -> `ar-u-nu-latn`, `pt` -> `pt-BR-u-nu-latn`, anything else en-US's).
 */
export function priceLocaleOf(language: string | undefined): string {
  return numberLocaleOf(language);
}

/**
 * `amount`, a decimal string as the api sends it ('0.99'), as a price in `currency` (ISO 4217)
 * for route locale `language`, always with 2 decimals, rounded half away from zero and isolated
 * in right-to-left pages: ('0.99', 'USD', 'en') -> '$0.99'; ('0.99', 'GBP', 'de') -> '0,99 £';
 * ('4.995', 'USD', 'en') -> '$5.00'. The decimal text reaches Intl.NumberFormat as it is, never
 * through a float.
 * @throws Error naming the text when `amount` is not a plain decimal ('1e3', '', '0,99')
 */
export function formatPrice(amount: string, currency: string, language: string | undefined): string {
  if (!isDecimalText(amount)) throw new Error(`formatting a price: "${amount}" is not a decimal number`);
  const locale = priceLocaleOf(language);
  return isolateAmount(priceFormat(locale, currency).format(amount), locale);
}

/**
 * One formatter per locale and currency, made once: making an Intl.NumberFormat costs tens of
 * microseconds, and a pricing page formats a few dozen prices (4 % of a render's CPU before).
 */
const formats = new Map<string, Intl.NumberFormat>();

function priceFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
      roundingMode: 'halfExpand',
    });
    // Bounded: a locale or currency nobody uses is never asked for, but a bad one must not grow the map without end.
    if (formats.size >= 256) formats.clear();
    formats.set(key, format);
  }
  return format;
}
