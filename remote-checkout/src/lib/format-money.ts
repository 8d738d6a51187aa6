/**
 * Prices as text (spec sections 5 and 9), apart from the big.js arithmetic of `money.ts`: a page
 * that only shows prices worked out on the server formats their decimal strings without loading
 * big.js (first-load budget, decision 015).
 */
import type Big from 'big.js';
import { isolateAmount } from '@meridian/shared/locales';

const DECIMAL = /^-?\d{1,15}(\.\d{1,20})?$/;

/** Decimal places of a price (spec section 5). */
const PRICE_DECIMALS = 2;

function isNumericLiteral(text: string): text is `${number}` {
  return DECIMAL.test(text);
}

/**
 * The exact decimal text Intl.NumberFormat formats without going through a float (it rounds half
 * away from zero to 2 decimals itself, as big.js's roundHalfUp does).
 */
function numericLiteral(value: Big | string): Intl.StringNumericLiteral {
  const text = typeof value === 'string' ? value : value.toFixed(PRICE_DECIMALS);
  if (!isNumericLiteral(text)) throw new Error(`reading a money amount: "${text}" is not a decimal number`);
  return text;
}

/**
 * `value` (an amount or its decimal text, as loader data carries it) as a price in `currency` for
 * a BCP 47 `locale`, always with 2 decimals: (12.99, 'USD', 'en-US') -> '$12.99',
 * ('12.99', 'EUR', 'de-DE') -> '12,99 €'. In a right-to-left locale the text is a left-to-right
 * isolate, so "12.99 US$" keeps its order inside an Arabic sentence (issue 22).
 * @throws Error naming the text when it is not a plain decimal
 */
export function formatMoney(value: Big | string, currency: string, locale: string): string {
  return isolateAmount(moneyFormat(locale, currency).format(numericLiteral(value)), locale);
}

/**
 * One formatter per locale and currency, made once: making an Intl.NumberFormat costs tens of
 * microseconds, and a pricing page formats a few dozen prices (issue 23: 4 % of a render's CPU).
 */
const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
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
