/**
 * The calls behind the price list (spec sections 3 and 7): providers/plans in the currency of
 * the visitor's country, and the price localisation /l10n/prices, whose
 * failure is only logged (spec section 8).
 */
import type { HttpClient } from '@meridian/shared/http';
import { API_PATH } from '@meridian/shared/api-contract';
import { isDecimalText } from '../../lib/money.ts';
import { isRecord, numberField, stringField } from '../../lib/guards.ts';

/** A plan as providers/plans sends it (spec section 3); amounts are 2-decimal strings. */
export interface ApiPlan {
  readonly id: number;
  readonly name: string;
  readonly duration_months: number;
  readonly price_amount: string;
  readonly price_discount_amount: string;
  readonly trial_price: string | null;
  readonly currency: string;
  readonly currencySymbol: string;
}

/** One product of the price localisation (spec section 3). */
export interface LocalisedPrice {
  readonly product_id: number;
  readonly currency: string;
  readonly gross: string;
}

function parsePlan(value: unknown): ApiPlan | null {
  if (!isRecord(value)) return null;
  const id = numberField(value, 'id');
  const months = numberField(value, 'duration_months');
  const list = stringField(value, 'price_amount');
  const sale = stringField(value, 'price_discount_amount');
  const trial = value.trial_price ?? null;
  const currency = stringField(value, 'currency');
  if (id === undefined || months === undefined || !Number.isInteger(months) || months < 1) return null;
  if (!isDecimalText(list) || !isDecimalText(sale) || (trial !== null && !isDecimalText(trial))) return null;
  if (currency === undefined || !/^[A-Z]{3}$/.test(currency)) return null;
  return {
    id,
    name: stringField(value, 'name') ?? '',
    duration_months: months,
    price_amount: list,
    price_discount_amount: sale,
    trial_price: trial,
    currency,
    currencySymbol: stringField(value, 'currencySymbol') ?? '',
  };
}

/**
 * The active plans priced in `currency`; `from` names the asking page (X-From header).
 * Rejects with the client's ApiError, or an Error naming the call for data of another shape.
 */
export async function fetchPlans(http: HttpClient, currency: string, from: string): Promise<ApiPlan[]> {
  const data = await http.get<unknown>(API_PATH.plans, { params: { currency }, headers: { 'X-From': from } });
  const list = isRecord(data) && Array.isArray(data.plans) ? data.plans : null;
  const plans = list?.map(parsePlan) ?? [null];
  if (plans.length === 0 || plans.some((plan) => plan === null)) {
    throw new Error(`reading GET ${API_PATH.plans}: unexpected data ${JSON.stringify(data)}`);
  }
  return plans.filter((plan): plan is ApiPlan => plan !== null);
}

/** Localised gross prices of `productIds` for `country` ('' lets the API use the caller's). */
export async function fetchLocalisedPrices(http: HttpClient, productIds: readonly number[], country: string): Promise<LocalisedPrice[]> {
  const params = { product_ids: productIds.join(','), ...(country === '' ? {} : { customer_country: country }) };
  const data = await http.get<unknown>(API_PATH.priceLocalisation, { params });
  const products = isRecord(data) && Array.isArray(data.products) ? data.products : [];
  return products.flatMap((product): LocalisedPrice[] => {
    if (!isRecord(product)) return [];
    const id = numberField(product, 'product_id');
    const subscription = isRecord(product.subscription) ? product.subscription : {};
    const price = isRecord(subscription.price) ? subscription.price : {};
    const gross = stringField(price, 'gross');
    const currency = stringField(product, 'currency');
    return id !== undefined && currency !== undefined && isDecimalText(gross) ? [{ product_id: id, currency, gross }] : [];
  });
}
