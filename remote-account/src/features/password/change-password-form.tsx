import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { TextField } from '@meridian/shared/ui';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { collectErrors, hasErrors, useForm } from '../../lib/use-form.ts';
import { validateGivenPassword } from '@meridian/shared/validation';
import { changePassword } from './password-api.ts';
import { NewPasswordFields, checkNewPassword } from './new-password-fields.tsx';

/** Current password, new password and its repetition; POST web/change_password (other sessions end). */
export function ChangePasswordForm() {
  const { t } = useTranslation('myaccount');
  const http = useHttp();
  const toast = useToast();
  const form = useForm({ current: '', password: '', repeat: '' });
  const id = useId();
  const ids = { current: `${id}-current`, password: `${id}-password`, repeat: `${id}-repeat` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const errors = collectErrors({ current: validateGivenPassword(form.values.current), ...checkNewPassword(form.values) });
    if (hasErrors(errors)) return form.fail(errors);
    form.clearErrors();
    form.setBusy(true);
    try {
      await changePassword(http, form.values.current, form.values.password);
      form.setValues({ current: '', password: '', repeat: '' });
      toast.success(t('password.changed'));
    } catch (error) {
      if (apiCodeOf(error) === API_CODE.wrongCurrentPassword) form.fail({ current: 'currentPasswordWrong' });
      else form.fail({}, failureText(t, commonFailureOf(error)));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <LoadingRegion loading={form.busy}>
      <form className="account-form" noValidate onSubmit={submit} aria-label={t('password.changeTitle')}>
        <p className="account-form__intro">{t('password.changeIntro')}</p>
        <ErrorSummary title={t('form.summary')} items={summaryItems(t, form.errors, ids, form.problem)} attempt={form.attempt} />
        <TextField
          id={ids.current}
          name="current-password"
          type="password"
          label={t('form.currentPassword')}
          autoComplete="current-password"
          value={form.values.current}
          onValue={(value) => form.setValue('current', value)}
          error={fieldErrorText(t, form.errors.current)}
        />
        <NewPasswordFields form={form} ids={ids} t={t} />
        <button className="button button--primary account-form__submit" type="submit">
          {t('password.change')}
        </button>
      </form>
    </LoadingRegion>
  );
}
