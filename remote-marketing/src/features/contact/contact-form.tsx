import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, normaliseContact, validateContact, type ContactErrors, type ContactField, type FieldError } from './contact-validation.ts';
import { submitContact, type ContactClient, type SendFailure } from './submit-contact.ts';

/** Where the form is: nothing sent yet, sending, sent, or stopped by bad fields or a failed call. */
type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent'; readonly email: string }
  | { readonly kind: 'failed'; readonly reason: SendFailure | 'fields' };

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The API client, asked for on submit only (the server render never calls it); tests inject a fake. */
  readonly getClient: () => ContactClient;
}

const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];
const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the browser runs the page: the form submits only with JavaScript. */
function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

const formText = (data: FormData, field: ContactField): string => {
  const value = data.get(field);
  return typeof value === 'string' ? value : '';
};

/** Translation key of a field error. */
function errorKey(field: ContactField, error: FieldError): string {
  if (error === 'tooLong') return 'form.errors.tooLong';
  return field === 'email' && error === 'invalid' ? 'form.errors.emailInvalid' : `form.errors.${field}Required`;
}

/**
 * The contact form (name, email, subject, message). It renders on the server with its send
 * button disabled; once hydrated it validates in the browser, posts to contact_us and reports
 * success or failure in a polite live region.
 */
export function ContactForm({ getClient }: ContactFormProps) {
  const { t } = useTranslation('contact-us');
  const hydrated = useHydrated();
  const id = useId();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = status.kind === 'sending';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = normaliseContact({ name: formText(data, 'name'), email: formText(data, 'email'), subject: formText(data, 'subject'), message: formText(data, 'message') });
    const found = validateContact(values);
    setErrors(found);
    const firstBad = FIELDS.find((field) => found[field]);
    if (firstBad) {
      setStatus({ kind: 'failed', reason: 'fields' });
      const element = form.elements.namedItem(firstBad);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await submitContact(getClient(), values);
    if (result.ok) {
      form.reset();
      setStatus({ kind: 'sent', email: values.email });
    } else {
      setStatus({ kind: 'failed', reason: result.reason });
    }
  }

  const field = (name: ContactField, options: { readonly required?: boolean; readonly hint?: string; readonly multiline?: boolean; readonly autoComplete?: string }) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    const described = [options.hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') || undefined;
    const common = {
      id: inputId,
      name,
      className: 'form-field__input',
      maxLength: LIMITS[name],
      required: options.required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described,
      autoComplete: options.autoComplete,
    };
    return (
      <div className={error ? 'form-field form-field--error' : 'form-field'}>
        <label className="form-field__label" htmlFor={inputId}>
          {t(`form.${name}`)}
          {options.required ? null : <span className="form-field__optional">{t('form.optional')}</span>}
        </label>
        {options.hint ? (
          <p id={`${inputId}-hint`} className="form-field__hint">
            {options.hint}
          </p>
        ) : null}
        {options.multiline ? <textarea {...common} rows={7} /> : <input {...common} type={name === 'email' ? 'email' : 'text'} />}
        {error ? (
          <p id={`${inputId}-error`} className="form-field__error">
            {t(errorKey(name, error), { max: LIMITS[name] })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section__title">
        {t('form.title')}
      </h2>
      <div className="contact-form__row">
        {field('name', { autoComplete: 'name' })}
        {field('email', { required: true, hint: t('form.emailHint'), autoComplete: 'email' })}
      </div>
      {field('subject', {})}
      {field('message', { required: true, hint: t('form.messageHint'), multiline: true })}
      <div role="status" aria-live="polite" className={`form-status form-status--${status.kind}`}>
        {status.kind === 'sent' ? <p>{t('form.sent', { email: status.email })}</p> : null}
        {status.kind === 'failed' ? <p>{t(`form.errors.${status.reason}`)}</p> : null}
      </div>
      <button className="button button--primary" type="submit" disabled={!hydrated || sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
