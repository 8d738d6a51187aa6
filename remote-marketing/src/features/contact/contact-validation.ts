/**
 * Client-side rules of the contact form. The email rule is spec section 5's; the length limits
 * are the contact_us call's (api/src/routes/contact-routes.ts), so a valid form is never
 * rejected by the API for its shape.
 */

import { EMAIL_PATTERN } from '@meridian/shared/validation';

/** Maximum lengths in characters, as the API accepts them. */
export const LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** The fields of the form. */
export type ContactField = keyof typeof LIMITS;

/** What the visitor typed, before normalising. */
export type ContactValues = Readonly<Record<ContactField, string>>;

/** Why a field was refused; the form shows `form.errors.<field><Reason>` style texts. */
export type FieldError = 'required' | 'invalid' | 'tooLong';

/** Errors by field; empty when the form may be sent. */
export type ContactErrors = Partial<Record<ContactField, FieldError>>;

/**
 * Trims every field and lower-cases the email address: the API lower-cases it too, and the
 * spec pattern wants a lower-case domain, so `Ana@Example.COM` is accepted as `ana@example.com`.
 */
export function normaliseContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

/** Checks normalised values: email and message are required, every field has a maximum length. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of Object.keys(LIMITS) as ContactField[]) {
    if (values[field].length > LIMITS[field]) errors[field] = 'tooLong';
  }
  if (values.email === '') errors.email = 'required';
  else if (!errors.email && !EMAIL_PATTERN.test(values.email)) errors.email = 'invalid';
  if (values.message === '') errors.message = 'required';
  return errors;
}
