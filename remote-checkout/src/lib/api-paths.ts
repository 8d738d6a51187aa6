/** API paths of spec section 7 that the checkout calls, and which result call each provider uses. */

export const GEO_INFO_PATH = '/api/mms/account/v1/geo_info';
export const ANONYMOUS_SIGNUP_PATH = '/api/mms/account/v1/web/anonymous_signup';
export const PROFILE_PATH = '/api/mms/account/v1/web/profile';
export const VERIFICATION_REQUEST_PATH = '/api/mms/account/v1/web/verification/request';
export const VERIFICATION_VALIDATE_PATH = '/api/mms/account/v1/web/verification/validate';
export const ORDERS_PATH = '/api/mms/payment/v1/web/orders';
export const PROVIDERS_PATH = '/api/mms/payment/v1/providers';
export const PLANS_PATH = `${PROVIDERS_PATH}/plans`;
export const PAYMENT_PARAMS_PATH = `${PROVIDERS_PATH}/common/params`;
export const PREPURCHASE_PATH = `${PROVIDERS_PATH}/common/pd/prepurchase`;
export const S1_PUBLIC_KEY_PATH = `${PROVIDERS_PATH}/s1/publickey`;
export const S1_CREATE_SUBSCRIPTION_PATH = `${PROVIDERS_PATH}/s1/create_subscription`;
export const PRICE_LOCALISATION_PATH = '/l10n/prices';

/** The payment providers of spec section 7 that take payments (`gap` is the gateway's result call). */
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
 */
export function purchaseResultPath(provider: PaymentProvider): string {
  const own = provider === 'ps' || provider === 'rz' || provider === 'tpa' || provider === 'so';
  return `${PROVIDERS_PATH}/${own ? provider : 'gap'}/purchase_result`;
}
