import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp, useUser } from '@meridian/shared/session';
import { LoadingRegion, useToast } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { failureText, fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { EmailField, TextAreaField, TextField } from '@meridian/shared/ui';
import { commonFailureOf } from '../../lib/api-errors.ts';
import { collectErrors, hasErrors, useForm } from '../../lib/use-form.ts';
import { CONTACT_LIMITS, validateEmail, validateMessage, validateOptionalText } from '@meridian/shared/validation';
import { sendSupportMessage } from './support-api.ts';

/** The contact-support form of /myaccount (contact_us); the reply address starts as the account's email. */
export function SupportCard() {
  const { t } = useTranslation('myaccount');
  const http = useHttp();
  const toast = useToast();
  const { info } = useUser();
  const form = useForm({ email: info?.name ?? '', subject: '', message: '' });
  const id = useId();
  const ids = { email: `${id}-email`, subject: `${id}-subject`, message: `${id}-message` };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const values = { email: form.values.email.trim(), subject: form.values.subject.trim(), message: form.values.message.trim() };
    const errors = collectErrors({
      email: validateEmail(values.email),
      subject: validateOptionalText(values.subject, CONTACT_LIMITS.subject),
      message: validateMessage(values.message),
    });
    if (hasErrors(errors)) return form.fail(errors);
    form.clearErrors();
    form.setBusy(true);
    try {
      await sendSupportMessage(http, values);
      form.setValues({ subject: '', message: '' });
      toast.success(t('support.sent'));
    } catch (error) {
      form.fail({}, failureText(t, commonFailureOf(error)));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <AccountCard id="support" title={t('sections.support')} wide>
      <LoadingRegion loading={form.busy}>
        <form className="account-form" noValidate onSubmit={submit} aria-label={t('sections.support')}>
          <p className="account-form__intro">{t('support.intro')}</p>
          <ErrorSummary title={t('form.summary')} items={summaryItems(t, form.errors, ids, form.problem)} attempt={form.attempt} />
          <EmailField
            id={ids.email}
            label={t('form.email')}
            autoComplete="email"
            value={form.values.email}
            onValue={(value) => form.setValue('email', value)}
            error={fieldErrorText(t, form.errors.email)}
          />
          <TextField
            id={ids.subject}
            name="subject"
            label={t('support.subject')}
            maxLength={CONTACT_LIMITS.subject}
            value={form.values.subject}
            onValue={(value) => form.setValue('subject', value)}
            error={fieldErrorText(t, form.errors.subject)}
          />
          <TextAreaField
            id={ids.message}
            name="message"
            label={t('support.message')}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            value={form.values.message}
            onValue={(value) => form.setValue('message', value)}
            error={fieldErrorText(t, form.errors.message)}
          />
          <button className="button button--primary account-form__submit" type="submit">
            {t('support.send')}
          </button>
        </form>
      </LoadingRegion>
    </AccountCard>
  );
}
