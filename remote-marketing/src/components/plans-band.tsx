import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHARED_LINKS } from '../features/links/page-links.ts';
import { CtaBand } from './cta-band.tsx';

/** The closing way to the plans of the servers pages: every location comes with every plan. */
export function PlansBand() {
  const { t } = useTranslation('vpn-server');
  return (
    <CtaBand title={t('plans.title')} text={t('plans.text')}>
      <Link className="button button--primary button--large" to={SHARED_LINKS.pricing}>
        {t('plans.cta')}
      </Link>
    </CtaBand>
  );
}
