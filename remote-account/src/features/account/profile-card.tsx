import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, useUser } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';

/**
 * Email and user id from the user store, refreshed from web/profile when the card mounts, and
 * the logout button (`user.logout()`: revokes the token, then forgets it).
 */
export function ProfileCard() {
  const { t } = useTranslation('myaccount');
  const { user } = useSession();
  const { info } = useUser();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(true);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    let active = true;
    // A failed refresh keeps the stored details; a dead token is the HTTP client's to handle.
    user
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        if (active) setRefreshing(false);
      });
    return () => {
      active = false;
    };
  }, [user]);

  async function logOut() {
    setLeaving(true);
    await user.logout();
    toast.success(t('profile.loggedOut'));
  }

  return (
    <AccountCard id="profile" title={t('sections.profile')}>
      <LoadingRegion loading={refreshing}>
        <dl className="detail-list">
          <div className="detail-list__row">
            <dt>{t('profile.email')}</dt>
            <dd className="detail-list__value--break">{info?.name || t('profile.noEmail')}</dd>
          </div>
          <div className="detail-list__row">
            <dt>{t('profile.userId')}</dt>
            <dd>{info?.user_id || '—'}</dd>
          </div>
        </dl>
      </LoadingRegion>
      <button className="button button--ghost account-card__action" type="button" disabled={leaving} onClick={() => void logOut()}>
        {t('profile.logout')}
      </button>
    </AccountCard>
  );
}
