import { useTranslation } from 'react-i18next';
import type { FailureReason, PurchaseFlow } from './purchase-flow.ts';

const ERROR_KEYS: Readonly<Record<FailureReason, string>> = {
  email: 'checkout.errors.email',
  captcha: 'checkout.errors.captcha',
  'rate-limited': 'checkout.errors.rateLimited',
  unavailable: 'checkout.errors.unavailable',
  network: 'checkout.errors.network',
  unknown: 'checkout.errors.unknown',
};

/** Progress (a polite status) or the reason a purchase stopped (an alert). */
export function FlowMessage({ flow }: { readonly flow: PurchaseFlow }) {
  const { t } = useTranslation('pricing');
  const progress = flow.step === 'signing-up' ? 'checkout.progress.signingUp'
    : flow.step === 'starting' ? 'checkout.progress.starting'
      : flow.step === 'redirecting' ? 'checkout.progress.redirecting' : null;
  const error = flow.step === 'failed' ? ERROR_KEYS[flow.reason] : flow.step === 'blocked' ? 'checkout.blocked' : null;
  return (
    <>
      <p className="checkout-form__progress" role="status">{progress === null ? null : t(progress)}</p>
      {error === null ? null : (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {t(error)}
        </p>
      )}
    </>
  );
}
