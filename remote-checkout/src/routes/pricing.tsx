/**
 * `/pricing`: the plans in the visitor's currency, in the server's HTML. The loader takes the
 * visitor's country from the page context (the host asks geo_info with the visitor's address),
 * then the plans in that country's currency and the price localisation (rules checkout.currency
 * and checkout.price-localisation). Nothing else of the visitor is in the page, so the host keeps
 * it per country (decision 012).
 */
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlanComparison } from '../features/pricing/plan-comparison.tsx';
import { PricingFaq } from '../features/pricing/pricing-faq.tsx';
import { pageOf } from '@meridian/shared/route-module';
import { PageIntro } from '@meridian/shared/ui';
import { ProofStrip } from '@meridian/shared/proof-strip';
import type { Pricing } from '../features/pricing/load-pricing.ts';
import { defaultPlan } from '../features/pricing/plan-choice.ts';
import { PricingView } from '../features/pricing/pricing-view.tsx';
import { PricingTrust } from '../components/trust-marks.tsx';

/** Loader data of `/pricing`: the price list, null when the plans could not be loaded. */
export interface PricingData {
  readonly pricing: Pricing | null;
}

/**
 * Loads the price list; never throws (a failure shows a notice with a way to try again). The
 * loading code (plans API, big.js) is its own chunk: a first visit hydrates with the server's data
 * and never runs the loader in the browser (first-load budget, decision 015).
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<PricingData> {
  const { loadPricingOrNull } = await import('../features/pricing/load-pricing.ts');
  return { pricing: await loadPricingOrNull(pageOf(context), 'pricing') };
}

/** The price list page. */
export function Component() {
  const { t } = useTranslation('pricing');
  const { search } = useLocation();
  const { pricing } = useLoaderData<PricingData>();
  // The hero's button buys the plan the list marks as the best value (decision 028: it chose nothing before).
  const best = pricing === null ? undefined : defaultPlan(pricing.plans);
  return (
    <>
      <PageIntro ns="pricing">
        <p className="page-intro__meta">{t('guarantee')}</p>
        <Link className="button button--ghost" to={best === undefined ? '#plans-title' : `/pricing/checkout/${best.id}${search}`}>
          {t('bestPlan')}
        </Link>
        <ProofStrip />
      </PageIntro>
      <section className="section checkout-section" aria-labelledby="plans-title">
        <div className="container">
          <h2 id="plans-title" className="section__title">
            {t('plansTitle')}
          </h2>
          <PricingView pricing={pricing} search={search} />
          <PricingTrust />
        </div>
      </section>
      {pricing !== null && pricing.plans.length > 0 ? <PlanComparison plans={pricing.plans} /> : null}
      <PricingFaq />
    </>
  );
}
