import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AccountCard } from '../../components/account-card.tsx';
import { DeferredSection } from '../../components/deferred-section.tsx';
import { formatDate, formatMoney, timeLeft } from '../../lib/format.ts';
import type { Loaded } from '../../lib/loaded.ts';
import type { Profile, Subscription } from './account-api.ts';
import { termText } from './plan-words.ts';

/** What the subscription card shows besides the profile: the subscriptions, and plan id to term in months. */
export interface SubscriptionData {
  readonly subscriptions: readonly Subscription[];
  readonly terms: Readonly<Record<string, number>>;
}

const KNOWN_STATUSES = ['active', 'canceled', 'expired', 'pending'] as const;
const isKnownStatus = (status: string): status is (typeof KNOWN_STATUSES)[number] => (KNOWN_STATUSES as readonly string[]).includes(status);

/** "23 days left", "less than a day left", or null for a moment past. */
function leftText(t: TFunction<'myaccount'>, until: number, now: number): string | null {
  const left = timeLeft(until, now);
  if (left.kind === 'none') return null;
  return left.kind === 'lessThanDay' ? t('subscription.lessThanDay') : t('subscription.daysLeft', { count: left.days });
}

function SubscriptionDetails({
  subscription,
  months,
  now,
}: {
  readonly subscription: Subscription;
  readonly months: number | undefined;
  readonly now: number;
}) {
  const { t, i18n } = useTranslation('myaccount');
  const { language } = i18n;
  const future = subscription.expiresAt > now;
  const dateLabel = !future
    ? 'subscription.ended'
    : subscription.autoRenew && subscription.status === 'active'
      ? 'subscription.renews'
      : 'subscription.ends';
  const left = future ? leftText(t, subscription.expiresAt, now) : null;
  const rows: ReadonlyArray<readonly [string, string, string | null]> = [
    [t('subscription.plan'), termText(t, months) ?? t('subscription.planUnknown'), null],
    [
      t('subscription.status'),
      isKnownStatus(subscription.status) ? t(`subscription.statuses.${subscription.status}`) : subscription.status,
      null,
    ],
    [t('subscription.price'), formatMoney(subscription.amount, subscription.currency, language), null],
    [t(dateLabel), formatDate(subscription.expiresAt, language), left],
  ];
  return (
    <dl className="detail-list">
      {rows.map(([label, value, extra]) => (
        <div className="detail-list__row" key={label}>
          <dt>{label}</dt>
          <dd>
            {value}
            {extra ? <span className="detail-list__extra">{extra}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The visitor's access in a sentence from the profile (critical data: until when, days left,
 * or that there is none, with the plans), then each subscription (deferred): plan, status,
 * price and the renewal or end date. No provider codes.
 */
export function SubscriptionCard({
  profile,
  data,
  now,
}: {
  readonly profile: Profile;
  readonly data: Promise<Loaded<SubscriptionData>> | Loaded<SubscriptionData>;
  readonly now: number;
}) {
  const { t, i18n } = useTranslation('myaccount');
  const active = profile.accessUntil !== null && profile.accessUntil > now;
  return (
    <AccountCard id="subscription" title={t('sections.subscription')}>
      {active && profile.accessUntil !== null ? (
        <p className="access-summary access-summary--active">
          {t('subscription.accessUntil', { date: formatDate(profile.accessUntil, i18n.language) })}
          <span className="access-summary__left">{leftText(t, profile.accessUntil, now)}</span>
        </p>
      ) : (
        <p className="access-summary">
          {t('subscription.noAccess')} <Link to="/pricing">{t('subscription.plans')}</Link>
        </p>
      )}
      <DeferredSection
        data={data}
        loadingLabel={t('subscription.loading')}
        failedMessage={t('subscription.loadFailed')}
        retryLabel={t('retry')}
      >
        {(loaded) =>
          loaded.subscriptions.map((subscription) => (
            <SubscriptionDetails
              key={subscription.id}
              subscription={subscription}
              months={loaded.terms[String(subscription.planId)]}
              now={now}
            />
          ))
        }
      </DeferredSection>
    </AccountCard>
  );
}
