import { useId } from 'react';
import { Form, Link, useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailField, LoadingRegion, TextField } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { FormNotice } from '../../components/form-notice.tsx';
import { fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { asksForCaptcha } from '../../lib/code-request.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { CaptchaCheck } from '../../components/captcha-check.tsx';
import { LOGIN_INTENT, isCodeSent } from './login-actions.ts';

/** Props of {@link CodeSignInForm}. */
export interface CodeSignInFormProps {
  /** This mode's own address (the "use a different email" link starts over there). */
  readonly startPath: string;
  /** The visitor is signed in to an account made at checkout: the code adds the email to it. */
  readonly claim?: boolean;
}

/**
 * Sign-up or sign-in by emailed code, in two steps that each post to the /login action, so
 * they work without JavaScript: the email address, then the 6-digit code (the address rides
 * along in a hidden field). An address without an account gets one. When the API wants the
 * security check for another code (someone asked for one a short while ago), the code step shows
 * it above "Send a new code": the codes mailed before still work, so the visitor can type one or
 * tick the box for a new one; without JavaScript, a sentence says to use the code already mailed.
 */
export function CodeSignInForm({ startPath, claim = false }: CodeSignInFormProps) {
  const { t } = useTranslation('login');
  const actionData = useActionData();
  const sent = isCodeSent(actionData) ? actionData : null;
  const request = useFormResult<'email'>(LOGIN_INTENT.requestCode);
  const resend = useFormResult<'email'>(LOGIN_INTENT.resendCode);
  const verify = useFormResult<'email' | 'code'>(LOGIN_INTENT.verifyCode);
  const id = useId();
  // A refused request or resend that asks for the security check: shown on the code step.
  const captchaAsked = [request.failure, resend.failure].find((failure) => asksForCaptcha(failure)) ?? null;
  const codeEmail = sent?.sentTo ?? verify.failure?.values.email ?? resend.failure?.values.email ?? captchaAsked?.values.email ?? null;

  if (codeEmail === null) {
    const ids = { email: `${id}-email` };
    return (
      <LoadingRegion loading={request.busy}>
        <Form method="post" className="account-form" noValidate aria-label={t('tabs.signup')}>
          <input type="hidden" name={INTENT_FIELD} value={LOGIN_INTENT.requestCode} />
          <p className="account-form__intro">{t(claim ? 'signup.claimIntro' : 'signup.intro')}</p>
          <ErrorSummary
            title={t('form.summary')}
            items={summaryItems(t, request.failure?.errors ?? {}, ids, request.failure?.problem ?? null)}
            focusKey={request.failure ?? undefined}
          />
          <EmailField
            id={ids.email}
            label={t('form.email')}
            autoComplete="email"
            required
            defaultValue={request.failure?.values.email ?? ''}
            error={fieldErrorText(t, request.failure?.errors.email)}
          />
          <button className="button button--primary account-form__submit" type="submit" disabled={request.busy}>
            {t('signup.sendCode')}
          </button>
        </Form>
      </LoadingRegion>
    );
  }

  const ids = { code: `${id}-code` };
  const failure = verify.failure ?? resend.failure ?? captchaAsked;
  return (
    <LoadingRegion loading={verify.busy || resend.busy}>
      <Form method="post" className="account-form" noValidate aria-label={t('tabs.signup')}>
        <input type="hidden" name="email" value={codeEmail} />
        {sent ? (
          <FormNotice email>
            {sent.intent === LOGIN_INTENT.resendCode ? `${t('signup.resent')} ` : ''}
            {t('signup.codeSent', { email: codeEmail, count: sent.minutes })}
          </FormNotice>
        ) : (
          <p className="account-form__intro text--email">{t('signup.enterCode', { email: codeEmail })}</p>
        )}
        <ErrorSummary
          title={t('form.summary')}
          items={summaryItems(t, { code: verify.failure?.errors.code }, ids, failure?.problem ?? null)}
          focusKey={failure ?? undefined}
        />
        <TextField
          id={ids.code}
          name="code"
          label={t('form.code')}
          hint={t('form.codeHint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          error={fieldErrorText(t, verify.failure?.errors.code)}
        />
        {captchaAsked ? <CaptchaCheck t={t} resetKey={captchaAsked} /> : null}
        {/* The first submit button is the one Enter presses. */}
        <button
          className="button button--primary account-form__submit"
          type="submit"
          name={INTENT_FIELD}
          value={LOGIN_INTENT.verifyCode}
          disabled={verify.busy}
        >
          {t('signup.verify')}
        </button>
        <div className="account-form__actions">
          <button
            className="button button--ghost button--small"
            type="submit"
            name={INTENT_FIELD}
            value={LOGIN_INTENT.resendCode}
            formNoValidate
          >
            {t('signup.resend')}
          </button>
          <Link className="button button--ghost button--small" to={startPath}>
            {t('signup.changeEmail')}
          </Link>
          {captchaAsked ? <p className="account-form__noscript">{t('codeCaptcha.needsJavaScript')}</p> : null}
        </div>
      </Form>
    </LoadingRegion>
  );
}
