/**
 * Loads the price list of the visitor: country (geo_info; unknown when it fails), currency of
 * that country, plans in that currency, then the price localisation (failure only logged,
 * spec section 8).
 */
import type { HttpClient } from '@meridian/shared/http';
import { currencyForCountry, type CurrencyCode } from '../../lib/currency.ts';
import { fetchCountry, fetchLocalisedPrices, fetchPlans, type LocalisedPrice } from './plans-api.ts';
import { pricePlan, type PricedPlan } from './priced-plan.ts';

/** The loaded price list. */
export interface Pricing {
  /** ISO code, '' when unknown. */
  readonly country: string;
  readonly currency: CurrencyCode;
  readonly plans: readonly PricedPlan[];
}

/** Options of {@link loadPricing}. */
export interface LoadPricingOptions {
  /** The asking page, sent as X-From ('pricing', 'checkout'). */
  readonly from: string;
  /** Where non-fatal failures go (the localisation call); console.warn in the browser. */
  readonly log: (message: string, error?: unknown) => void;
}

/** Rejects only when the plans cannot be loaded. */
export async function loadPricing(http: HttpClient, { from, log }: LoadPricingOptions): Promise<Pricing> {
  const country = await fetchCountry(http).catch(() => '');
  const currency = currencyForCountry(country);
  const plans = await fetchPlans(http, currency, from);
  let localised: LocalisedPrice[] = [];
  try {
    localised = await fetchLocalisedPrices(http, plans.map((plan) => plan.id), country);
  } catch (error) {
    log('price localisation failed', error);
  }
  return { country, currency, plans: plans.map((plan) => pricePlan(plan, localised, log)) };
}
