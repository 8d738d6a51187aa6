import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money.ts';
import { useNumberLocale } from '../../lib/number-locale.ts';
import type { PricedPlan } from './priced-plan.ts';
import { useTermLabel } from './term-label.ts';

/** Props of {@link PlanSummary}. */
export interface PlanSummaryProps {
  readonly plan: PricedPlan;
  /** The URL named a plan that does not exist, so the default plan is shown instead. */
  readonly fallback: boolean;
}

/** The order summary of the checkout: term, price per month, what is charged today. */
export function PlanSummary({ plan, fallback }: PlanSummaryProps) {
  const { t } = useTranslation('pricing');
  const locale = useNumberLocale();
  const term = useTermLabel();
  const money = (value: PricedPlan['total']) => formatMoney(value, plan.currency, locale);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">{t('checkout.summary')}</h2>
      {fallback ? <p className="checkout-notice" role="status">{t('checkout.planFallback')}</p> : null}
      <dl className="order-summary__list">
        <div className="order-summary__row">
          <dt>{t('checkout.plan')}</dt>
          <dd>{term(plan.months)}</dd>
        </div>
        <div className="order-summary__row">
          <dt>{t('checkout.monthly')}</dt>
          <dd>{t('perMonth', { price: money(plan.monthly) })}</dd>
        </div>
        {plan.discount !== null ? (
          <div className="order-summary__row">
            <dt>{t('checkout.discount')}</dt>
            <dd>{t('save', { percent: plan.discount })}</dd>
          </div>
        ) : null}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(plan.total)}</dd>
        </div>
      </dl>
      {plan.trial !== null ? <p className="order-summary__note">{t('trial', { trial: money(plan.trial), price: money(plan.total) })}</p> : null}
      <p className="order-summary__note">{t('guarantee')}</p>
    </section>
  );
}
