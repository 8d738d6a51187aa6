import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession, useUser } from '@meridian/shared/session';
import { PageIntro } from '@meridian/shared/ui';
import { ClientOnly } from '../components/client-only.tsx';
import { FormPlaceholder } from '../components/form-placeholder.tsx';
import { AuthTabs, authModeOf } from '../features/auth/auth-tabs.tsx';
import { LoginForm } from '../features/auth/login-form.tsx';
import { SignedInPanel } from '../features/auth/signed-in-panel.tsx';
import { SignupForm } from '../features/auth/signup-form.tsx';
import { SetPasswordForm } from '../features/password/set-password-form.tsx';
import { emailFromState } from '../lib/navigation-state.ts';
import { REDIRECT_PARAM, safeRedirectTarget } from '../lib/redirect-target.ts';

/**
 * The browser part of /login: the log-in or sign-up form (`?mode=signup`), then the safe
 * `?redirect=` target. A sign-up whose account has no password is offered to set one first.
 */
function LoginScreen() {
  const { user } = useSession();
  const { token, info } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const mode = authModeOf(params);
  const target = safeRedirectTarget(params.get(REDIRECT_PARAM));
  // Only a visitor who arrives signed in sees the panel; one who just logged in is on the way out.
  const [arrivedSignedIn, setArrivedSignedIn] = useState(() => user.getSnapshot().token !== null);
  const [choosePassword, setChoosePassword] = useState(false);
  const finish = () => void navigate(target, { replace: true });

  if (arrivedSignedIn && token !== null) {
    return <SignedInPanel email={info?.name ?? ''} target={target} onLoggedOut={() => setArrivedSignedIn(false)} />;
  }
  if (choosePassword) {
    return (
      <div className="account-panel">
        <SetPasswordForm ns="login" onDone={finish} onSkip={finish} />
      </div>
    );
  }
  return (
    <div className="account-panel">
      <AuthTabs mode={mode} />
      {mode === 'signup' ? (
        <SignupForm onSignedIn={(session) => (session.isPasswordSet ? finish() : setChoosePassword(true))} />
      ) : (
        <LoginForm initialEmail={emailFromState(location.state)} onLoggedIn={finish} />
      )}
    </div>
  );
}

/** `/login`: log in with email, password and captcha, or sign up with an emailed code. */
export function LoginPage() {
  const { t } = useTranslation('login');
  return (
    <>
      <PageIntro ns="login" />
      <section className="section account-section">
        <div className="container container--narrow">
          <ClientOnly fallback={<FormPlaceholder label={t('form.loading')} noscript={t('form.noscript')} />}>
            <LoginScreen />
          </ClientOnly>
          <p className="account-section__aside">
            <Link to="/pricing">{t('noAccount')}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
