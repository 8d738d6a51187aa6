import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '@meridian/shared/ui';
import { CURRENCY_SYMBOLS } from '../../lib/currency.ts';
import { PlanCard } from './plan-card.tsx';
import { defaultPlan } from './priced-plan.ts';
import type { PricingState } from './use-pricing.ts';

/** Props of {@link PricingView}. */
export interface PricingViewProps {
  readonly state: PricingState;
  readonly onRetry: () => void;
  /** Query string to keep on checkout links. */
  readonly search: string;
}

/** The price list: placeholders while loading (also the server render), an error with retry, or the plan cards. */
export function PricingView({ state, onRetry, search }: PricingViewProps) {
  const { t } = useTranslation('pricing');
  if (state.status === 'error') {
    return (
      <div className="checkout-notice checkout-notice--error" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <LoadingRegion loading className="plan-grid plan-grid--placeholder">
        {[0, 1, 2].map((slot) => (
          <div key={slot} className="plan-card plan-card--placeholder" aria-hidden="true" />
        ))}
      </LoadingRegion>
    );
  }
  const { pricing } = state;
  const best = defaultPlan(pricing.plans);
  return (
    <>
      <ul className="plan-grid">
        {pricing.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} best={plan.id === best?.id && plan.discount !== null} search={search} />
        ))}
      </ul>
      <p className="checkout-fineprint">{t('pricesIn', { currency: `${pricing.currency} (${CURRENCY_SYMBOLS[pricing.currency]})` })}</p>
    </>
  );
}
