import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '@meridian/shared/ui';
import type { StatusState } from './use-purchase-status.ts';

/** Props of {@link StatusPanel}. */
export interface StatusPanelProps {
  readonly state: StatusState;
  readonly onRetry: () => void;
  /** Where "try again" leads: the checkout of the same plan when known. */
  readonly checkoutPath: string;
}

/** The payment's state: checking (with the spinner), success, failure, or what to do next. */
export function StatusPanel({ state, onRetry, checkoutPath }: StatusPanelProps) {
  const { t } = useTranslation('paystatus');
  switch (state.status) {
    case 'checking':
      return (
        <LoadingRegion loading className="status-panel status-panel--pending" label={t('pending')}>
          <p className="status-panel__text">{t('pending')}</p>
        </LoadingRegion>
      );
    case 'success':
      return (
        <div className="status-panel status-panel--success" role="status">
          <p className="status-panel__text">{t('success')}</p>
          <Link className="button button--primary" to="/paysuc">{t('continue')}</Link>
        </div>
      );
    case 'failure':
      return (
        <div className="status-panel status-panel--failure" role="alert">
          <p className="status-panel__text">{t('failure')}</p>
          <Link className="button button--primary" to={checkoutPath}>{t('tryAgain')}</Link>
        </div>
      );
    case 'timeout':
    case 'error':
      return (
        <div className="status-panel status-panel--warn" role="alert">
          <p className="status-panel__text">{t(state.status === 'timeout' ? 'timeout' : 'error')}</p>
          <div className="status-panel__actions">
            <button type="button" className="button button--primary" onClick={onRetry}>{t('checkAgain')}</button>
            <Link className="button button--ghost" to="/myaccount">{t('account')}</Link>
          </div>
        </div>
      );
    case 'login-required':
      return (
        <div className="status-panel status-panel--warn" role="alert">
          <p className="status-panel__text">{t('loginRequired')}</p>
          <Link className="button button--primary" to="/login">{t('login')}</Link>
        </div>
      );
    case 'missing':
      return (
        <div className="status-panel status-panel--warn" role="alert">
          <p className="status-panel__text">{t('missing')}</p>
          <Link className="button button--primary" to="/pricing">{t('plans')}</Link>
        </div>
      );
  }
}
