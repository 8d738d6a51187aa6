import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp, useSession } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { EmailField, TextField } from '@meridian/shared/ui';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { formatUnit } from '../../lib/format.ts';
import { useForm } from '../../lib/use-form.ts';
import { validateCode, validateEmail } from '@meridian/shared/validation';
import { requestLoginCode, signInWithCode, type CodeSession } from './auth-api.ts';

/** Props of {@link SignupForm}. */
export interface SignupFormProps {
  /** Called once the user store holds the new session. */
  readonly onSignedIn: (session: CodeSession) => void;
}

/**
 * Sign-up by emailed code (api/README.md): web/verification/request with purpose 'login'
 * emails a 6-digit code; web/verification/validate turns it into a session, creating the
 * account on first use. An existing account signs in the same way.
 */
export function SignupForm({ onSignedIn }: SignupFormProps) {
  const { t, i18n } = useTranslation('login');
  const http = useHttp();
  const { user } = useSession();
  const toast = useToast();
  const form = useForm({ email: '', code: '' });
  const [sent, setSent] = useState<{ readonly email: string; readonly minutes: number } | null>(null);
  const id = useId();
  const ids = { email: `${id}-email`, code: `${id}-code` };

  async function sendCode(email: string): Promise<boolean> {
    form.setBusy(true);
    try {
      const seconds = await requestLoginCode(http, email);
      setSent({ email, minutes: Math.max(1, Math.round(seconds / 60)) });
      return true;
    } catch (error) {
      form.fail({}, failureText(t, commonFailureOf(error)));
      return false;
    } finally {
      form.setBusy(false);
    }
  }

  async function submitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const email = form.values.email.trim();
    const error = validateEmail(email);
    if (error) return form.fail({ email: error });
    form.clearErrors();
    await sendCode(email);
  }

  async function resend() {
    if (form.busy || !sent) return;
    form.clearErrors();
    if (await sendCode(sent.email)) toast.success(t('signup.resent'));
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy || !sent) return;
    const code = form.values.code.trim();
    const error = validateCode(code);
    if (error) return form.fail({ code: error });
    form.clearErrors();
    form.setBusy(true);
    try {
      const session = await signInWithCode(http, sent.email, code);
      await user.login(session.token).catch(() => undefined);
      toast.success(session.isNewUser ? t('signup.created') : t('welcome'));
      onSignedIn(session);
    } catch (failure) {
      if (apiCodeOf(failure) === API_CODE.badVerificationCode) form.fail({ code: 'codeRejected' });
      else form.fail({}, failureText(t, commonFailureOf(failure)));
    } finally {
      form.setBusy(false);
    }
  }

  const summary = <ErrorSummary title={t('form.summary')} items={summaryItems(t, form.errors, ids, form.problem)} attempt={form.attempt} />;

  if (sent === null) {
    return (
      <LoadingRegion loading={form.busy}>
        <form className="account-form" noValidate onSubmit={submitEmail} aria-label={t('tabs.signup')}>
          <p className="account-form__intro">{t('signup.intro')}</p>
          {summary}
          <EmailField
            id={ids.email}
            label={t('form.email')}
            autoComplete="email"
            value={form.values.email}
            onValue={(value) => form.setValue('email', value)}
            error={fieldErrorText(t, form.errors.email)}
          />
          <button className="button button--primary account-form__submit" type="submit">
            {t('signup.sendCode')}
          </button>
        </form>
      </LoadingRegion>
    );
  }

  return (
    <LoadingRegion loading={form.busy}>
      <form className="account-form" noValidate onSubmit={submitCode} aria-label={t('tabs.signup')}>
        <p className="account-form__intro" role="status">
          {t('signup.codeSent', { email: sent.email, duration: formatUnit(sent.minutes, 'minute', i18n.language) })}
        </p>
        {summary}
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
        <button className="button button--primary account-form__submit" type="submit">
          {t('signup.verify')}
        </button>
        <div className="account-form__actions">
          <button className="button button--ghost button--small" type="button" onClick={() => void resend()}>
            {t('signup.resend')}
          </button>
          <button
            className="button button--ghost button--small"
            type="button"
            onClick={() => {
              form.clearErrors();
              form.setValues({ code: '' });
              setSent(null);
            }}
          >
            {t('signup.changeEmail')}
          </button>
        </div>
      </form>
    </LoadingRegion>
  );
}
