import { useTranslation } from 'react-i18next';
import { AccountCard } from '../../components/account-card.tsx';
import { DeferredSection } from '../../components/deferred-section.tsx';
import { formatDate, formatMoney } from '../../lib/format.ts';
import type { Loaded } from '../../lib/loaded.ts';
import type { Order } from './account-api.ts';
import { methodText, termText } from './plan-words.ts';

const KNOWN_STATES = ['approved', 'pending', 'declined', 'abandoned'] as const;
const isKnownState = (state: string): state is (typeof KNOWN_STATES)[number] => (KNOWN_STATES as readonly string[]).includes(state);

function Receipt({ order }: { readonly order: Order }) {
  const { t, i18n } = useTranslation('myaccount');
  const { language } = i18n;
  const state = isKnownState(order.state) ? order.state : null;
  const rows: ReadonlyArray<readonly [string, string]> = [
    [t('orders.date'), formatDate(order.createdAt, language, 'medium')],
    [t('orders.plan'), termText(t, order.termMonths) ?? t('subscription.planUnknown')],
    [t('orders.amount'), formatMoney(order.amount, order.currency, language)],
    ...(order.periodEnd !== null ? [[t('orders.paidUntil'), formatDate(order.periodEnd, language, 'medium')] as const] : []),
    ...(order.methodLabel ? [[t('orders.method'), methodText(t, order.methodLabel)] as const] : []),
  ];
  return (
    <li className="receipt">
      <div className="receipt__head">
        <h3 className="receipt__title">{t('orders.order', { number: order.orderNo })}</h3>
        <span className={`receipt__state receipt__state--${state ?? 'other'}`}>{state ? t(`orders.states.${state}`) : order.state}</span>
      </div>
      <dl className="detail-list">
        {rows.map(([label, value]) => (
          <div className="detail-list__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The account's orders as receipts (deferred data): number, date, plan, amount, paid-until date and payment method. */
export function OrdersCard({ orders }: { readonly orders: Promise<Loaded<Order[]>> | Loaded<Order[]> }) {
  const { t } = useTranslation('myaccount');
  return (
    <AccountCard id="orders" title={t('sections.orders')} wide>
      <DeferredSection data={orders} loadingLabel={t('orders.loading')} failedMessage={t('orders.loadFailed')} retryLabel={t('retry')}>
        {(loaded) =>
          loaded.length === 0 ? (
            <p className="account-card__empty">{t('orders.empty')}</p>
          ) : (
            <ul className="receipt-list">
              {loaded.map((order) => (
                <Receipt key={order.orderNo} order={order} />
              ))}
            </ul>
          )
        }
      </DeferredSection>
    </AccountCard>
  );
}
