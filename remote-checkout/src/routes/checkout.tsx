/**
 * `/pricing/checkout/{id}` (id optional: the default plan; an unknown id shows the default plan
 * with a note, still 200): the order summary and the payment form, both after hydration.
 */
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, PageIntro } from '@meridian/shared/ui';
import { CheckoutForm } from '../features/checkout/checkout-form.tsx';
import { PlanSummary } from '../features/pricing/plan-summary.tsx';
import { choosePlan } from '../features/pricing/priced-plan.ts';
import { usePricing } from '../features/pricing/use-pricing.ts';
import { isWindowsFlow } from '../features/win-pay/win-pay-messages.ts';
import { WinPayNotice } from '../features/win-pay/win-pay-notice.tsx';

/** The checkout page. */
export function CheckoutPage() {
  const { t } = useTranslation('pricing');
  const { id } = useParams();
  const { search } = useLocation();
  const windows = isWindowsFlow(search);
  const { state, retry } = usePricing('checkout');
  const chosen = state.status === 'ready' ? choosePlan(state.pricing.plans, id) : null;

  return (
    <>
      <PageIntro ns="pricing" prefix="checkout">
        <p className="page-intro__meta">{t('guarantee')}</p>
      </PageIntro>
      <section className="section checkout-section">
        <div className="container">
          <WinPayNotice windows={windows} step="checkout" />
          {state.status === 'error' ? (
            <div className="checkout-notice checkout-notice--error" role="alert">
              <p>{t('loadError')}</p>
              <button type="button" className="button button--ghost button--small" onClick={retry}>{t('retry')}</button>
            </div>
          ) : null}
          {state.status === 'loading' ? (
            <LoadingRegion loading className="checkout-layout checkout-layout--placeholder">
              <div className="order-summary order-summary--placeholder" aria-hidden="true" />
            </LoadingRegion>
          ) : null}
          {state.status === 'ready' && chosen?.plan !== undefined ? (
            <div className="checkout-layout">
              <PlanSummary plan={chosen.plan} fallback={chosen.fallback} />
              <CheckoutForm planId={chosen.plan.id} currency={chosen.plan.currency} country={state.pricing.country} windows={windows} />
            </div>
          ) : null}
          {state.status === 'ready' && chosen?.plan === undefined ? <p className="checkout-notice" role="alert">{t('noPlans')}</p> : null}
        </div>
      </section>
    </>
  );
}
