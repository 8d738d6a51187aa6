import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusHelpLater } from '@meridian/shared/ui';

/**
 * The localised "this part of the site is temporarily unavailable" page (docs/architecture.md,
 * "Module Federation rules"): served with status 503 when a remote cannot be loaded, inside the
 * normal navigation so the rest of the site stays reachable, with a search box and the most
 * useful pages (decision 040).
 */
export function UnavailablePage() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  return (
    <section className="status-screen" aria-labelledby="status-title">
      <div className="container container--narrow">
        <p className="status-screen__code" aria-hidden="true">
          503
        </p>
        <h1 id="status-title">{t('unavailable.h1')}</h1>
        <p className="page-intro__lead">{t('unavailable.intro')}</p>
        <div className="page-intro__actions">
          <Link className="button button--primary" to={`${pathname}${search}`} reloadDocument>
            {t('unavailable.retry')}
          </Link>
          <Link className="button button--ghost" to="/" reloadDocument>
            {t('unavailable.home')}
          </Link>
        </div>
        <StatusHelpLater reloadDocument />
      </div>
    </section>
  );
}
