/**
 * Money arithmetic of the checkout (rule checkout.rounding) on big.js, never on floating point:
 * amounts arrive as decimal strings, are computed as Big values (20 decimal places for
 * divisions) and rounded half up to 2 decimals, and reach Intl.NumberFormat as exact decimal
 * strings.
 */
import Big from 'big.js';
import { isDecimalText, PRICE_DECIMALS } from '@meridian/shared/price-text';

/** The checkout's own Big constructor, so no other code's settings change its rounding. */
const Money = Big();
Money.DP = 20;
Money.RM = Big.roundHalfUp;

/** A money amount or other exact decimal. */
export type Amount = Big;

/** Lowest discount shown on a discounted plan, in percent (rule checkout.discount-baseline). */
export const DISCOUNT_BASELINE_PERCENT = 59;

/**
 * An amount from a decimal string.
 * @throws Error naming the text when it is not a plain decimal ('1e3', '', '12,99')
 */
export function amount(text: string): Amount {
  if (!isDecimalText(text)) throw new Error(`reading a money amount: "${text}" is not a decimal number`);
  return new Money(text);
}

/** `value` rounded half up to 2 decimals: 0.125 -> 0.13, 0.124 -> 0.12. */
export function roundMoney(value: Amount): Amount {
  return value.round(PRICE_DECIMALS, Big.roundHalfUp);
}

/** The monthly equivalent of a price for `months` months, rounded: (59.88, 12) -> 4.99. */
export function perMonth(total: Amount, months: number): Amount {
  if (!Number.isInteger(months) || months < 1) throw new Error(`spreading a price: ${months} is not a number of months`);
  return roundMoney(total.div(months));
}

/**
 * Whole-percent saving of `sale` against `list`, rounded half up: (155.88, 59.88) -> 62;
 * 0 when `list` is not positive or nothing is saved.
 */
export function discountPercent(list: Amount, sale: Amount): number {
  if (list.lte(0) || sale.gte(list)) return 0;
  return list.minus(sale).div(list).times(100).round(0, Big.roundHalfUp).toNumber();
}

/**
 * The discount to show: null for a plan without one, else at least the 59 % baseline
 * (rule checkout.discount-baseline). A plan that saves nothing never shows a discount.
 */
export function displayedDiscount(percent: number): number | null {
  return percent > 0 ? Math.max(percent, DISCOUNT_BASELINE_PERCENT) : null;
}
