/**
 * The trial's offer for `/vpn-trial` (decision 024): the monthly plan's reduced first
 * month, read from the plans API in the currency of the visitor's country
 * (rule checkout.currency), as the host decided it (page context), like `/pricing`. The page depends on nothing else of the
 * visitor, so the host keeps it per country (`cacheable: 'country'`).
 */
import type { HttpClient } from '@meridian/shared/http';
import { currencyForCountry, formatPrice } from '@meridian/shared/money';
import type { PageContext } from '@meridian/shared/route-module';

/** The plans call (api/README.md). */
export const PLANS_PATH = '/api/mms/payment/v1/providers/plans';

const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;

/** The trial as the page shows it: amounts are decimal strings in `currency`. */
export interface TrialOffer {
  /** The plan the trial is the first month of: its checkout is `/pricing/checkout/<planId>`. */
  readonly planId: number;
  /** ISO 4217 code. */
  readonly currency: string;
  /** First month's price ('0.99'). */
  readonly trial: string;
  /** Every later month's price ('12.99'). */
  readonly monthly: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The monthly plan with a trial price in a plans answer, or null when there is none (or the data has another shape). */
export function trialOfferOf(data: unknown): TrialOffer | null {
  const plans = isRecord(data) && Array.isArray(data.plans) ? data.plans : [];
  for (const plan of plans) {
    if (!isRecord(plan) || plan.duration_months !== 1 || typeof plan.id !== 'number') continue;
    const { trial_price: trial, price_discount_amount: monthly, currency } = plan;
    if (typeof trial !== 'string' || !DECIMAL.test(trial) || typeof monthly !== 'string' || !DECIMAL.test(monthly)) continue;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) continue;
    return { planId: plan.id, currency, trial, monthly };
  }
  return null;
}

/** The trial in the currency of `country` (ISO code, '' when unknown); rejects with the client's error. */
export async function fetchTrialOffer(http: HttpClient, country: string): Promise<TrialOffer | null> {
  const data = await http.get<unknown>(PLANS_PATH, {
    params: { currency: currencyForCountry(country) },
    headers: { 'X-From': 'vpn-trial' },
  });
  return trialOfferOf(data);
}

/** The trial as the page shows it: its checkout and its prices formatted for the page's language. */
export interface TrialPrices {
  readonly planId: number;
  /** First month's price ('$0.99', '0,99 £'). */
  readonly trial: string;
  /** Every later month's price. */
  readonly monthly: string;
}

/**
 * The trial for the page's loader, formatted in the page's language: null when the plans cannot be
 * loaded (logged), so the page still renders and its button goes to the price list instead.
 */
export async function loadTrialOffer(page: PageContext): Promise<TrialPrices | null> {
  try {
    const [http, country] = await Promise.all([page.api(), page.country()]);
    const offer = await fetchTrialOffer(http, country);
    if (offer === null) return null;
    const price = (amount: string) => formatPrice(amount, offer.currency, page.locale);
    return { planId: offer.planId, trial: price(offer.trial), monthly: price(offer.monthly) };
  } catch (error) {
    console.warn('loading the trial offer failed', error);
    return null;
  }
}
