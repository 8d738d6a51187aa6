import { Form } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion } from '@meridian/shared/ui';
import { useFormResult } from '../../lib/use-form-result.ts';
import { PASSWORD_INTENT } from './password-actions.ts';
import { ResetPasswordFields, type ResetField } from './reset-password-fields.tsx';

/** The /resetpassword form: email, emailed code and a new password, posted to the page's action. */
export function ResetPasswordForm() {
  const { t } = useTranslation('resetpassword');
  const { failure, busy } = useFormResult<ResetField>(PASSWORD_INTENT.reset);
  return (
    <LoadingRegion loading={busy}>
      <Form method="post" className="account-form" noValidate aria-label={t('h1')}>
        <ResetPasswordFields t={t} email="" failure={failure} />
        <button className="button button--primary account-form__submit" type="submit" disabled={busy}>
          {t('submit')}
        </button>
      </Form>
    </LoadingRegion>
  );
}
