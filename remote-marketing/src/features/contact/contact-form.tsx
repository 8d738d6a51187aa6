import { useEffect, useId, useRef } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmailField, TextAreaField, TextField } from '@meridian/shared/ui';
import type { ContactActionData } from './contact-action.ts';
import { CONTACT_FIELDS, MAX_LENGTHS, type ContactError, type ContactField } from './contact-fields.ts';

const isActionData = (value: unknown): value is ContactActionData =>
  typeof value === 'object' && value !== null && 'values' in value && 'errors' in value;

/**
 * The contact form (name, email, subject, message). It posts to the page's route action, so it
 * renders on the server and sends without JavaScript; with JavaScript the same form is enhanced
 * (no page load, "Sending…", focus on the first field to correct). Field errors, a failed call
 * and the confirmation come back from the server or the action and show in a polite live region.
 */
export function ContactForm({ sent }: { readonly sent: boolean }) {
  const { t } = useTranslation('contact-us');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const answer: unknown = useActionData();
  const result = isActionData(answer) ? answer : null;
  const errors = result?.errors ?? {};
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);

  useEffect(() => {
    // After an answer with field errors (browser only), the first field to correct takes focus.
    if (!firstInvalid) return;
    const element = formRef.current?.elements.namedItem(firstInvalid);
    if (element instanceof HTMLElement) element.focus();
  }, [result, firstInvalid]);

  const fieldProps = (field: ContactField) => {
    const error: ContactError | undefined = errors[field];
    return {
      id: `${id}-${field}`,
      label: t(`form.${field}`),
      maxLength: MAX_LENGTHS[field],
      defaultValue: result?.values[field] ?? '',
      error: error ? t(`form.errors.${error}`, { count: MAX_LENGTHS[field] }) : undefined,
    };
  };
  const status = result?.failure
    ? t(`form.errors.${result.failure}`)
    : firstInvalid
      ? t('form.errors.fields')
      : sent
        ? t('form.sent')
        : null;
  const statusKind = result?.failure || firstInvalid ? 'failed' : sent ? 'sent' : 'idle';

  return (
    <Form ref={formRef} method="post" className="contact-form" noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section__title">
        {t('form.title')}
      </h2>
      <div className="contact-form__row">
        <TextField {...fieldProps('name')} name="name" optionalLabel={t('form.optional')} autoComplete="name" />
        <EmailField {...fieldProps('email')} hint={t('form.emailHint')} autoComplete="email" required />
      </div>
      <TextField {...fieldProps('subject')} name="subject" optionalLabel={t('form.optional')} />
      <TextAreaField {...fieldProps('message')} name="message" hint={t('form.messageHint')} rows={7} required />
      <div role="status" aria-live="polite" className={`form-status form-status--${statusKind}`}>
        {status ? <p>{status}</p> : null}
      </div>
      <button className="button button--primary" type="submit" disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </Form>
  );
}
