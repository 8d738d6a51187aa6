import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@meridian/shared/price-text';
import type { PricedPlan } from './priced-plan.ts';
import { useTermLabel } from '../../lib/term-label.ts';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  readonly plan: PricedPlan;
  readonly best: boolean;
  /** Query string kept on the checkout link (invite data, platform), with its '?' or empty. */
  readonly search: string;
}

/** One plan of the price list: term, discount, monthly price, what is billed, trial, and the checkout link. */
export function PlanCard({ plan, best, search }: PlanCardProps) {
  const { t, i18n } = useTranslation('pricing');
  const term = useTermLabel();
  const money = (value: string) => formatPrice(value, plan.currency, i18n.language);
  const titleId = `plan-${plan.id}-title`;
  return (
    <li className={best ? 'plan-card plan-card--best' : 'plan-card'}>
      <article aria-labelledby={titleId} className="plan-card__body">
        <div className="plan-card__head">
          <h3 id={titleId} className="plan-card__title">
            {term(plan.months)}
          </h3>
          {plan.discount !== null ? <p className="plan-card__badge">{t('save', { percent: plan.discount })}</p> : null}
        </div>
        {best ? <p className="plan-card__flag">{t('mostPopular')}</p> : null}
        <p className="plan-card__price">{t('perMonth', { price: money(plan.monthly) })}</p>
        {plan.discount !== null ? (
          <p className="plan-card__was">
            <span className="visually-hidden">{t('regularPrice')} </span>
            <del>{t('perMonth', { price: money(plan.listMonthly) })}</del>
          </p>
        ) : null}
        <p className="plan-card__billed">{t('billed', { count: plan.months, total: money(plan.total) })}</p>
        {plan.trial !== null ? (
          <p className="plan-card__trial">{t('trial', { count: plan.months, trial: money(plan.trial), price: money(plan.total) })}</p>
        ) : null}
        <Link className="button button--primary plan-card__cta" to={`/pricing/checkout/${plan.id}${search}`} aria-describedby={titleId}>
          {t('choose')}
        </Link>
      </article>
    </li>
  );
}
