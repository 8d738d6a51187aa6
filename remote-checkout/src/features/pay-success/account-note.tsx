import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from './load-success.ts';

/** Props of {@link AccountNote}. */
export interface AccountNoteProps {
  /** Null when the visitor is signed out. */
  readonly account: AccountSummary | null;
  /** The purchase was just moved into this account by a sign-in code. */
  readonly claimed: boolean;
}

/** What the purchase gave the account: VIP days left, the email to sign in with, and the way to My account. */
export function AccountNote({ account, claimed }: AccountNoteProps) {
  const { t } = useTranslation('paysuc');
  if (account === null) {
    return (
      <p className="account-note">
        {t('loggedOut')} <Link to="/login">{t('login')}</Link>
      </p>
    );
  }
  return (
    <div className="account-note">
      {claimed && account.email ? (
        <p className="checkout-notice" role="status">
          {t('claimed', { email: account.email })}
        </p>
      ) : null}
      {account.daysLeft > 0 ? <p className="account-note__days">{t('daysLeft', { count: account.daysLeft })}</p> : null}
      {account.email ? <p>{t('loginWith', { email: account.email })}</p> : null}
      <Link className="button button--ghost" to="/myaccount">
        {t('account')}
      </Link>
    </div>
  );
}
