import { useId } from 'react';
import { Form, useActionData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailField, LoadingRegion } from '@meridian/shared/ui';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { FormNotice } from '../../components/form-notice.tsx';
import { fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { asksForCaptcha } from '../../lib/code-request.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { CaptchaCheck } from '../../components/captcha-check.tsx';
import { PASSWORD_INTENT, isResetCodeSent } from './password-actions.ts';
import { ResetPasswordFields } from './reset-password-fields.tsx';

/**
 * /forgetpassword: asks for a reset code (posted to its own action), then shows, under the
 * confirmation, the reset fields posting to /resetpassword with the address filled in: the
 * address never travels in a URL, and both steps work without JavaScript. When the API wants
 * the security check for another code, the form shows it (the code mailed before still works,
 * which is what the page says without JavaScript).
 */
export function ForgetPasswordForm() {
  const { t } = useTranslation('forgetpassword');
  const actionData = useActionData();
  const { failure, busy } = useFormResult<'email'>(PASSWORD_INTENT.requestReset);
  const id = useId();
  const ids = { email: `${id}-email` };

  if (isResetCodeSent(actionData)) {
    return (
      <Form method="post" action="/resetpassword" className="account-form" noValidate aria-label={t('resetTitle')}>
        <FormNotice email>{t('sent', { email: actionData.sentTo })}</FormNotice>
        <h2 className="account-form__title">{t('resetTitle')}</h2>
        <ResetPasswordFields t={t} email={actionData.sentTo} failure={null} />
        <button className="button button--primary account-form__submit" type="submit">
          {t('resetSubmit')}
        </button>
      </Form>
    );
  }
  return (
    <LoadingRegion loading={busy}>
      <Form method="post" className="account-form" noValidate aria-label={t('h1')}>
        <input type="hidden" name={INTENT_FIELD} value={PASSWORD_INTENT.requestReset} />
        <ErrorSummary
          title={t('form.summary')}
          items={summaryItems(t, failure?.errors ?? {}, ids, failure?.problem ?? null)}
          focusKey={failure ?? undefined}
        />
        <EmailField
          id={ids.email}
          label={t('form.email')}
          autoComplete="email"
          required
          defaultValue={failure?.values.email ?? ''}
          error={fieldErrorText(t, failure?.errors.email)}
        />
        {asksForCaptcha(failure) ? (
          <>
            <CaptchaCheck t={t} resetKey={failure} />
            <p className="account-form__noscript">{t('codeCaptcha.needsJavaScript')}</p>
          </>
        ) : null}
        <button className="button button--primary account-form__submit" type="submit" disabled={busy}>
          {t('submit')}
        </button>
      </Form>
    </LoadingRegion>
  );
}
