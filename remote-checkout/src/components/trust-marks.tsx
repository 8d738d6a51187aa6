/**
 * What reassures a buyer next to a price or the pay button (decision 040): the 30-day guarantee as a
 * seal, and the ways to pay as words with generic drawn marks (a card, a wallet, a phone, a bank, a
 * coin; never a payment brand's logo). All decoration is hidden from assistive technology: the
 * words carry the meaning.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type MethodId } from '../lib/payment-methods.ts';

/** A generic 24 x 24 line drawing per method. */
const DRAWINGS: Readonly<Record<MethodId, ReactNode>> = {
  card: <path d="M3 6h18v12H3zM3 10h18M6 15h4" />,
  paypal: <path d="M4 7h14a2 2 0 0 1 2 2v9H6a2 2 0 0 1-2-2zM4 7l11-3v3M16 12h4v3h-4z" />,
  'apple-pay': <path d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" />,
  'google-pay': <path d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2" />,
  local: <path d="M12 3l9 4H3zM5 9v8M10 9v8M14 9v8M19 9v8M3 20h18" />,
  crypto: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 8h3a2 2 0 0 1 0 4h-3zm0 4h3.5a2 2 0 0 1 0 4H10zM11 6v2M11 16v2" />,
};

/** The generic drawing of payment method `id`, 20 px, decoration (the method's name is text beside it). */
export function MethodMark({ id }: { readonly id: MethodId }) {
  return (
    <svg className="method-mark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {DRAWINGS[id]}
      </g>
    </svg>
  );
}

/** The guarantee as a seal: the drawing, `pricing:guarantee` and what it means in one sentence. */
export function GuaranteeSeal({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation('pricing');
  return (
    <div className={compact ? 'guarantee-seal guarantee-seal--compact' : 'guarantee-seal'}>
      <svg className="guarantee-seal__mark" width="56" height="56" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M32 2l6 5 8-1 3 7 7 3-1 8 5 6-5 6 1 8-7 3-3 7-8-1-6 5-6-5-8 1-3-7-7-3 1-8-5-6 5-6-1-8 7-3 3-7 8 1z" fill="currentColor" />
        <circle cx="32" cy="32" r="19" fill="none" stroke="#ffffff" strokeWidth="2" />
        <path d="M23 33l6 6 12-13" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p className="guarantee-seal__text">
        <strong>{t('guarantee')}</strong>
        <span>{t('trust.sealText')}</span>
      </p>
    </div>
  );
}

/** The ways to pay as words with generic marks; `methods` defaults to every method of the table. */
export function PaymentWords({ methods = PAYMENT_METHODS.map((method) => method.id) }: { readonly methods?: readonly MethodId[] }) {
  const { t } = useTranslation('pricing');
  return (
    <div className="payment-words">
      <p className="payment-words__title">{t('trust.methods')}</p>
      <ul className="payment-words__list">
        {methods.map((id) => (
          <li key={id} className="payment-words__item">
            <MethodMark id={id} />
            {t(`checkout.methods.${id}.name`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The pricing page's trust band below the plans: the seal and the ways to pay. */
export function PricingTrust() {
  return (
    <div className="pricing-trust">
      <GuaranteeSeal />
      <PaymentWords />
    </div>
  );
}
