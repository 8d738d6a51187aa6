import { useTranslation } from 'react-i18next';
import { useUser } from '@meridian/shared/session';
import { PageIntro } from '@meridian/shared/ui';
import { AccountCard } from '../components/account-card.tsx';
import { ClientOnly } from '../components/client-only.tsx';
import { FormPlaceholder } from '../components/form-placeholder.tsx';
import { ProfileCard } from '../features/account/profile-card.tsx';
import { SubscriptionCard } from '../features/account/subscription-card.tsx';
import { RequireLogin } from '../features/auth/require-login.tsx';
import { DevicesCard } from '../features/devices/devices-card.tsx';
import { IpBindingCard } from '../features/ip-binding/ip-binding-card.tsx';
import { ChangePasswordForm } from '../features/password/change-password-form.tsx';
import { SetPasswordForm } from '../features/password/set-password-form.tsx';
import { SupportCard } from '../features/support/support-card.tsx';

/**
 * The password section follows the user store: change it when set; without one, a prompt to
 * set it first thing (accounts made by code sign-up), or, for an account made at checkout
 * without an email (set_password answers 40014), a note pointing to support.
 */
function PasswordSection({ placement }: { readonly placement: 'prompt' | 'regular' }) {
  const { t } = useTranslation('myaccount');
  const { info } = useUser();
  if (info === null || info.user_id === '') return null;
  if (info.password_set) {
    return placement === 'regular' ? (
      <AccountCard id="password" title={t('sections.password')} wide>
        <ChangePasswordForm />
      </AccountCard>
    ) : null;
  }
  if (placement === 'regular') return null;
  return (
    <AccountCard id="password" title={t('setPassword.title')} notice wide>
      {info.name ? <SetPasswordForm ns="myaccount" titled={false} /> : <p className="account-card__intro">{t('password.anonymous')}</p>}
    </AccountCard>
  );
}

function AccountDashboard() {
  return (
    <div className="account-grid">
      <PasswordSection placement="prompt" />
      <ProfileCard />
      <SubscriptionCard />
      <DevicesCard />
      <IpBindingCard />
      <PasswordSection placement="regular" />
      <SupportCard />
    </div>
  );
}

/**
 * `/myaccount`: signed-in only. The server cannot know the session (tokens live in the
 * browser), so it renders a loading state; the browser then shows the dashboard or goes to
 * /login with `?redirect=` back here.
 */
export function MyAccountPage() {
  const { t } = useTranslation('myaccount');
  return (
    <>
      <PageIntro ns="myaccount" />
      <section className="section account-section">
        <div className="container">
          <ClientOnly fallback={<FormPlaceholder label={t('checking')} noscript={t('form.noscript')} />}>
            <RequireLogin>
              <AccountDashboard />
            </RequireLogin>
          </ClientOnly>
        </div>
      </section>
    </>
  );
}
