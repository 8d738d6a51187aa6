import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '@meridian/shared/ui';
import type { StatusData } from './pay-state.ts';

/** Props of {@link StatusPanel}. */
export interface StatusPanelProps {
  readonly status: StatusData;
  /** The Windows app's flow: links back keep `platform=windows`. */
  readonly windows: boolean;
}

/** The checkout of the same plan (or the default one when unknown), keeping the Windows flow. */
function checkoutPath(planId: number | null, windows: boolean): string {
  return `/pricing/checkout${planId === null ? '' : `/${planId}`}${windows ? '?platform=windows' : ''}`;
}

/**
 * Under the state's heading: what to do next. "Check again" is a link to this same page, so it
 * works without JavaScript (a new request) and with it (the loader runs again).
 */
export function StatusPanel({ status, windows }: StatusPanelProps) {
  const { t } = useTranslation('paystatus');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const orderNo = status.orderNo ? <p className="status-panel__order">{t('orderNumber', { orderNo: status.orderNo })}</p> : null;
  switch (status.state) {
    case 'checking':
      return (
        <div className="status-panel status-panel--pending">
          <LoadingRegion loading className="status-panel__waiting" label={t('pending')}>
            <p className="status-panel__text">{t('pending')}</p>
          </LoadingRegion>
          {orderNo}
          <Link className="status-panel__refresh" to={here} replace>
            {t('refresh')}
          </Link>
        </div>
      );
    case 'declined':
    case 'abandoned':
      return (
        <div className="status-panel status-panel--failure">
          {orderNo}
          <div className="status-panel__actions">
            <Link className="button button--primary" to={checkoutPath(status.planId, windows)}>
              {t('backToCheckout')}
            </Link>
            <Link className="button button--ghost" to="/pricing">
              {t('otherPlans')}
            </Link>
          </div>
          <p className="status-panel__help">
            {t('chargedHelp')} <Link to="/contact-us">{t('support')}</Link>
          </p>
        </div>
      );
    case 'timeout':
    case 'error':
      return (
        <div className="status-panel status-panel--warn">
          {orderNo}
          <div className="status-panel__actions">
            <Link className="button button--primary" to={here} replace>
              {t('checkAgain')}
            </Link>
            <Link className="button button--ghost" to="/myaccount">
              {t('account')}
            </Link>
          </div>
        </div>
      );
    case 'login':
      return (
        <div className="status-panel status-panel--warn">
          <Link className="button button--primary" to={`/login?redirect=${encodeURIComponent(here)}`}>
            {t('login')}
          </Link>
        </div>
      );
    case 'missing':
      return (
        <div className="status-panel status-panel--warn">
          <Link className="button button--primary" to="/pricing">
            {t('plans')}
          </Link>
        </div>
      );
  }
}
