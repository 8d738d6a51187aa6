/**
 * Field rules (rules account.email and account.password) as zod schemas, shared by every route that takes them, and the
 * account limits they go with. The rules themselves have one home, `@meridian/shared/validation`,
 * which the site's forms use too.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, validateNewPassword } from '@meridian/shared/validation';

/** Addresses one account may bind (web/user_ip/bind). */
export const MAX_BOUND_IPS = 5;

export { EMAIL_PATTERN };

/** An email address by rule account.email, at most 254 characters; the parsed value is lower-cased. */
export const emailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, 'email is too long')
  .regex(EMAIL_PATTERN, 'email is not a valid address')
  .transform((email) => email.toLowerCase());

/** A new password by rule account.password. */
export const newPasswordSchema = z
  .string()
  .refine(
    (password) => validateNewPassword(password) === null,
    'password must be 8 to 20 printable ASCII characters without spaces, with a lower-case letter, an upper-case letter and a symbol',
  );

/** A password being checked (login, current password): any non-empty string up to 128 characters. */
export const givenPasswordSchema = z.string().min(1, 'password is required').max(128, 'password is too long');

/** A six-digit emailed verification code. */
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'code must be 6 digits');

/** The captcha token field `recasign`; emptiness is checked by the captcha step (rule account.captcha). */
export const recasignSchema = z.string().max(8192).optional();

/** A positive integer id given as a JSON number or a digit string (form-style clients). */
export const idSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a positive integer')
    .transform(Number),
]);
