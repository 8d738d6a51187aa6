import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@meridian/shared/ui';
import { ClientOnly } from '../components/client-only.tsx';
import { FormPlaceholder } from '../components/form-placeholder.tsx';
import { ForgetPasswordForm } from '../features/password/forget-password-form.tsx';
import { emailFromState } from '../lib/navigation-state.ts';

function ForgetPasswordScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="account-panel">
      <ForgetPasswordForm initialEmail={emailFromState(location.state)} onSent={(email) => void navigate('/resetpassword', { state: { email } })} />
    </div>
  );
}

/** `/forgetpassword`: emails a reset code, then continues to /resetpassword with the address. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('forgetpassword');
  return (
    <>
      <PageIntro ns="forgetpassword" />
      <section className="section account-section">
        <div className="container container--narrow">
          <ClientOnly fallback={<FormPlaceholder label={t('form.loading')} noscript={t('form.noscript')} />}>
            <ForgetPasswordScreen />
          </ClientOnly>
          <p className="account-section__aside">
            <Link to="/resetpassword">{t('haveCode')}</Link>
            <Link to="/login">{t('back')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
