/**
 * Spec section 5 email: local part of letters, digits, '_' and '-' in optional dot-separated
 * groups; '@'; lower-case domain labels in optional dot groups; lower-case alphabetic TLD.
 * The same rule as the API's, so the form refuses what the API would.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.[a-z]+$/;

/** True for an address that passes the spec rule (at most 254 characters). */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
