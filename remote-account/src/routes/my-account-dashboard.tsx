import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '../components/account-card.tsx';
import { FormNotice } from '../components/form-notice.tsx';
import type { Order, Profile } from '../features/account/account-api.ts';
import { ClaimCard } from '../features/account/claim-card.tsx';
import { OrdersCard } from '../features/account/orders-card.tsx';
import { ProfileCard } from '../features/account/profile-card.tsx';
import { SubscriptionCard, type SubscriptionData } from '../features/account/subscription-card.tsx';
import { DevicesCard } from '../features/devices/devices-card.tsx';
import type { Device } from '../features/devices/devices-api.ts';
import { IpBindingCard } from '../features/ip-binding/ip-binding-card.tsx';
import type { IpBindings } from '../features/ip-binding/ip-binding-api.ts';
import { ChangePasswordForm } from '../features/password/change-password-form.tsx';
import { PASSWORD_SECTION } from '../features/password/password-actions.ts';
import { SetPasswordForm } from '../features/password/set-password-form.tsx';
import { SupportCard } from '../features/support/support-card.tsx';
import { useDone } from '../lib/done-notice.ts';
import type { Loaded } from '../lib/loaded.ts';

/** The data of /myaccount's loader (my-account.tsx), which this dashboard shows: the profile (null when the API could not answer), deferred parts, and the time they were read. */
export interface MyAccountData {
  /** ms since epoch at loading, so server and browser count days alike. */
  readonly now: number;
  readonly profile: Profile | null;
  readonly subscription: Promise<Loaded<SubscriptionData>> | Loaded<SubscriptionData>;
  readonly orders: Promise<Loaded<Order[]>> | Loaded<Order[]>;
  readonly devices: Promise<Loaded<Device[]>> | Loaded<Device[]>;
  readonly ips: Promise<Loaded<IpBindings>> | Loaded<IpBindings>;
}

const PASSWORD_NOTICES: Readonly<Record<string, ParseKeys<'myaccount'>>> = {
  'password-set': 'setPassword.saved',
  'password-changed': 'password.changed',
};

/**
 * The password card: change it when set; without one, a prompt to set it (accounts made by
 * code sign-up). An account without an email has none: its claim card comes first.
 */
function PasswordCard({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation('myaccount');
  const done = useDone();
  const notice = done ? PASSWORD_NOTICES[done] : undefined;
  if (profile.email === null) return null;
  if (!profile.passwordSet) {
    return (
      <AccountCard id={PASSWORD_SECTION} title={t('setPassword.title')} notice wide>
        <SetPasswordForm ns="myaccount" titled={false} />
      </AccountCard>
    );
  }
  return (
    <AccountCard id={PASSWORD_SECTION} title={t('sections.password')} wide>
      {notice ? <FormNotice>{t(notice)}</FormNotice> : null}
      <ChangePasswordForm />
    </AccountCard>
  );
}

/** Props of {@link AccountDashboard}. */
export interface AccountDashboardProps {
  readonly data: MyAccountData & { readonly profile: Profile };
  /** Where the "add your email" form of an account made at checkout posts, and its intent. */
  readonly claimPath: string;
  readonly claimIntent: string;
}

/** The cards of /myaccount, the prompts that need the visitor first. */
export function AccountDashboard({ data, claimPath, claimIntent }: AccountDashboardProps) {
  const { t } = useTranslation('myaccount');
  const done = useDone();
  const { profile } = data;
  const prompt = profile.email === null || !profile.passwordSet;
  return (
    <div className="account-grid">
      {done === 'claimed' ? (
        <div className="account-grid__wide">
          <FormNotice>{t('claim.done')}</FormNotice>
        </div>
      ) : null}
      {profile.email === null ? <ClaimCard codeSignInPath={claimPath} requestIntent={claimIntent} /> : null}
      {prompt ? <PasswordCard profile={profile} /> : null}
      <ProfileCard profile={profile} />
      <SubscriptionCard profile={profile} data={data.subscription} now={data.now} />
      <OrdersCard orders={data.orders} />
      <DevicesCard devices={data.devices} />
      <IpBindingCard bindings={data.ips} />
      {prompt ? null : <PasswordCard profile={profile} />}
      <SupportCard email={profile.email ?? ''} />
    </div>
  );
}
