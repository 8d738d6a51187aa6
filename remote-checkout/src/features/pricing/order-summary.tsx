import { useTranslation } from 'react-i18next';
import { formatPrice } from '@meridian/shared/price-text';
import type { PricedPlan } from './priced-plan.ts';
import { useTermLabel } from '../../lib/term-label.ts';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  readonly plan: PricedPlan;
  /** The buyer pays the plan's trial price today (a first purchase). */
  readonly trialEligible: boolean;
}

/** What the buyer gets and pays: plan, billing period, monthly price, discount, due today and the renewal price. */
export function OrderSummary({ plan, trialEligible }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('pricing');
  const term = useTermLabel();
  const money = (value: string) => formatPrice(value, plan.currency, i18n.language);
  const trial = trialEligible ? plan.trial : null;
  const rows: readonly (readonly [string, string])[] = [
    [t('checkout.plan'), term(plan.months)],
    [t('checkout.period'), t('checkout.periodValue', { count: plan.months })],
    [t('checkout.monthly'), t('perMonth', { price: money(plan.monthly) })],
    ...(plan.discount !== null ? [[t('checkout.discount'), t('save', { percent: plan.discount })] as const] : []),
  ];
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="order-summary__title">
        {t('checkout.summary')}
      </h2>
      <dl className="order-summary__list">
        {rows.map(([label, value]) => (
          <div key={label} className="order-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="order-summary__row order-summary__row--total">
          <dt>{t('checkout.dueToday')}</dt>
          <dd>{money(trial ?? plan.total)}</dd>
        </div>
        <div className="order-summary__row">
          <dt>{t('checkout.renewal')}</dt>
          <dd>{t('checkout.renewalValue', { count: plan.months, price: money(plan.total) })}</dd>
        </div>
      </dl>
      {trial !== null ? <p className="order-summary__note">{t('checkout.trialNote')}</p> : null}
      <p className="order-summary__note">{t('checkout.renewalNote')}</p>
      <p className="order-summary__note">{t('guarantee')}</p>
    </section>
  );
}
