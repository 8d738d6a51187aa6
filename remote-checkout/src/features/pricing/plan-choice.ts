/**
 * Which plan a page offers first, apart from the price arithmetic of `priced-plan.ts`, so the pricing
 * page hydrates without big.js (first-load budget, decision 015).
 */
import type { PricedPlan } from './priced-plan.ts';

/**
 * The plan a checkout without an id sells: the best value (largest discount, then the longest
 * term); undefined for an empty list.
 */
export function defaultPlan(plans: readonly PricedPlan[]): PricedPlan | undefined {
  return [...plans].sort((a, b) => (b.discount ?? 0) - (a.discount ?? 0) || b.months - a.months)[0];
}

/** The plan with `id` (a route parameter), the default plan when `id` is absent, undefined when no plan has it. */
export function findPlan(plans: readonly PricedPlan[], id: string | undefined): PricedPlan | undefined {
  return id === undefined ? defaultPlan(plans) : plans.find((plan) => String(plan.id) === id);
}
