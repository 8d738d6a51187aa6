/**
 * Loads the price list of the visitor: the currency of the visitor's country (decided by the host
 * from geo_info, page context), the plans in that currency, then the price localisation (failure
 * only logged: rule checkout.price-localisation). Loaders run it on the server for a page request and in the
 * browser on client navigation; the result is plain data (amounts as 2-decimal strings). The
 * page depends on nothing else of the visitor, so the host keeps it per country (decision 012).
 */
import type { HttpClient } from '@meridian/shared/http';
import type { PageContext } from '@meridian/shared/route-module';
import type { CurrencyCode } from '@meridian/shared/money';
import { fetchLocalisedPrices, fetchPlans, type LocalisedPrice } from './plans-api.ts';
import { pricePlan, type PricedPlan } from './priced-plan.ts';

/** The loaded price list. */
export interface Pricing {
  /** ISO code, '' when unknown. */
  readonly country: string;
  readonly currency: CurrencyCode;
  /** The currency's symbol of rule checkout.currency ('A$'). */
  readonly symbol: string;
  readonly plans: readonly PricedPlan[];
}

/** Options of {@link loadPricing}. */
export interface LoadPricingOptions {
  /** The asking page, sent as X-From ('pricing', 'checkout'). */
  readonly from: string;
  /** Where non-fatal failures go (the localisation call); console.warn in the browser. */
  readonly log: (message: string, error?: unknown) => void;
}

/**
 * Rejects only when the plans cannot be loaded (the client's ApiError, or an Error for another
 * shape). `country` is the visitor's, as the host decided it (page context; '' when unknown).
 */
export async function loadPricing(http: HttpClient, country: string, { from, log }: LoadPricingOptions): Promise<Pricing> {
  // Loaders run on the server and on client navigations, never during hydration: the prices module stays off the first load.
  const { currencyForCountry, CURRENCY_SYMBOLS } = await import('@meridian/shared/money');
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
  return { country, currency, symbol: CURRENCY_SYMBOLS[currency], plans: plans.map((plan) => pricePlan(plan, localised, log)) };
}

/** Where a failed load and a failed localisation are logged (the server's log or the browser console). */
const warn = (message: string, error?: unknown) => console.warn(message, error);

/**
 * {@link loadPricing} for a page's loader, asked by page `from` (X-From), in the country the host
 * decided: null when the plans cannot be loaded (logged), so the page still renders and offers to
 * try again.
 */
export async function loadPricingOrNull(page: PageContext, from: string): Promise<Pricing | null> {
  try {
    const [http, country] = await Promise.all([page.api(), page.country()]);
    return await loadPricing(http, country, { from, log: warn });
  } catch (error) {
    warn(`loading the plans for ${from} failed`, error);
    return null;
  }
}
