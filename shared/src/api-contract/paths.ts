/**
 * Every path of the `/api/mms/...` backend (api/README.md), one table for the
 * api that serves them and the remotes that call them. Plain strings: no schema library here,
 * so a page that only needs a path pays a few hundred bytes (decision 026).
 */

/** Account calls. */
export const ACCOUNT_V1 = '/api/mms/account/v1';
/** "web/..." account calls. */
export const WEB = '/api/mms/account/v1/web';
/** Payment calls. */
export const PAYMENT_V1 = '/api/mms/payment/v1';
/** Provider calls (plans, parameters, purchase and result calls). */
export const PROVIDERS = '/api/mms/payment/v1/providers';
/** The client rewrites captcha v2 calls (login) under this prefix. */
export const RECAPTCHA_V2_PREFIX = '/ws/mm/reca/r2';
/** The client rewrites captcha v3 calls (anonymous signup) under this prefix. */
export const RECAPTCHA_V3_PREFIX = '/ws/mm/reca/r3';

/** The payment providers that take payments (decision 008; `gap` is the gateway's result call). */
export const PAYMENT_PROVIDERS = ['s1', 'pd', 'ps', 'rz', 'tpa', 'so'] as const;

/** One payment provider. */
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Type guard for provider ids from query strings and API data. */
export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return typeof value === 'string' && (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

/**
 * The purchase_result call of a provider: ps, rz, tpa and so have their own; pd (started by
 * prepurchase) and s1 (started by create_subscription) are answered by the gateway's gap call.
 * @returns an absolute path, e.g. '/api/mms/payment/v1/providers/gap/purchase_result'
 */
export function purchaseResultPath(provider: PaymentProvider): string {
  const own = provider === 'ps' || provider === 'rz' || provider === 'tpa' || provider === 'so';
  return `${PROVIDERS}/${own ? provider : 'gap'}/purchase_result`;
}

/** Invite type of a friend invitation in sign-up and purchase bodies (rule attr.invite). */
export const INVITE_TYPE = 30001;
