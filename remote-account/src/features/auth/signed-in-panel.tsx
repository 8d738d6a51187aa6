import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@meridian/shared/session';
import { useToast } from '@meridian/shared/ui';

/** Props of {@link SignedInPanel}. */
export interface SignedInPanelProps {
  /** The account's email, '' for an account made at checkout. */
  readonly email: string;
  /** Where "continue" goes (the safe redirect target). */
  readonly target: string;
  /** Called after logging out, so the page can show the login form. */
  readonly onLoggedOut: () => void;
}

/** What /login shows a visitor who is already signed in: who they are, continue, or log out. */
export function SignedInPanel({ email, target, onLoggedOut }: SignedInPanelProps) {
  const { t } = useTranslation('login');
  const { user } = useSession();
  const toast = useToast();
  const [leaving, setLeaving] = useState(false);

  async function logOut() {
    setLeaving(true);
    await user.logout();
    toast.success(t('signedIn.loggedOut'));
    onLoggedOut();
  }

  return (
    <div className="account-panel account-panel--signed-in">
      <p className="account-panel__text">{email ? t('signedIn.text', { email }) : t('signedIn.anonymous')}</p>
      <div className="account-form__actions">
        <Link className="button button--primary" to={target}>
          {t('signedIn.continue')}
        </Link>
        <button className="button button--ghost" type="button" disabled={leaving} onClick={() => void logOut()}>
          {t('signedIn.logout')}
        </button>
      </div>
    </div>
  );
}
