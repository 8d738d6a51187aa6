/**
 * The payment methods of the checkout, as buyers know them, and the provider that takes each:
 * the one table where the provider codes of the API (decision 008) meet what the visitor sees (and the
 * only place to change when a method moves to another provider, or a method is added). Codes
 * never reach the page: forms post the method id, texts come from `pricing:checkout.methods.<id>`.
 *
 * The order is the display order. Which methods show is decided at run time by the enabled
 * providers of providers/common/params. The assignment below is this deployment's contract with
 * its providers (the reference API's sandbox simulates each of them).
 */
import type { PaymentProvider } from '@meridian/shared/api-contract';

/** One payment method. */
export interface PaymentMethod {
  /** What forms post and texts are keyed by. */
  readonly id: string;
  /** The provider that takes the payment (internal). */
  readonly provider: PaymentProvider;
}

/** Every method, in display order. */
export const PAYMENT_METHODS = [
  { id: 'card', provider: 's1' },
  { id: 'paypal', provider: 'ps' },
  { id: 'apple-pay', provider: 'pd' },
  { id: 'google-pay', provider: 'so' },
  { id: 'local', provider: 'rz' },
  { id: 'crypto', provider: 'tpa' },
] as const satisfies readonly PaymentMethod[];

/** A method id of the table. */
export type MethodId = (typeof PAYMENT_METHODS)[number]['id'];

/** A method of the table, its id one of {@link MethodId} (texts are keyed by it). */
export type KnownMethod = (typeof PAYMENT_METHODS)[number];

/** Providers whose start call needs a captcha v3 token (rule account.captcha: s1/create_subscription). */
const CAPTCHA_PROVIDERS: ReadonlySet<PaymentProvider> = new Set(['s1']);

/** The method with `id` (a posted form value), or undefined. */
export function methodById(id: unknown): PaymentMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.id === id);
}

/** The method a provider takes (to name the payment method of an order), or undefined. */
export function methodOfProvider(provider: string): KnownMethod | undefined {
  return PAYMENT_METHODS.find((method) => method.provider === provider);
}

/** True when paying with `method` needs a captcha v3 token, so JavaScript. */
export function needsCaptcha(method: PaymentMethod): boolean {
  return CAPTCHA_PROVIDERS.has(method.provider);
}

/**
 * The method ids to offer, in display order: those whose provider the payment params enable
 * (`{ providers: [{ id, enabled }] }`); every method when `params` is null (the params could not
 * be read: the purchase call refuses a disabled provider, 40030).
 */
export function offeredMethods(
  params: { readonly providers: readonly { readonly id: string; readonly enabled: boolean }[] } | null,
): MethodId[] {
  if (params === null) return PAYMENT_METHODS.map((method) => method.id);
  const enabled = new Set(params.providers.flatMap((provider) => (provider.enabled ? [provider.id] : [])));
  return PAYMENT_METHODS.filter((method) => enabled.has(method.provider)).map((method) => method.id);
}
