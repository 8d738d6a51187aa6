/**
 * A plan ready to show: every amount a big.js value rounded to cents, the monthly equivalents,
 * the trial price and the discount with the 59 % baseline (spec section 5).
 */
import { amount, discountPercent, displayedDiscount, perMonth, roundMoney, type Amount } from '../../lib/money.ts';
import type { ApiPlan, LocalisedPrice } from './plans-api.ts';

/** A plan with its prices worked out. */
export interface PricedPlan {
  readonly id: number;
  readonly name: string;
  readonly months: number;
  readonly currency: string;
  /** Charged for the whole term. */
  readonly total: Amount;
  /** List price of the whole term. */
  readonly list: Amount;
  /** `total` per month. */
  readonly monthly: Amount;
  /** `list` per month. */
  readonly listMonthly: Amount;
  /** First month's price, or null when the plan has no trial. */
  readonly trial: Amount | null;
  /** Percent to show, baseline applied; null when the plan saves nothing. */
  readonly discount: number | null;
}

/**
 * Prices a plan. A localised gross price replaces the charged price when it is in the plan's
 * currency; one in another currency is left out and reported through `log`.
 */
export function pricePlan(plan: ApiPlan, localised: readonly LocalisedPrice[] = [], log: (message: string) => void = () => {}): PricedPlan {
  const list = roundMoney(amount(plan.price_amount));
  let total = roundMoney(amount(plan.price_discount_amount));
  const local = localised.find((product) => product.product_id === plan.id);
  if (local !== undefined && local.currency === plan.currency) total = roundMoney(amount(local.gross));
  else if (local !== undefined) log(`price localisation of plan ${plan.id} is in ${local.currency}, not ${plan.currency}: ignored`);
  return {
    id: plan.id,
    name: plan.name,
    months: plan.duration_months,
    currency: plan.currency,
    total,
    list,
    monthly: perMonth(total, plan.duration_months),
    listMonthly: perMonth(list, plan.duration_months),
    trial: plan.trial_price === null ? null : roundMoney(amount(plan.trial_price)),
    discount: displayedDiscount(discountPercent(list, total)),
  };
}

/**
 * The plan a checkout without an id sells: the best value (largest discount, then the longest
 * term); undefined for an empty list.
 */
export function defaultPlan(plans: readonly PricedPlan[]): PricedPlan | undefined {
  return [...plans].sort((a, b) => (b.discount ?? 0) - (a.discount ?? 0) || b.months - a.months)[0];
}

/** The plan with `id` (a route parameter), else the default plan. */
export function choosePlan(plans: readonly PricedPlan[], id: string | undefined): { plan: PricedPlan | undefined; fallback: boolean } {
  const wanted = id === undefined ? undefined : plans.find((plan) => String(plan.id) === id);
  if (wanted !== undefined) return { plan: wanted, fallback: false };
  return { plan: defaultPlan(plans), fallback: id !== undefined };
}
