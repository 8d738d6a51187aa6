import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The plans could not be loaded: says so and links to the same address, which loads the page
 * again (a new request without JavaScript, the route's loader again with it).
 */
export function RetryNotice() {
  const { t } = useTranslation('pricing');
  const { pathname, search } = useLocation();
  return (
    <div className="checkout-notice checkout-notice--error" role="alert">
      <p>{t('loadError')}</p>
      <Link className="button button--ghost button--small" to={`${pathname}${search}`} replace>
        {t('retry')}
      </Link>
    </div>
  );
}
