/**
 * A plan ready to show: its amounts worked out with big.js and rounded to cents (rule checkout.rounding),
 * the monthly equivalents, the trial price and the discount with the 59 % baseline. Amounts are
 * 2-decimal strings ('59.88'), so a plan travels as loader data from the server to the browser
 * unchanged (JSON) and is formatted where it is shown.
 */
import { PRICE_DECIMALS } from '@meridian/shared/price-text';
import { amount, discountPercent, displayedDiscount, perMonth, roundMoney } from '../../lib/money.ts';
import type { ApiPlan, LocalisedPrice } from './plans-api.ts';

/** A plan with its prices worked out; every amount a 2-decimal string in `currency`. */
export interface PricedPlan {
  readonly id: number;
  /** Term in calendar months (1, 12, 24). */
  readonly months: number;
  readonly currency: string;
  /** Charged for the whole term, and at every renewal. */
  readonly total: string;
  /** List price of the whole term. */
  readonly list: string;
  /** `total` per month. */
  readonly monthly: string;
  /** `list` per month. */
  readonly listMonthly: string;
  /** First month's price for a new customer, or null when the plan has no trial. */
  readonly trial: string | null;
  /** Percent to show, baseline applied; null when the plan saves nothing. */
  readonly discount: number | null;
}

const cents = (text: string) => roundMoney(amount(text));

/**
 * Prices a plan. A localised gross price replaces the charged price when it is in the plan's
 * currency; one in another currency is left out and reported through `log`.
 * @throws Error when an amount is not a plain decimal (plans-api.ts checks them first)
 */
export function pricePlan(plan: ApiPlan, localised: readonly LocalisedPrice[] = [], log: (message: string) => void = () => {}): PricedPlan {
  const list = cents(plan.price_amount);
  let total = cents(plan.price_discount_amount);
  const local = localised.find((product) => product.product_id === plan.id);
  if (local !== undefined && local.currency === plan.currency) total = cents(local.gross);
  else if (local !== undefined) log(`price localisation of plan ${plan.id} is in ${local.currency}, not ${plan.currency}: ignored`);
  return {
    id: plan.id,
    months: plan.duration_months,
    currency: plan.currency,
    total: total.toFixed(PRICE_DECIMALS),
    list: list.toFixed(PRICE_DECIMALS),
    monthly: perMonth(total, plan.duration_months).toFixed(PRICE_DECIMALS),
    listMonthly: perMonth(list, plan.duration_months).toFixed(PRICE_DECIMALS),
    trial: plan.trial_price === null ? null : cents(plan.trial_price).toFixed(PRICE_DECIMALS),
    discount: displayedDiscount(discountPercent(list, total)),
  };
}
