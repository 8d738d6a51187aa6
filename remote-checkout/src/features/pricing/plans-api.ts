/**
 * The calls behind the price list (rule checkout.currency): providers/plans in the currency of
 * the visitor's country, and the price localisation /l10n/prices, whose
 * failure is only logged (rule checkout.price-localisation).
 */
import { parseResponse, plansCall, priceLocalisationCall, type ParsedResponseOf } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';

/** A plan as providers/plans sends it (api/README.md); amounts are 2-decimal strings. */
export type ApiPlan = Pick<
  ParsedResponseOf<typeof plansCall>['plans'][number],
  'id' | 'name' | 'duration_months' | 'price_amount' | 'price_discount_amount' | 'trial_price' | 'currency' | 'currencySymbol'
>;

/** One product of the price localisation (api/README.md). */
export interface LocalisedPrice {
  readonly product_id: number;
  readonly currency: string;
  readonly gross: string;
}

/**
 * The active plans priced in `currency`; `from` names the asking page (X-From header).
 * Rejects with the client's ApiError, or ContractError naming each field off the contract,
 * and an Error for an empty list (a price page with no plan cannot sell).
 */
export async function fetchPlans(http: HttpClient, currency: string, from: string): Promise<ApiPlan[]> {
  const data = await http.get<unknown>(plansCall.path, { params: { currency }, headers: { 'X-From': from } });
  const { plans } = parseResponse(plansCall, data);
  if (plans.length === 0) throw new Error(`reading GET ${plansCall.path}: no plans`);
  return plans;
}

/**
 * Localised gross prices of `productIds` for `country` ('' lets the API use the caller's);
 * ContractError for an answer off the contract (the caller only logs it: rule checkout.price-localisation).
 */
export async function fetchLocalisedPrices(http: HttpClient, productIds: readonly number[], country: string): Promise<LocalisedPrice[]> {
  const params = { product_ids: productIds.join(','), ...(country === '' ? {} : { customer_country: country }) };
  const { products } = parseResponse(priceLocalisationCall, await http.get<unknown>(priceLocalisationCall.path, { params }));
  return products.map((product) => ({
    product_id: product.product_id,
    currency: product.currency,
    gross: product.subscription.price.gross,
  }));
}
