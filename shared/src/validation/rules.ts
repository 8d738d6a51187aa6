/**
 * Field rules (rules account.email, account.password), one home for the forms of every remote and the API (decision 009):
 * the forms check them before a call (and their actions again on the server), the API builds its
 * zod schemas on them (api/src/accounts/rules.ts). Validators take the value as it will be sent:
 * forms trim an email first, passwords are never trimmed. Each returns null when valid, else a
 * {@link FieldError} code that the remote translates.
 */

/**
 * Email (rule account.email): local part of letters, digits, '_' and '-' in optional dot-separated
 * groups; '@'; lower-case domain labels in optional dot groups; lower-case alphabetic TLD.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.[a-z]+$/;

/** Longest email address the API takes. */
export const EMAIL_MAX_LENGTH = 254;

/** A new password has 8 to 20 characters (rule account.password). */
export const PASSWORD_LENGTH = Object.freeze({ min: 8, max: 20 } as const);

/** Printable ASCII without the space, the only characters a password may hold. */
const PRINTABLE = /^[!-~]*$/;
/** ASCII symbols: printable, neither letter nor digit. */
const SYMBOL = /[!-/:-@[-`{-~]/;

/** Longest texts the contact and support calls take (api/src/routes/contact-routes.ts). */
export const CONTACT_LIMITS = Object.freeze({ subject: 200, message: 5000 } as const);

/**
 * Why a field was refused (`codeRejected` and `currentPasswordWrong` come from the API's
 * answer, the others from the rules below). A remote that shows them has a message for each
 * under `form.errors.<error>` (the account remote's tests check its bundles).
 */
export const FIELD_ERRORS = [
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordLength',
  'passwordCharacters',
  'passwordLowercase',
  'passwordUppercase',
  'passwordSymbol',
  'passwordMismatch',
  'currentPasswordWrong',
  'codeRequired',
  'codeInvalid',
  'codeRejected',
  'ipRequired',
  'ipInvalid',
  'messageRequired',
  'tooLong',
] as const;

/** One of {@link FIELD_ERRORS}. */
export type FieldError = (typeof FIELD_ERRORS)[number];

/** The errors {@link validateEmail} gives (a form shows only these for an email field). */
export type EmailError = Extract<FieldError, 'emailRequired' | 'emailInvalid'>;

/** The errors {@link validateCode} gives. */
export type CodeError = Extract<FieldError, 'codeRequired' | 'codeInvalid'>;

/** The errors {@link validateOptionalText} gives. */
export type TextError = Extract<FieldError, 'tooLong'>;

/** The errors {@link validateMessage} gives. */
export type MessageError = Extract<FieldError, 'messageRequired' | 'tooLong'>;

/** An email address by rule account.email, at most 254 characters; null when valid. */
export function validateEmail(email: string): EmailError | null {
  if (email === '') return 'emailRequired';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'emailInvalid';
  return null;
}

/** A password being checked (login, current password): anything non-empty; null when given. */
export function validateGivenPassword(password: string): FieldError | null {
  return password === '' ? 'passwordRequired' : null;
}

/**
 * A new password by rule account.password: 8 to 20 printable ASCII characters without spaces, with a
 * lower-case letter, an upper-case letter and a symbol. Gives the first rule broken, in that
 * order, or null when valid.
 */
export function validateNewPassword(password: string): FieldError | null {
  if (password === '') return 'passwordRequired';
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) return 'passwordLength';
  if (!PRINTABLE.test(password)) return 'passwordCharacters';
  if (!/[a-z]/.test(password)) return 'passwordLowercase';
  if (!/[A-Z]/.test(password)) return 'passwordUppercase';
  if (!SYMBOL.test(password)) return 'passwordSymbol';
  return null;
}

/** The repeated new password must equal the first; null when it does. */
export function validatePasswordRepeat(password: string, repeat: string): FieldError | null {
  if (repeat === '') return 'passwordRequired';
  return repeat === password ? null : 'passwordMismatch';
}

/** The emailed verification code: six digits. */
export function validateCode(code: string): CodeError | null {
  if (code === '') return 'codeRequired';
  return /^\d{6}$/.test(code) ? null : 'codeInvalid';
}

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * True for a dotted-quad IPv4 address (no leading zeros) or an IPv6 address, as Node's
 * `net.isIP` accepts them (without zone ids). IPv6 is checked by the WHATWG URL parser.
 */
export function isIpAddress(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!value.includes(':') || !/^[0-9A-Fa-f:.]+$/.test(value)) return false;
  try {
    return new URL(`http://[${value}]/`).hostname !== '';
  } catch {
    return false;
  }
}

/** An address to bind (trimmed by the form); null when valid. */
export function validateIp(ip: string): FieldError | null {
  if (ip === '') return 'ipRequired';
  return isIpAddress(ip) ? null : 'ipInvalid';
}

/** Optional text of at most `max` characters. */
export function validateOptionalText(text: string, max: number): TextError | null {
  return text.length > max ? 'tooLong' : null;
}

/** The support message (trimmed by the form): required, at most 5000 characters. */
export function validateMessage(message: string): MessageError | null {
  if (message === '') return 'messageRequired';
  return validateOptionalText(message, CONTACT_LIMITS.message);
}
