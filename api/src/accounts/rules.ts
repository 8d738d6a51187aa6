/**
 * Field rules of spec section 5 as zod schemas, shared by every route that takes them, and the
 * account limits they go with.
 */
import { z } from 'zod';

/** Addresses one account may bind (web/user_ip/bind). */
export const MAX_BOUND_IPS = 5;

/**
 * Spec section 5 email: local part of letters, digits, '_' and '-' in optional dot-separated
 * groups; '@'; lower-case domain labels in optional dot groups; lower-case alphabetic TLD.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.[a-z]+$/;

/**
 * Spec section 5 password: 8 to 20 printable ASCII characters without spaces, with at least
 * one lower-case letter, one upper-case letter and one symbol.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[!-/:-@[-`{-~])[!-~]{8,20}$/;

/** An email address by the spec rule, at most 254 characters; the parsed value is lower-cased. */
export const emailSchema = z
  .string()
  .max(254, 'email is too long')
  .regex(EMAIL_PATTERN, 'email is not a valid address')
  .transform((email) => email.toLowerCase());

/** A new password by the spec rule. */
export const newPasswordSchema = z
  .string()
  .regex(
    PASSWORD_PATTERN,
    'password must be 8 to 20 printable ASCII characters without spaces, with a lower-case letter, an upper-case letter and a symbol',
  );

/** A password being checked (login, current password): any non-empty string up to 128 characters. */
export const givenPasswordSchema = z.string().min(1, 'password is required').max(128, 'password is too long');

/** A six-digit emailed verification code. */
export const verificationCodeSchema = z.string().regex(/^\d{6}$/, 'code must be 6 digits');

/** The captcha token field `recasign`; emptiness is checked by the captcha step (spec section 5). */
export const recasignSchema = z.string().max(8192).optional();

/** A positive integer id given as a JSON number or a digit string (form-style clients). */
export const idSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^[1-9]\d{0,15}$/, 'must be a positive integer').transform(Number),
]);
