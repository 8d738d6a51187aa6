/**
 * Test data of the checkout's page tests (not shipped): the area's real message bundles and API
 * answers shaped like the reference API's, for the repository's one render helper and fake API
 * (tooling/testing). `serverPage` and `browserPage` render this area with them.
 */
import { API_PATH, PROVIDERS, RECAPTCHA_V3_PREFIX, purchaseResultPath, type PaymentProvider } from '@meridian/shared/api-contract';
import {
  paymentParamsCall,
  plansCall,
  priceLocalisationCall,
  type purchaseCall,
  type purchaseResultCall,
  type ResponseOf,
} from '@meridian/shared/api-schemas';
import { contractReply } from '../../../tooling/testing/api-replies.ts';
import type { FakeReply, FakeRoute } from '../../../tooling/testing/fake-http.ts';
import { okReply } from '../../../tooling/testing/fake-http.ts';
import { renderInBrowser, renderOnServer } from 'host/testing/render-area';
import paystatusAr from '../../locales/ar/paystatus.json';
import paysucAr from '../../locales/ar/paysuc.json';
import pricingAr from '../../locales/ar/pricing.json';
import paystatusDe from '../../locales/de/paystatus.json';
import paysucDe from '../../locales/de/paysuc.json';
import pricingDe from '../../locales/de/pricing.json';
import paystatus from '../../locales/en/paystatus.json';
import paysuc from '../../locales/en/paysuc.json';
import pricing from '../../locales/en/pricing.json';
import paystatusJa from '../../locales/ja/paystatus.json';
import paysucJa from '../../locales/ja/paysuc.json';
import pricingJa from '../../locales/ja/pricing.json';
import paystatusRu from '../../locales/ru/paystatus.json';
import paysucRu from '../../locales/ru/paysuc.json';
import pricingRu from '../../locales/ru/pricing.json';
import { areaModule } from '../expose/routes.ts';

/** The area's bundles in the languages the tests read. */
export const BUNDLES = {
  en: { pricing, paystatus, paysuc },
  de: { pricing: pricingDe, paystatus: paystatusDe, paysuc: paysucDe },
  ar: { pricing: pricingAr, paystatus: paystatusAr, paysuc: paysucAr },
  ja: { pricing: pricingJa, paystatus: paystatusJa, paysuc: paysucJa },
  ru: { pricing: pricingRu, paystatus: paystatusRu, paysuc: paysucRu },
};

// Routes keyed by the shared contract's paths (decision 026), not a copy of them.
export const GEO = `POST ${API_PATH.geoInfo}`;
export const PLANS = `GET ${API_PATH.plans}`;
export const PRICES = `GET ${API_PATH.priceLocalisation}`;
export const PARAMS = `GET ${API_PATH.paymentParams}`;
export const PROFILE = `GET ${API_PATH.profile}`;
export const ORDERS = `GET ${API_PATH.orders}`;
export const SIGNUP_R3 = `POST ${RECAPTCHA_V3_PREFIX}${API_PATH.anonymousSignup}`;
export const CODE_REQUEST = `POST ${API_PATH.verificationRequest}`;
export const CODE_VALIDATE = `POST ${API_PATH.verificationValidate}`;
export const START = (provider: PaymentProvider) =>
  provider === 'pd' ? `POST ${API_PATH.prepurchase}` : `POST ${PROVIDERS}/${provider}/purchase`;
export const RESULT = (provider: PaymentProvider) => `POST ${purchaseResultPath(provider)}`;

/** A token the visitor holds (43 characters, as the API issues them). */
export const TOKEN = 'T'.repeat(43);
export const ORDER_ID = 'ord_abcdefghijklmnop';

/** A plan of the reference catalogue. */
export function apiPlan(
  id: number,
  months: number,
  list: string,
  sale: string,
  trial: string | null = null,
  currency = 'USD',
  symbol = '$',
) {
  return {
    id,
    name: `${months} months`,
    duration_months: months,
    price_amount: list,
    price_unit: months === 1 ? 'month' : 'year',
    price_discount_amount: sale,
    price_deduction_amount: '0.00',
    trial_price: trial,
    money: sale,
    currency,
    currencySymbol: symbol,
    discount_percent: 0,
  };
}

/** The reference catalogue per currency (api/src/db/migrations/002-seed-catalogue.ts). */
export const CATALOGUE = {
  USD: [apiPlan(1, 1, '12.99', '12.99', '0.99'), apiPlan(2, 12, '155.88', '59.88'), apiPlan(3, 24, '311.76', '95.76')],
  AUD: [
    apiPlan(1, 1, '19.99', '19.99', '1.49', 'AUD', 'A$'),
    apiPlan(2, 12, '239.88', '89.88', null, 'AUD', 'A$'),
    apiPlan(3, 24, '479.76', '143.76', null, 'AUD', 'A$'),
  ],
  GBP: [
    apiPlan(1, 1, '10.99', '10.99', '0.79', 'GBP', '£'),
    apiPlan(2, 12, '131.88', '47.88', null, 'GBP', '£'),
    apiPlan(3, 24, '263.76', '71.76', null, 'GBP', '£'),
  ],
} as const;

export const geoReply = (country: string) => okReply({ user_ip: '203.0.113.7', country, country_code: country });
export const paramsReply = (enabled: readonly string[] = ['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so']) =>
  contractReply(paymentParamsCall, {
    default_currency: 'USD',
    price_decimals: 2,
    discount_baseline_percent: 0,
    providers: ['s1', 'pd', 'ps', 'rz', 'gap', 'tpa', 'so'].map((id) => ({ id, enabled: enabled.includes(id) })),
    currencies: [{ code: 'USD', symbol: '$', country_code: 'US' }],
  });

/** Plans answered in the currency asked for (`?currency=`), as the API does. */
const plansByCurrency: FakeRoute = (request) => {
  const asked = String(request.params.currency ?? 'USD');
  const currency = asked in CATALOGUE ? (asked as keyof typeof CATALOGUE) : 'USD';
  const plans = CATALOGUE[currency];
  return contractReply(plansCall, { from: null, country_code: '', currency, currencySymbol: plans[0].currencySymbol, plans: [...plans] });
};

/** What the pricing and checkout pages call, for a visitor in `country`. */
export function catalogueRoutes(country = 'US'): Record<string, FakeRoute> {
  return {
    [GEO]: geoReply(country),
    [PLANS]: plansByCurrency,
    [PRICES]: contractReply(priceLocalisationCall, { customer_country: country, products: [] }),
    [PARAMS]: paramsReply(),
  };
}

/** A profile: a member with an email, or an anonymous account. */
export function profileReply(email: string | null, remainDays = 0): FakeReply {
  return okReply({
    user_id: 100001,
    email,
    is_password_set: false,
    is_anonymous: email === null,
    vip: { is_vip: remainDays > 0, remain_time: remainDays * 86_400, expire_at: 0 },
  });
}

/** A purchase result (order view) of `provider`. */
export function resultReply(state: OrderState, provider = 'ps', extra: Partial<OrderView> = {}): FakeReply {
  return okReply(orderView(state, provider, extra));
}

type OrderView = ResponseOf<ReturnType<typeof purchaseResultCall>>;
type OrderState = OrderView['state'];

/** An order as purchase and purchase_result answer it (a 1-year plan, 59.88 USD), typed by the contract. */
export function orderView(state: OrderState, provider = 'ps', extra: Partial<OrderView> = {}): OrderView {
  return {
    order_id: ORDER_ID,
    order_no: 'MV-00000042',
    provider,
    plan_id: 2,
    state,
    status: provider === 'so' && state === 'approved' ? 'active' : state,
    final: state !== 'pending',
    currency: 'USD',
    amount: '59.88',
    subscription_id: null,
    expires_at: 0,
    receipt_email: null,
    ...extra,
  };
}

/** A started purchase of `provider` whose provider page is `redirectUrl`. */
export function startedReply(redirectUrl: string, provider = 'ps'): FakeReply {
  const started: ResponseOf<ReturnType<typeof purchaseCall>> = {
    ...orderView('pending', provider),
    redirect_url: redirectUrl,
    sandbox: true,
  };
  return okReply(started);
}

type RenderOptions = { readonly routes?: Readonly<Record<string, FakeRoute>>; readonly token?: string; readonly deviceToken?: string };

/** The page at `url` as the host's server renders it (optionally as a posted `form`). */
export function serverPage(url: string, options: RenderOptions & { readonly form?: Readonly<Record<string, string>> } = {}) {
  return renderOnServer({ module: areaModule, bundles: BUNDLES, url, ...options });
}

/** The page at `url` hydrated in jsdom. */
export function browserPage(url: string, options: RenderOptions = {}) {
  return renderInBrowser({ module: areaModule, bundles: BUNDLES, url, ...options });
}
