import { useState, type FormEvent } from 'react';
import { useHref, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cancelIfBlocked } from '@meridian/shared/action-blocker';
import { useUser } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import type { PaymentProvider } from '../../lib/api-paths.ts';
import { FlowMessage } from './flow-message.tsx';
import { returnUrl } from './purchase-body.ts';
import { isBusy } from './purchase-flow.ts';
import { usePaymentMethods } from './use-payment-methods.ts';
import { usePurchase } from './use-purchase.ts';

/** Props of {@link CheckoutForm}. */
export interface CheckoutFormProps {
  readonly planId: number;
  readonly currency: string;
  /** The visitor's country (geo_info), for the action blocker of spec section 6. */
  readonly country: string;
  /** The Windows app flow: the provider returns with platform=windows. */
  readonly windows: boolean;
}

/** Email (when nobody is logged in), payment method and the pay button. */
export function CheckoutForm({ planId, currency, country, windows }: CheckoutFormProps) {
  const { t } = useTranslation('pricing');
  const toast = useToast();
  const { token, info } = useUser();
  const methods = usePaymentMethods();
  const [chosen, setChosen] = useState<PaymentProvider | null>(null);
  const [email, setEmail] = useState('');
  const { flow, purchase, block } = usePurchase();
  const statusHref = useHref('/paystatus');
  const { search } = useLocation();
  const provider = chosen !== null && methods?.includes(chosen) === true ? chosen : (methods?.[0] ?? null);
  const busy = isBusy(flow);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!cancelIfBlocked(country, event)) {
      block();
      toast.warn(t('checkout.blocked'));
      return;
    }
    event.preventDefault();
    if (provider === null || busy) return;
    void purchase({ provider, planId, currency, email, search, returnUrl: returnUrl(window.location.origin, statusHref, windows) });
  };

  const emailInvalid = flow.step === 'failed' && flow.reason === 'email';
  return (
    <form className="checkout-form" onSubmit={onSubmit} noValidate aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="checkout-form__title">{t('checkout.payTitle')}</h2>
      {token === null ? (
        <div className="field">
          <label className="field__label" htmlFor="checkout-email">{t('checkout.email')}</label>
          <input
            id="checkout-email"
            className="field__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            disabled={busy}
            aria-invalid={emailInvalid}
            aria-describedby="checkout-email-hint"
            onChange={(event) => setEmail(event.target.value)}
          />
          <p id="checkout-email-hint" className="field__hint">{t('checkout.emailHint')}</p>
        </div>
      ) : (
        <p className="checkout-form__account">
          {info?.name ? t('checkout.signedIn', { email: info.name }) : t('checkout.signedInAnonymous')}
        </p>
      )}
      <fieldset className="method-list" disabled={busy}>
        <legend className="field__label">{t('checkout.provider')}</legend>
        {methods === null ? (
          <LoadingRegion loading className="method-list__placeholder">
            <span />
          </LoadingRegion>
        ) : (
          methods.map((method) => (
            <label key={method} className="method">
              <input type="radio" name="provider" value={method} checked={provider === method} onChange={() => setChosen(method)} />
              <span className="method__text">
                <span className="method__name">{t(`checkout.methods.${method}.name`)}</span>
                <span className="method__hint">{t(`checkout.methods.${method}.hint`)}</span>
              </span>
            </label>
          ))
        )}
        {methods !== null && methods.length === 0 ? <p className="checkout-notice">{t('checkout.noMethods')}</p> : null}
      </fieldset>
      <FlowMessage flow={flow} />
      <button type="submit" className="button button--primary button--large checkout-form__pay" disabled={busy || provider === null}>
        {t('checkout.pay')}
      </button>
      <p className="checkout-fineprint">{t('checkout.redirectNote')}</p>
    </form>
  );
}
