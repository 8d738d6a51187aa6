import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@meridian/shared/session';
import { useHydrated } from '../../lib/use-hydrated.ts';

const DAY_S = 86_400;

/** What the payment gave the account: VIP days left and the email to log in with. */
export function AccountNote({ confirmed }: { readonly confirmed: boolean }) {
  const { t } = useTranslation('paysuc');
  const { token, info } = useUser();
  const hydrated = useHydrated();
  // The server renders logged out; the stored session is only known after hydration.
  if (!hydrated) return null;
  if (token === null || info === null) {
    return (
      <p className="account-note">
        {t('loggedOut')} <Link to="/login">{t('login')}</Link>
      </p>
    );
  }
  const days = Math.floor(info.vip.remain_time / DAY_S);
  return (
    <div className="account-note" role="status">
      {confirmed && days > 0 ? <p>{t('vipDays', { days })}</p> : null}
      <p>{info.name ? t('loginWith', { email: info.name }) : t('setEmail')}</p>
      <Link className="button button--ghost" to="/myaccount">{t('account')}</Link>
    </div>
  );
}
