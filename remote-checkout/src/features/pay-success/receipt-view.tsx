import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../lib/dates.ts';
import { formatPrice } from '@meridian/shared/price-text';
import { useTermLabel } from '../../lib/term-label.ts';
import type { Receipt } from './load-success.ts';

/** The receipt of the order: number, plan, amount and currency, paid-until day, payment method and where the receipt went. */
export function ReceiptView({ receipt }: { readonly receipt: Receipt }) {
  const { t, i18n } = useTranslation('paysuc');
  const formatDay = useFormatDay();
  const term = useTermLabel('paysuc');
  const rows: (readonly [string, string, boolean?])[] = [
    [t('receipt.orderNumber'), receipt.orderNo, true],
    ...(receipt.months !== null ? [[t('receipt.plan'), term(receipt.months)] as const] : []),
    ...(receipt.amount !== '' && receipt.currency !== ''
      ? [[t('receipt.amount'), formatPrice(receipt.amount, receipt.currency, i18n.language)] as const]
      : []),
    ...(receipt.currency !== '' ? [[t('receipt.currency'), receipt.currency, true] as const] : []),
    ...(receipt.periodEnd !== null ? [[t('receipt.paidUntil'), formatDay(receipt.periodEnd)] as const] : []),
    [t('receipt.method'), receipt.method === null ? t('methods.other') : t(`methods.${receipt.method}`)],
    ...(receipt.email !== null ? [[t('receipt.email'), receipt.email, true] as const] : []),
  ];
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title" className="receipt__title">
        {t('receipt.title')}
      </h2>
      <dl className="receipt__list">
        {rows.map(([label, value, latin]) => (
          <div key={label} className="receipt__row">
            <dt>{label}</dt>
            <dd dir={latin ? 'ltr' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
