import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@meridian/shared/price-text';
import { useTermLabel } from '../../lib/term-label.ts';
import type { PricedPlan } from './priced-plan.ts';

/** What every plan includes, as keys of `pricing:compare` (the plans differ in term and price only). */
const INCLUDED = ['apps', 'devices', 'regions', 'noLogs'] as const;

/** Props of {@link PlanComparison}. */
export interface PlanComparisonProps {
  readonly plans: readonly PricedPlan[];
}

/**
 * The plans side by side in one table: price per month, what is billed today (the trial price when
 * the plan has one), what it renews at, the saving, and what each plan includes. The table scrolls
 * inside its own box on a narrow screen, never the page.
 */
export function PlanComparison({ plans }: PlanComparisonProps) {
  const { t, i18n } = useTranslation('pricing');
  const term = useTermLabel();
  const money = (plan: PricedPlan, value: string) => formatPrice(value, plan.currency, i18n.language);
  const included = (
    <>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{t('compare.included')}</span>
    </>
  );
  const row = (label: string, cell: (plan: PricedPlan) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {plans.map((plan) => (
        <td key={plan.id}>{cell(plan)}</td>
      ))}
    </tr>
  );
  return (
    <section className="section plan-comparison" aria-labelledby="compare-title">
      <div className="container">
        <h2 id="compare-title" className="section__title">
          {t('compare.title')}
        </h2>
        <p id="compare-intro" className="plan-comparison__intro">
          {t('compare.caption')}
        </p>
        <div className="plan-comparison__scroll" role="region" aria-labelledby="compare-title" tabIndex={0}>
          <table className="plan-comparison__table" aria-describedby="compare-intro">
            <thead>
              <tr>
                <th scope="col">{t('compare.feature')}</th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col">
                    {term(plan.months)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {row(t('compare.monthly'), (plan) => t('perMonth', { price: money(plan, plan.monthly) }))}
              {row(t('compare.today'), (plan) => money(plan, plan.trial ?? plan.total))}
              {row(t('compare.renewal'), (plan) => t('checkout.renewalValue', { count: plan.months, price: money(plan, plan.total) }))}
              {row(t('compare.saving'), (plan) => (plan.discount === null ? t('compare.none') : t('save', { percent: plan.discount })))}
              {[...INCLUDED.map((key) => t(`compare.${key}`)), t('guarantee')].map((label) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {plans.map((plan) => (
                    <td key={plan.id}>{included}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
