import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, TextField } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { PASSWORD_INTENT } from './password-actions.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Current password, new password and its repetition, posted to the /myaccount action (other sessions end). */
export function ChangePasswordForm() {
  const { t } = useTranslation('myaccount');
  const { key } = useLocation();
  const { failure, busy } = useFormResult<'current' | 'password' | 'repeat'>(PASSWORD_INTENT.change);
  const id = useId();
  const ids = { current: `${id}-current`, password: `${id}-password`, repeat: `${id}-repeat` };
  return (
    <LoadingRegion loading={busy}>
      {/* A new form after each page change: a saved password leaves the fields empty. */}
      <Form method="post" action="." className="account-form" noValidate aria-label={t('password.changeTitle')} key={key}>
        <input type="hidden" name={INTENT_FIELD} value={PASSWORD_INTENT.change} />
        <p className="account-form__intro">{t('password.changeIntro')}</p>
        <ErrorSummary
          title={t('form.summary')}
          items={summaryItems(t, failure?.errors ?? {}, ids, failure?.problem ?? null)}
          focusKey={failure ?? undefined}
        />
        <TextField
          id={ids.current}
          name="current-password"
          type="password"
          label={t('form.currentPassword')}
          autoComplete="current-password"
          required
          error={fieldErrorText(t, failure?.errors.current)}
        />
        <NewPasswordFields ids={ids} errors={failure?.errors ?? {}} t={t} />
        <button className="button button--primary account-form__submit" type="submit" disabled={busy}>
          {t('password.change')}
        </button>
      </Form>
    </LoadingRegion>
  );
}
