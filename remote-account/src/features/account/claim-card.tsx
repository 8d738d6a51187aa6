import { useId } from 'react';
import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { INTENT_FIELD } from '../../lib/use-form-result.ts';

/** The card's element id (the profile's "no email" links to it). */
export const CLAIM_SECTION = 'add-email';

/**
 * For an account made at checkout without an email: the way to keep the purchase. The form
 * starts the emailed-code sign-in of /login (posting `requestIntent` to `codeSignInPath`),
 * which, called with this session,
 * moves the purchase into the email's account (api/README.md "Claiming a purchase") and
 * comes back here.
 */
export function ClaimCard({ codeSignInPath, requestIntent }: { readonly codeSignInPath: string; readonly requestIntent: string }) {
  const { t } = useTranslation('myaccount');
  const id = useId();
  return (
    <AccountCard id={CLAIM_SECTION} title={t('claim.title')} notice wide>
      <p className="account-card__intro">{t('claim.intro')}</p>
      <Form method="post" action={codeSignInPath} className="account-form" noValidate aria-label={t('claim.title')}>
        <input type="hidden" name={INTENT_FIELD} value={requestIntent} />
        <EmailField id={`${id}-email`} label={t('form.email')} autoComplete="email" required />
        <button className="button button--primary account-form__submit" type="submit">
          {t('claim.submit')}
        </button>
      </Form>
    </AccountCard>
  );
}
