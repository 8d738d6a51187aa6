import { useCallback } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useHttp, useUser } from '@meridian/shared/session';
import { LoadingRegion } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { LoadFailed } from '../../components/load-failed.tsx';
import { formatDate, formatMoney, formatUnit, vipRemaining } from '../../lib/format.ts';
import { useRemoteData } from '../../lib/use-remote-data.ts';
import { fetchPlanTerms, fetchSubscriptions, type PlanTerm, type Subscription } from './account-api.ts';

/** The VIP time left, in days (spec section 3 `vip.remain_time`, seconds). */
function vipText(t: TFunction, seconds: number, language: string): string {
  const remaining = vipRemaining(seconds);
  if (remaining.kind === 'none') return t('subscription.vipNone');
  if (remaining.kind === 'lessThanDay') return t('subscription.vipLessThanDay');
  return formatUnit(remaining.days, 'day', language);
}

/** A plan's term in words ("1 year", "6 months"), else its name, else its id. */
function planText(planId: number, term: PlanTerm | undefined, language: string): string {
  if (term?.months !== undefined && term.months > 0) {
    return term.months % 12 === 0 ? formatUnit(term.months / 12, 'year', language) : formatUnit(term.months, 'month', language);
  }
  return term?.name || `#${planId}`;
}

function SubscriptionDetails({ subscription, term }: { readonly subscription: Subscription; readonly term: PlanTerm | undefined }) {
  const { t, i18n } = useTranslation('myaccount');
  const { language } = i18n;
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t('subscription.plan'), planText(subscription.planId, term, language)],
    [t('subscription.status'), t(`subscription.statuses.${subscription.status}`, { defaultValue: subscription.status })],
    [t('subscription.provider'), subscription.provider.toUpperCase()],
    [t('subscription.price'), formatMoney(subscription.amount, subscription.currency, language)],
    [t(subscription.autoRenew ? 'subscription.renews' : 'subscription.ends'), formatDate(subscription.expiresAt, language)],
  ];
  return (
    <dl className="detail-list">
      {rows.map(([label, value]) => (
        <div className="detail-list__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** VIP time left and the account's subscriptions (plan, status, provider, price, renewal). */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation('myaccount');
  const http = useHttp();
  const { info } = useUser();
  const load = useCallback(
    () => Promise.all([fetchSubscriptions(http), fetchPlanTerms(http).catch(() => new Map<number, PlanTerm>())]),
    [http],
  );
  const { state, reload } = useRemoteData(load);

  return (
    <AccountCard id="subscription" title={t('sections.subscription')}>
      <dl className="detail-list detail-list--highlight">
        <div className="detail-list__row">
          <dt>{t('subscription.vip')}</dt>
          <dd>{vipText(t, info?.vip.remain_time ?? 0, i18n.language)}</dd>
        </div>
      </dl>
      <LoadingRegion loading={state.status === 'loading'}>
        {state.status === 'failed' ? <LoadFailed message={t('subscription.loadFailed')} retryLabel={t('retry')} onRetry={reload} /> : null}
        {state.status === 'ready' && state.data[0].length === 0 ? (
          <p className="account-card__empty">
            {t('subscription.empty')} <Link to="/pricing">{t('subscription.plans')}</Link>
          </p>
        ) : null}
        {state.status === 'ready'
          ? state.data[0].map((subscription) => (
              <SubscriptionDetails key={subscription.id} subscription={subscription} term={state.data[1].get(subscription.planId)} />
            ))
          : null}
      </LoadingRegion>
    </AccountCard>
  );
}
