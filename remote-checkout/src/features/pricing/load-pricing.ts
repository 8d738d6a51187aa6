/**
 * Loads the price list of the visitor: country (geo_info; unknown when it fails), currency of
 * that country, plans in that currency, then the price localisation (failure only logged,
 * spec section 8). Loaders run it on the server for a page request (the API client forwards the
 * visitor's address, so geo_info answers the visitor's country) and in the browser on client
 * navigation; the result is plain data (amounts as 2-decimal strings).
 */
import type { HttpClient } from '@meridian/shared/http';
import { currencyForCountry, type CurrencyCode } from '../../lib/currency.ts';
import { fetchCountry } from '../../lib/geo.ts';
import { fetchLocalisedPrices, fetchPlans, type LocalisedPrice } from './plans-api.ts';
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

/** Rejects only when the plans cannot be loaded (the client's ApiError, or an Error for another shape). */
export async function loadPricing(http: HttpClient, { from, log }: LoadPricingOptions): Promise<Pricing> {
  const country = await fetchCountry(http).catch(() => '');
  const currency = currencyForCountry(country);
  const plans = await fetchPlans(http, currency, from);
  let localised: LocalisedPrice[] = [];
  try {
    localised = await fetchLocalisedPrices(
      http,
      plans.map((plan) => plan.id),
      country,
    );
  } catch (error) {
    log('price localisation failed', error);
  }
  return { country, currency, plans: plans.map((plan) => pricePlan(plan, localised, log)) };
}

/** Where a failed load and a failed localisation are logged (the server's log or the browser console). */
const warn = (message: string, error?: unknown) => console.warn(message, error);

/**
 * {@link loadPricing} for a page's loader, asked by page `from` (X-From): null when the plans
 * cannot be loaded (logged), so the page still renders and offers to try again.
 */
export async function loadPricingOrNull(http: HttpClient, from: string): Promise<Pricing | null> {
  try {
    return await loadPricing(http, { from, log: warn });
  } catch (error) {
    warn(`loading the plans for ${from} failed`, error);
    return null;
  }
}
