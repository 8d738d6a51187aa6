import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';

/** `/login`. */
export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <PageIntro ns="login">
      <Link className="button button--ghost" to="/forgetpassword">
        {t('forgot')}
      </Link>
      <Link className="button button--primary" to="/pricing">
        {t('noAccount')}
      </Link>
    </PageIntro>
  );
}

/** `/forgetpassword`. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('forgetpassword');
  return (
    <PageIntro ns="forgetpassword">
      <Link className="button button--ghost" to="/login">
        {t('back')}
      </Link>
    </PageIntro>
  );
}

/** `/resetpassword`. */
export function ResetPasswordPage() {
  const { t } = useTranslation('resetpassword');
  return (
    <PageIntro ns="resetpassword">
      <p className="page-intro__meta">{t('rules')}</p>
    </PageIntro>
  );
}

const SECTIONS = ['profile', 'subscription', 'devices', 'ipBinding', 'support'] as const;

/** `/myaccount`. */
export function MyAccountPage() {
  const { t } = useTranslation('myaccount');
  return (
    <>
      <PageIntro ns="myaccount">
        <p className="page-intro__meta">{t('loginRequired')}</p>
      </PageIntro>
      <section className="section">
        <div className="container">
          <ul className="card-grid">
            {SECTIONS.map((section) => (
              <li key={section} className="card">
                <h2 className="card__title">{t(`sections.${section}`)}</h2>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
