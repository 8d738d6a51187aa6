import { useTranslation } from 'react-i18next';
import type { Pricing } from './load-pricing.ts';
import { PlanCard } from './plan-card.tsx';
import { defaultPlan } from './plan-choice.ts';
import { RetryNotice } from './retry-notice.tsx';

/** Props of {@link PricingView}. */
export interface PricingViewProps {
  /** The loader's price list; null when the plans could not be loaded. */
  readonly pricing: Pricing | null;
  /** Query string to keep on checkout links (invite data, platform), with its '?' or empty. */
  readonly search: string;
}

/** The price list in the visitor's currency, or why it is missing with a way to try again. */
export function PricingView({ pricing, search }: PricingViewProps) {
  const { t } = useTranslation('pricing');
  if (pricing === null) return <RetryNotice />;
  if (pricing.plans.length === 0)
    return (
      <p className="checkout-notice" role="status">
        {t('noPlans')}
      </p>
    );
  const best = defaultPlan(pricing.plans);
  return (
    <>
      <ul className="plan-grid">
        {pricing.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} best={plan.id === best?.id && plan.discount !== null} search={search} />
        ))}
      </ul>
      <p className="checkout-fineprint">{t('pricesIn', { currency: `${pricing.currency} (${pricing.symbol})` })}</p>
    </>
  );
}
