import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@meridian/shared/price-text';
import type { PricedPlan } from './priced-plan.ts';
import { useTermLabel } from '../../lib/term-label.ts';

/** Props of {@link PlanSwitcher}. */
export interface PlanSwitcherProps {
  readonly plans: readonly PricedPlan[];
  /** Id of the plan being bought. */
  readonly current: number;
  /** Query string kept on the links (invite data, platform), with its '?' or empty. */
  readonly search: string;
}

/**
 * The other plans, one link each to their checkout: the plan is changed on the page, with or
 * without JavaScript. The plan being bought is marked `aria-current`.
 */
export function PlanSwitcher({ plans, current, search }: PlanSwitcherProps) {
  const { t, i18n } = useTranslation('pricing');
  const term = useTermLabel();
  return (
    <nav className="plan-switch" aria-labelledby="plan-switch-title">
      <h2 id="plan-switch-title" className="plan-switch__title">
        {t('checkout.changePlan')}
      </h2>
      <ul className="plan-switch__list">
        {plans.map((plan) => (
          <li key={plan.id}>
            <Link
              className="plan-switch__option"
              to={`/pricing/checkout/${plan.id}${search}`}
              aria-current={plan.id === current ? 'true' : undefined}
              replace
              preventScrollReset
            >
              <span className="plan-switch__term">{term(plan.months)}</span>
              <span className="plan-switch__price">
                {t('perMonth', { price: formatPrice(plan.monthly, plan.currency, i18n.language) })}
              </span>
              {plan.discount !== null ? <span className="plan-switch__badge">{t('save', { percent: plan.discount })}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
