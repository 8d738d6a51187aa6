import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '../../components/account-card.tsx';
import { EmailText } from '../../components/email-text.tsx';
import { INTENT_FIELD, LOGOUT_INTENT } from '../../lib/use-form-result.ts';
import type { Profile } from './account-api.ts';
import { CLAIM_SECTION } from './claim-card.tsx';

/** Email and account id from the loader's profile, and the log-out form. */
export function ProfileCard({ profile }: { readonly profile: Profile }) {
  const { t } = useTranslation('myaccount');
  return (
    <AccountCard id="profile" title={t('sections.profile')}>
      <dl className="detail-list">
        <div className="detail-list__row">
          <dt>{t('profile.email')}</dt>
          <dd>{profile.email ? <EmailText email={profile.email} /> : <a href={`#${CLAIM_SECTION}`}>{t('profile.noEmail')}</a>}</dd>
        </div>
        <div className="detail-list__row">
          <dt>{t('profile.userId')}</dt>
          <dd>{profile.userId}</dd>
        </div>
      </dl>
      <Form method="post" action=".">
        <input type="hidden" name={INTENT_FIELD} value={LOGOUT_INTENT} />
        <button className="button button--ghost account-card__action" type="submit">
          {t('profile.logout')}
        </button>
      </Form>
    </AccountCard>
  );
}
