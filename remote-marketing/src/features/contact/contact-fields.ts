/**
 * The contact form's fields and their rules. Email and message use the field rules of the
 * site (rule account.email; `@meridian/shared/validation`, the same functions the API's schemas are built on);
 * the name's maximum is the contact_us call's (api/src/routes/contact-routes.ts).
 */
import {
  CONTACT_LIMITS,
  EMAIL_MAX_LENGTH,
  validateEmail,
  validateMessage,
  validateOptionalText,
  type EmailError,
  type MessageError,
  type TextError,
} from '@meridian/shared/validation';

/** The fields of the form, in the order they are shown (and focused when invalid). */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** One field of the form. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Longest name the contact_us call takes, in characters. */
export const NAME_MAX_LENGTH = 100;

/** Maximum length of each field in characters, as the API accepts them (the inputs' `maxLength`). */
export const MAX_LENGTHS: Readonly<Record<ContactField, number>> = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: CONTACT_LIMITS.subject,
  message: CONTACT_LIMITS.message,
};

/** What the visitor sent, normalised. */
export type ContactValues = Readonly<Record<ContactField, string>>;

/** What the contact form's checks find (the page has a text for each). */
export type ContactError = EmailError | MessageError | TextError;

/** Errors by field; empty when the message may be sent. */
export type ContactErrors = Partial<Record<ContactField, ContactError>>;

const text = (form: FormData, field: ContactField): string => {
  const value = form.get(field);
  return typeof value === 'string' ? value : '';
};

/**
 * The posted fields, trimmed, with the email address lower-cased: the API lower-cases it too and
 * the pattern of rule account.email wants a lower-case domain, so `Ana@Example.COM` is accepted as `ana@example.com`.
 * A missing field reads as empty.
 */
export function readContact(form: FormData): ContactValues {
  return {
    name: text(form, 'name').trim(),
    email: text(form, 'email').trim().toLowerCase(),
    subject: text(form, 'subject').trim(),
    message: text(form, 'message').trim(),
  };
}

/** Checks normalised values: email and message are required, every field has a maximum length. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: Record<string, ContactError> = {};
  const found: readonly (readonly [ContactField, ContactError | null])[] = [
    ['name', validateOptionalText(values.name, NAME_MAX_LENGTH)],
    ['email', validateEmail(values.email)],
    ['subject', validateOptionalText(values.subject, CONTACT_LIMITS.subject)],
    ['message', validateMessage(values.message)],
  ];
  for (const [field, error] of found) if (error) errors[field] = error;
  return errors;
}
