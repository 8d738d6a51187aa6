import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';

/** `/pricing`. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  return (
    <PageIntro ns="pricing">
      <p className="page-intro__meta">{t('guarantee')}</p>
      <Link className="button button--primary" to="/pricing/checkout">
        {t('choose')}
      </Link>
    </PageIntro>
  );
}

/** `/pricing/checkout/{id}` (id optional: the default plan). */
export function CheckoutPage() {
  const { t } = useTranslation('pricing');
  return (
    <PageIntro ns="pricing" prefix="checkout">
      <p className="page-intro__meta">{t('guarantee')}</p>
    </PageIntro>
  );
}

/** `/paystatus`. */
export function PayStatusPage() {
  const { t } = useTranslation('paystatus');
  return (
    <PageIntro ns="paystatus">
      <p className="page-intro__meta" role="status">
        {t('pending')}
      </p>
    </PageIntro>
  );
}

/** `/paysuc`. */
export function PaySuccessPage() {
  const { t } = useTranslation('paysuc');
  return (
    <PageIntro ns="paysuc">
      <Link className="button button--primary" to="/download">
        {t('download')}
      </Link>
    </PageIntro>
  );
}
