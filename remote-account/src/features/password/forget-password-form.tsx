import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { EmailField } from '@meridian/shared/ui';
import { commonFailureOf } from '../../lib/api-errors.ts';
import { useForm } from '../../lib/use-form.ts';
import { validateEmail } from '@meridian/shared/validation';
import { requestResetCode } from './password-api.ts';

/** Props of {@link ForgetPasswordForm}. */
export interface ForgetPasswordFormProps {
  readonly initialEmail?: string;
  /** Called with the address once the code is on its way. */
  readonly onSent: (email: string) => void;
}

/** Asks for a reset code by email (web/verification/request, purpose 'reset_password'). */
export function ForgetPasswordForm({ initialEmail = '', onSent }: ForgetPasswordFormProps) {
  const { t } = useTranslation('forgetpassword');
  const http = useHttp();
  const toast = useToast();
  const form = useForm({ email: initialEmail });
  const id = useId();
  const ids = { email: `${id}-email` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const email = form.values.email.trim();
    const error = validateEmail(email);
    if (error) return form.fail({ email: error });
    form.clearErrors();
    form.setBusy(true);
    try {
      await requestResetCode(http, email);
      toast.success(t('sent', { email }));
      onSent(email);
    } catch (failure) {
      form.fail({}, failureText(t, commonFailureOf(failure)));
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
          autoComplete="email"
          value={form.values.email}
          onValue={(value) => form.setValue('email', value)}
          error={fieldErrorText(t, form.errors.email)}
        />
        <button className="button button--primary account-form__submit" type="submit">
          {t('submit')}
        </button>
      </form>
    </LoadingRegion>
  );
}
