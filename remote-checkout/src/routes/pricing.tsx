/** `/pricing`: the plans in the visitor's currency, loaded in the browser; H1 and intro are server-rendered. */
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { PricingView } from '../features/pricing/pricing-view.tsx';
import { usePricing } from '../features/pricing/use-pricing.ts';

/** The price list page. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const { search } = useLocation();
  const { state, retry } = usePricing('pricing');
  return (
    <>
      <PageIntro ns="pricing">
        <p className="page-intro__meta">{t('guarantee')}</p>
        <Link className="button button--ghost" to={`/pricing/checkout${search}`}>
          {t('choose')}
        </Link>
      </PageIntro>
      <section className="section checkout-section" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title" className="section__title">{t('plansTitle')}</h2>
          <PricingView state={state} onRetry={retry} search={search} />
        </div>
      </section>
    </>
  );
}
