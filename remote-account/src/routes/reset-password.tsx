import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { ClientOnly } from '../components/client-only.tsx';
import { FormPlaceholder } from '../components/form-placeholder.tsx';
import { ResetPasswordForm } from '../features/password/reset-password-form.tsx';
import { emailFromState } from '../lib/navigation-state.ts';

function ResetPasswordScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="account-panel">
      <ResetPasswordForm
        initialEmail={emailFromState(location.state)}
        onReset={(email) => void navigate('/login', { replace: true, state: { email } })}
      />
    </div>
  );
}

/** `/resetpassword`: code from the email plus a new password, then back to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation('resetpassword');
  return (
    <>
      <PageIntro ns="resetpassword" />
      <section className="section account-section">
        <div className="container container--narrow">
          <ClientOnly fallback={<FormPlaceholder label={t('form.loading')} noscript={t('form.noscript')} />}>
            <ResetPasswordScreen />
          </ClientOnly>
          <p className="account-section__aside">
            <Link to="/forgetpassword">{t('requestCode')}</Link>
            <Link to="/login">{t('back')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
