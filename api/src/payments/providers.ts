/**
 * The payment providers of the API contract (decision 026) and how a payer reaches them. Each provider is
 * served by a gateway chosen by configuration; only the sandbox gateway exists here: it sends
 * the payer to a hosted page of this API (`/sandbox/<provider>/checkout?session=...`) that
 * simulates the provider. `gap` is not a provider: it is the gateway-wide result call.
 */
import { randomBytes } from 'node:crypto';

/** Providers that take payments, each with its start call (decision 026). */
export const PROVIDERS = ['pd', 'ps', 'rz', 'tpa', 'so', 's1'] as const;

/** One payment provider. */
export type ProviderId = (typeof PROVIDERS)[number];

/** Type guard for provider ids read from paths and the database. */
export function isProviderId(value: string): value is ProviderId {
  return (PROVIDERS as readonly string[]).includes(value);
}

/** Providers with `<provider>/purchase` and `<provider>/purchase_result` calls. */
export const REDIRECT_PROVIDERS = ['ps', 'rz', 'tpa', 'so'] as const satisfies readonly ProviderId[];

/** What the sandbox page calls each provider (the pages stand for third parties: English only). */
export const SANDBOX_NAMES: Readonly<Record<ProviderId, string>> = {
  pd: 'Hosted checkout',
  ps: 'Wallet',
  rz: 'Local payment methods',
  tpa: 'Third-party payment',
  so: 'Subscription checkout',
  s1: 'Card payment (3-D Secure)',
};

/**
 * The payment method as customers read it in receipts and the order list: the one place that
 * turns a provider code into words (in English, like the checkout's method names). Provider
 * codes themselves never appear there.
 */
export const PROVIDER_LABELS: Readonly<Record<ProviderId, string>> = {
  s1: 'Card',
  pd: 'Online checkout',
  ps: 'Digital wallet',
  rz: 'Local payment method',
  tpa: 'Other payment service',
  so: 'Subscription checkout',
};

/** The customer-facing label of a provider code read from the database ('Other' for an unknown one). */
export function providerLabel(provider: string): string {
  return isProviderId(provider) ? PROVIDER_LABELS[provider] : 'Other';
}

/** A provider session just opened: its id and where to send the payer. */
export interface OpenedSession {
  readonly sessionId: string;
  readonly redirectUrl: string;
}

/** How orders reach a provider; a real provider's adapter would implement the same. */
export interface PaymentGateway {
  readonly mode: 'sandbox';
  /**
   * Opens the provider's checkout for one order.
   * @param apiOrigin origin of this API as the payer's browser reaches it (the sandbox pages live there)
   */
  openSession(provider: ProviderId, apiOrigin: string): OpenedSession;
}

/** The sandbox gateway: a random 32-byte session id and the hosted page's URL. */
export const sandboxGateway: PaymentGateway = {
  mode: 'sandbox',
  openSession(provider, apiOrigin) {
    const sessionId = `cs_${randomBytes(24).toString('base64url')}`;
    const url = new URL(`/sandbox/${provider}/checkout`, apiOrigin);
    url.searchParams.set('session', sessionId);
    return { sessionId, redirectUrl: url.href };
  },
};
