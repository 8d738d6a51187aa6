import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INTENT_FIELD, LOGOUT_INTENT } from '../../lib/use-form-result.ts';

/** Props of {@link SignedInPanel}. */
export interface SignedInPanelProps {
  /** The account's email. */
  readonly email: string;
  /** Where "continue" goes (the safe redirect target). */
  readonly target: string;
}

/** What /login shows a visitor who is already signed in: who they are, continue, or log out (a form). */
export function SignedInPanel({ email, target }: SignedInPanelProps) {
  const { t } = useTranslation('login');
  return (
    <div className="account-panel__signed-in">
      <p className="account-panel__text text--email">{email ? t('signedIn.text', { email }) : t('signedIn.anonymous')}</p>
      <Form method="post" className="account-form__actions">
        <input type="hidden" name={INTENT_FIELD} value={LOGOUT_INTENT} />
        <Link className="button button--primary" to={target}>
          {t('signedIn.continue')}
        </Link>
        <button className="button button--ghost" type="submit">
          {t('signedIn.logout')}
        </button>
      </Form>
    </div>
  );
}
