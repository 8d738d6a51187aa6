/**
 * Price and purchase-record calls of the api contract (api/README.md):
 * the plan list, the price localisation, the account's subscriptions and orders. Amounts are
 * decimal strings ("59.88"), times ms since epoch (decision 026).
 */
import * as z from 'zod/mini';
import * as API_PATH from './api-path.ts';
import { call, currencyCode, decimalText, epochMs, noBody } from './call-kit.ts';
import { INVITE_TYPE } from './paths.ts';

/** One plan as providers/plans sends it (rule checkout.currency), priced in the answer's currency. */
export const planSchema = z.object({
  id: z.number(),
  name: z.string(),
  duration_months: z.int().check(z.positive()),
  /** List price of the whole term. */
  price_amount: decimalText,
  price_unit: z.string(),
  /** What the term costs (the sale price). */
  price_discount_amount: decimalText,
  price_deduction_amount: decimalText,
  /** The first month's price of a trial plan, else null. */
  trial_price: z.nullable(decimalText),
  money: z.string(),
  currency: currencyCode,
  currencySymbol: z.string(),
  discount_percent: z.number(),
});

/**
 * GET providers/plans [X-From] [?currency=] -> the active plans in the asked currency, else the
 * caller's country's, else USD; `from` echoes X-From (null without it).
 */
export const plansCall = call(
  'GET',
  API_PATH.plans,
  z.object({ currency: z.optional(z.string()) }),
  z.object({
    from: z.nullable(z.string()),
    country_code: z.string(),
    currency: currencyCode,
    currencySymbol: z.string(),
    plans: z.array(planSchema),
  }),
);

/**
 * GET /l10n/prices?product_ids=1,2[&customer_country=AU] -> the charged price of each known
 * product in the country's currency (`gross`, the whole term); unknown ids are left out.
 */
export const priceLocalisationCall = call(
  'GET',
  API_PATH.priceLocalisation,
  z.object({ product_ids: z.string(), customer_country: z.optional(z.string()) }),
  z.object({
    customer_country: z.string(),
    products: z.array(
      z.object({
        product_id: z.number(),
        currency: currencyCode,
        subscription: z.object({ price: z.object({ gross: decimalText }) }),
      }),
    ),
  }),
);

/** The states of a payment order (payments/README.md of the api). */
export const ORDER_STATES = ['pending', 'approved', 'declined', 'abandoned'] as const;

/**
 * GET payment/v1/web/orders (bearer) -> the caller's own orders, newest first (at most 200):
 * `provider_label` is the payment method as buyers know it, `period_end` the end of the paid
 * period an approved order bought.
 */
export const ordersCall = call(
  'GET',
  API_PATH.orders,
  noBody,
  z.object({
    orders: z.array(
      z.object({
        order_no: z.string(),
        created_at: epochMs,
        finished_at: z.nullable(epochMs),
        state: z.enum(ORDER_STATES),
        plan_id: z.number(),
        term_months: z.number(),
        amount: decimalText,
        currency: currencyCode,
        provider_label: z.string(),
        period_end: z.nullable(epochMs),
      }),
    ),
  }),
);

/** GET payment/v1/web/subscription_my (bearer) -> the caller's subscriptions, newest first. */
export const subscriptionsCall = call(
  'GET',
  API_PATH.subscriptions,
  noBody,
  z.object({
    subscriptions: z.array(
      z.object({
        id: z.number(),
        plan_id: z.number(),
        provider: z.string(),
        /** 'active' | 'canceled' | 'expired' | 'pending'; others are shown as they come. */
        status: z.string(),
        currency: currencyCode,
        amount: decimalText,
        auto_renew: z.boolean(),
        started_at: epochMs,
        expires_at: epochMs,
      }),
    ),
  }),
);

/**
 * GET providers/common/params -> the payment params: which providers are
 * enabled, the default currency, price decimals, the discount baseline, and every currency with
 * its symbol and country.
 */
export const paymentParamsCall = call(
  'GET',
  API_PATH.paymentParams,
  noBody,
  z.object({
    default_currency: currencyCode,
    price_decimals: z.int(),
    discount_baseline_percent: z.number(),
    providers: z.array(z.object({ id: z.string(), enabled: z.boolean() })),
    currencies: z.array(z.object({ code: currencyCode, symbol: z.string(), country_code: z.string() })),
  }),
);

/** GET providers/s1/publickey -> the card provider's public key (no token needed). */
export const s1PublicKeyCall = call(
  'GET',
  API_PATH.s1PublicKey,
  noBody,
  z.object({ provider: z.literal('s1'), public_key: z.string(), sandbox: z.boolean() }),
);

/**
 * A payment order as the purchase and purchase_result calls show it: `status` is the provider's
 * own word (for so: incomplete | active | unpaid | incomplete_expired), `final` true once the
 * order can no longer change, `expires_at` the end of the provider session (ms).
 */
export const orderViewSchema = z.object({
  order_id: z.string(),
  order_no: z.string(),
  provider: z.string(),
  plan_id: z.number(),
  state: z.enum(ORDER_STATES),
  status: z.string(),
  final: z.boolean(),
  currency: currencyCode,
  amount: decimalText,
  subscription_id: z.nullable(z.number()),
  expires_at: epochMs,
  receipt_email: z.nullable(z.string()),
});

/** A purchase body (rules attr.affiliate-marker, attr.invite): plan, return page, receipt address, affiliate marker, invite. */
const purchaseRequest = z.object({
  plan_id: z.union([z.number(), z.string()]),
  currency: z.optional(z.string()),
  return_url: z.string(),
  email: z.optional(z.string()),
  _cps: z.optional(z.nullable(z.object({ type: z.enum(['cj', 'cf', 'admitad']), cookie: z.string() }))),
  invite_type: z.optional(z.literal(INVITE_TYPE)),
  invite_code: z.optional(z.string()),
});

/** A started purchase: the order, the provider page to send the payer to and whether it is a sandbox. */
const startedPurchase = z.extend(orderViewSchema, {
  redirect_url: z.string(),
  sandbox: z.boolean(),
  /** so only: the same page as `redirect_url`, under the name that provider uses. */
  web_url: z.optional(z.string()),
});

/**
 * POST providers/{ps,rz,tpa,so}/purchase (bearer) and providers/common/pd/prepurchase -> a
 * started purchase; `path` is the provider's (see `purchaseStartPath` of the caller).
 */
export const purchaseCall = (path: string) => call('POST', path, purchaseRequest, startedPurchase);

/** POST providers/s1/create_subscription (bearer, captcha v3): a purchase body plus the public key. */
export const s1CreateSubscriptionCall = call(
  'POST',
  API_PATH.s1CreateSubscription,
  z.extend(purchaseRequest, { public_key: z.string(), recasign: z.optional(z.string()) }),
  startedPurchase,
);

/** POST providers/{ps,rz,tpa,so,gap}/purchase_result (bearer) `{ order_id }` -> the order; `path` from `purchaseResultPath`. */
export const purchaseResultCall = (path: string) => call('POST', path, z.object({ order_id: z.string() }), orderViewSchema);
