import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS } from '@meridian/shared/validation';
import { EmailField, LoadingRegion, TextAreaField, TextField } from '@meridian/shared/ui';
import { AccountCard } from '../../components/account-card.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { FormNotice } from '../../components/form-notice.tsx';
import { fieldErrorText, summaryItems } from '../../components/form-text.ts';
import { useDone } from '../../lib/done-notice.ts';
import { INTENT_FIELD, useFormResult } from '../../lib/use-form-result.ts';
import { SUPPORT_INTENT, SUPPORT_SECTION } from './support-action.ts';

/** The contact-support form of /myaccount, posted to its action; the reply address starts as the account's email. */
export function SupportCard({ email }: { readonly email: string }) {
  const { t } = useTranslation('myaccount');
  const { key } = useLocation();
  const done = useDone();
  const { failure, busy } = useFormResult<'email' | 'subject' | 'message'>(SUPPORT_INTENT);
  const id = useId();
  const ids = { email: `${id}-email`, subject: `${id}-subject`, message: `${id}-message` };
  return (
    <AccountCard id={SUPPORT_SECTION} title={t('sections.support')} wide>
      <LoadingRegion loading={busy}>
        {/* A new form after each page change: a sent message leaves the fields empty. */}
        <Form method="post" action="." className="account-form" noValidate aria-label={t('sections.support')} key={key}>
          <input type="hidden" name={INTENT_FIELD} value={SUPPORT_INTENT} />
          <p className="account-form__intro">{t('support.intro')}</p>
          {done === 'support-sent' ? <FormNotice>{t('support.sent')}</FormNotice> : null}
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
            defaultValue={failure?.values.email ?? email}
            error={fieldErrorText(t, failure?.errors.email)}
          />
          <TextField
            id={ids.subject}
            name="subject"
            label={t('support.subject')}
            maxLength={CONTACT_LIMITS.subject}
            defaultValue={failure?.values.subject ?? ''}
            error={fieldErrorText(t, failure?.errors.subject)}
          />
          <TextAreaField
            id={ids.message}
            name="message"
            label={t('support.message')}
            rows={6}
            maxLength={CONTACT_LIMITS.message}
            required
            defaultValue={failure?.values.message ?? ''}
            error={fieldErrorText(t, failure?.errors.message)}
          />
          <button className="button button--primary account-form__submit" type="submit" disabled={busy}>
            {t('support.send')}
          </button>
        </Form>
      </LoadingRegion>
    </AccountCard>
  );
}
