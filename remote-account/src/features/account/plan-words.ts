/** Words for plans, orders and payment methods in the page language (My account in plain words). */
import type { TFunction } from 'i18next';

/** A term in months as visitors say it: "1 year", "2 years", "6 months" (plural keys). */
export function termText(t: TFunction<'myaccount'>, months: number | undefined): string | null {
  if (months === undefined || months <= 0) return null;
  return months % 12 === 0 ? t('terms.year', { count: months / 12 }) : t('terms.month', { count: months });
}

// The API's payment method labels (api/src/payments/providers.ts PROVIDER_LABELS) and their keys.
const METHOD_KEYS = {
  Card: 'card',
  'Online checkout': 'onlineCheckout',
  'Digital wallet': 'digitalWallet',
  'Local payment method': 'localMethod',
  'Other payment service': 'otherService',
  'Subscription checkout': 'subscriptionCheckout',
  Other: 'other',
} as const satisfies Readonly<Record<string, string>>;

/** The payment method label of an order in the page language; a label this page does not know is shown as the API wrote it. */
export function methodText(t: TFunction<'myaccount'>, label: string): string {
  const key = Object.hasOwn(METHOD_KEYS, label) ? METHOD_KEYS[label as keyof typeof METHOD_KEYS] : undefined;
  return key ? t(`orders.methods.${key}`) : label;
}
