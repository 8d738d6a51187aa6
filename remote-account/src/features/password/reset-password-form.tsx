import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp, useSession } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { EmailField, TextField } from '@meridian/shared/ui';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { collectErrors, hasErrors, useForm } from '../../lib/use-form.ts';
import { validateCode, validateEmail } from '@meridian/shared/validation';
import { resetPassword } from './password-api.ts';
import { NewPasswordFields, checkNewPassword } from './new-password-fields.tsx';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  readonly initialEmail?: string;
  /** Called with the address once the new password is saved. */
  readonly onReset: (email: string) => void;
}

/**
 * Email, emailed code and a new password; POST web/reset_password. The reset ends every session
 * of the account, so a session this browser holds is forgotten too.
 */
export function ResetPasswordForm({ initialEmail = '', onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('resetpassword');
  const http = useHttp();
  const { user } = useSession();
  const toast = useToast();
  const form = useForm({ email: initialEmail, code: '', password: '', repeat: '' });
  const id = useId();
  const ids = { email: `${id}-email`, code: `${id}-code`, password: `${id}-password`, repeat: `${id}-repeat` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const email = form.values.email.trim();
    const code = form.values.code.trim();
    const errors = collectErrors({ email: validateEmail(email), code: validateCode(code), ...checkNewPassword(form.values) });
    if (hasErrors(errors)) return form.fail(errors);
    form.clearErrors();
    form.setBusy(true);
    try {
      await resetPassword(http, { email, code, password: form.values.password });
      if (user.getSnapshot().token !== null) user.clear();
      toast.success(t('success'));
      onReset(email);
    } catch (error) {
      if (apiCodeOf(error) === API_CODE.badVerificationCode) form.fail({ code: 'codeRejected' });
      else form.fail({}, failureText(t, commonFailureOf(error)));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <LoadingRegion loading={form.busy}>
      <form className="account-form" noValidate onSubmit={submit} aria-label={t('h1')}>
        <ErrorSummary title={t('form.summary')} items={summaryItems(t, form.errors, ids, form.problem)} attempt={form.attempt} />
        <EmailField
          id={ids.email}
          label={t('form.email')}
          autoComplete="username"
          value={form.values.email}
          onValue={(value) => form.setValue('email', value)}
          error={fieldErrorText(t, form.errors.email)}
        />
        <TextField
          id={ids.code}
          name="code"
          label={t('form.code')}
          hint={t('form.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={form.values.code}
          onValue={(value) => form.setValue('code', value)}
          error={fieldErrorText(t, form.errors.code)}
        />
        <NewPasswordFields form={form} ids={ids} t={t} />
        <button className="button button--primary account-form__submit" type="submit">
          {t('submit')}
        </button>
      </form>
    </LoadingRegion>
  );
}
