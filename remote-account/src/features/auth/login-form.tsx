import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { EMPTY_CAPTCHA_TOKEN_MESSAGE } from '@meridian/shared/captcha';
import { useHttp, useSession } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { EmailField, TextField } from '@meridian/shared/ui';
import { API_CODE, apiCodeOf, commonFailureOf } from '../../lib/api-errors.ts';
import { collectErrors, hasErrors, useForm } from '../../lib/use-form.ts';
import { validateEmail, validateGivenPassword } from '@meridian/shared/validation';
import { logIn } from './auth-api.ts';
import { useCaptchaWidget } from './use-captcha-widget.ts';

/** What went wrong with a login, and whether it concerns the captcha. */
function loginProblem(t: TFunction, error: unknown): { readonly message: string; readonly captcha: boolean } {
  if (error instanceof Error) {
    // postWithCaptcha refuses an unticked widget before any request (spec section 5);
    // any other Error here is the captcha script that never loaded (spec section 8).
    const empty = error.message === EMPTY_CAPTCHA_TOKEN_MESSAGE;
    return { message: t(empty ? 'captcha.required' : 'captcha.failed'), captcha: true };
  }
  switch (apiCodeOf(error)) {
    case API_CODE.badCredentials:
      return { message: t('errors.wrongCredentials'), captcha: false };
    case API_CODE.captchaEmpty:
      return { message: t('captcha.required'), captcha: true };
    case API_CODE.captchaRejected:
      return { message: t('captcha.rejected'), captcha: true };
    case API_CODE.forbidden:
      return { message: t('errors.disabled'), captcha: false };
    default:
      return { message: failureText(t, commonFailureOf(error)), captcha: false };
  }
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  readonly initialEmail?: string;
  /** Called once the user store holds the new session. */
  readonly onLoggedIn: () => void;
}

/**
 * Email, password and the captcha v2 checkbox; POSTs web/login through postWithCaptcha (path
 * rewritten under /ws/mm/reca/r2, token as `recasign`), then `user.login(token)`.
 */
export function LoginForm({ initialEmail = '', onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('login');
  const http = useHttp();
  const { user } = useSession();
  const toast = useToast();
  const { containerRef: captchaRef, status: captchaStatus, getToken: getCaptchaToken, reset: resetCaptcha } = useCaptchaWidget();
  const form = useForm({ email: initialEmail, password: '' });
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const id = useId();
  const ids = { email: `${id}-email`, password: `${id}-password` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const email = form.values.email.trim();
    const errors = collectErrors({ email: validateEmail(email), password: validateGivenPassword(form.values.password) });
    setCaptchaError(null);
    if (hasErrors(errors)) return form.fail(errors);
    if (captchaStatus === 'failed') return form.fail({}, t('captcha.failed'));
    form.clearErrors();
    form.setBusy(true);
    try {
      const { token } = await logIn(http, { email, password: form.values.password }, getCaptchaToken);
      // The session is stored before the profile loads; a failed profile load is retried by the pages that need it.
      await user.login(token).catch(() => undefined);
      toast.success(t('welcome'));
      onLoggedIn();
    } catch (error) {
      resetCaptcha();
      const problem = loginProblem(t, error);
      if (problem.captcha) setCaptchaError(problem.message);
      form.fail({}, problem.message);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <LoadingRegion loading={form.busy}>
      <form className="account-form" noValidate onSubmit={submit} aria-label={t('tabs.login')}>
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
          id={ids.password}
          name="password"
          type="password"
          label={t('form.password')}
          autoComplete="current-password"
          value={form.values.password}
          onValue={(value) => form.setValue('password', value)}
          error={fieldErrorText(t, form.errors.password)}
        />
        <p className="account-form__aside">
          <Link to="/forgetpassword" state={{ email: form.values.email.trim() }}>
            {t('forgot')}
          </Link>
        </p>
        <div className="captcha" role="group" aria-labelledby={`${id}-captcha-label`}>
          <p className="form-field__label" id={`${id}-captcha-label`}>
            {t('captcha.label')}
          </p>
          {captchaStatus === 'loading' ? <p className="captcha__status">{t('captcha.loading')}</p> : null}
          {captchaStatus === 'failed' ? <p className="form-field__error">{t('captcha.failed')}</p> : null}
          <div className="captcha__widget" ref={captchaRef} />
          {captchaError && captchaStatus !== 'failed' ? <p className="form-field__error">{captchaError}</p> : null}
        </div>
        <button className="button button--primary account-form__submit" type="submit">
          {t('submit')}
        </button>
      </form>
    </LoadingRegion>
  );
}
