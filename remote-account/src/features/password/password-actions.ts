/**
 * The password submissions, run by the route actions of /login, /myaccount, /forgetpassword
 * and /resetpassword on the server (no JavaScript) or in the browser. Each validates with the
 * shared rules (rules account.email and account.password), calls the API and answers a redirect or a refusal.
 */
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { redirect } from 'react-router';
import type { PageContext } from '@meridian/shared/route-module';
import { validateCode, validateEmail, validateGivenPassword } from '@meridian/shared/validation';
import { collectErrors, hasErrors, refuse } from '../../lib/action-result.ts';
import { apiCodeOf, commonProblem, isSessionEnded } from '../../lib/api-errors.ts';
import { codeRequestProblem } from '../../lib/code-request.ts';
import { rawField, textField } from '../../lib/form-data.ts';
import { NEW_PASSWORD_NAMES, checkNewPassword } from './new-password-fields.tsx';
import { changePassword, requestResetCode, resetPassword, setPassword } from './password-api.ts';

/** The password forms, by the `intent` they post. */
export const PASSWORD_INTENT = Object.freeze({
  set: 'set-password',
  change: 'change-password',
  requestReset: 'request-reset',
  reset: 'reset-password',
} as const);

/** The element id of /myaccount's password card. */
export const PASSWORD_SECTION = 'password';

/** Where each outcome goes. */
export interface PasswordTargets {
  /** After success. */
  readonly done: string;
  /** When the session has ended (the login screen, coming back). */
  readonly signedOut: string;
}

const newPasswordOf = (form: FormData) => ({
  password: rawField(form, NEW_PASSWORD_NAMES.password),
  repeat: rawField(form, NEW_PASSWORD_NAMES.repeat),
});

/**
 * Gives a password to the signed-in account (web/set_password). One already set (40012) counts
 * as done; an account without an email (40014) is told to add one first.
 */
export async function setPasswordAction(page: PageContext, form: FormData, targets: PasswordTargets) {
  const intent = PASSWORD_INTENT.set;
  const values = newPasswordOf(form);
  const errors = collectErrors(checkNewPassword(values));
  if (hasErrors(errors)) return refuse(intent, { errors });
  try {
    await setPassword(await page.api(), values.password);
  } catch (error) {
    if (isSessionEnded(error)) return redirect(targets.signedOut);
    const code = apiCodeOf(error);
    if (code === API_ERROR_CODE.emailRequired) return refuse(intent, { problem: { key: 'setPassword.needsEmail' } });
    if (code !== API_ERROR_CODE.passwordAlreadySet) return refuse(intent, { problem: commonProblem(error) });
  }
  return redirect(targets.done);
}

/** Changes the signed-in account's password (web/change_password); a wrong current one marks that field. */
export async function changePasswordAction(page: PageContext, form: FormData, targets: PasswordTargets) {
  const intent = PASSWORD_INTENT.change;
  const current = rawField(form, 'current-password');
  const values = newPasswordOf(form);
  const errors = collectErrors({ current: validateGivenPassword(current), ...checkNewPassword(values) });
  if (hasErrors(errors)) return refuse(intent, { errors });
  try {
    await changePassword(await page.api(), current, values.password);
  } catch (error) {
    if (apiCodeOf(error) === API_ERROR_CODE.wrongCurrentPassword) return refuse(intent, { errors: { current: 'currentPasswordWrong' } });
    if (isSessionEnded(error)) return redirect(targets.signedOut);
    return refuse(intent, { problem: commonProblem(error) }, apiCodeOf(error) === API_ERROR_CODE.rateLimited ? 429 : 400);
  }
  return redirect(targets.done);
}

/** What /forgetpassword answers once a reset code is on its way. */
export interface ResetCodeSent {
  readonly intent: typeof PASSWORD_INTENT.requestReset;
  readonly sentTo: string;
}

/** Type guard for {@link ResetCodeSent}. */
export function isResetCodeSent(value: unknown): value is ResetCodeSent {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { intent?: unknown }).intent === PASSWORD_INTENT.requestReset &&
    'sentTo' in value
  );
}

/**
 * Emails a reset code (web/verification/request, purpose reset_password); the API answers alike
 * for unknown addresses. A refusal asking for the security check makes the form show it.
 */
export async function requestResetAction(page: PageContext, form: FormData) {
  const intent = PASSWORD_INTENT.requestReset;
  const email = textField(form, 'email');
  const error = validateEmail(email);
  if (error) return refuse(intent, { errors: { email: error }, values: { email } });
  try {
    await requestResetCode(await page.api(), email, textField(form, 'recasign'));
  } catch (failure) {
    return refuse(
      intent,
      { values: { email }, problem: codeRequestProblem(failure) },
      apiCodeOf(failure) === API_ERROR_CODE.rateLimited ? 429 : 400,
    );
  }
  const sent: ResetCodeSent = { intent, sentTo: email };
  return sent;
}

/**
 * Email, emailed code and a new password (web/reset_password). The reset ends every session of
 * the account, so this browser's is ended too; then to `done` (the login screen).
 */
export async function resetPasswordAction(page: PageContext, form: FormData, done: string) {
  const intent = PASSWORD_INTENT.reset;
  const email = textField(form, 'email');
  const code = textField(form, 'code');
  const values = newPasswordOf(form);
  const errors = collectErrors({ email: validateEmail(email), code: validateCode(code), ...checkNewPassword(values) });
  if (hasErrors(errors)) return refuse(intent, { errors, values: { email, code } });
  try {
    await resetPassword(await page.api(), { email, code, password: values.password });
  } catch (error) {
    if (apiCodeOf(error) === API_ERROR_CODE.badVerificationCode)
      return refuse(intent, { errors: { code: 'codeRejected' }, values: { email } });
    return refuse(
      intent,
      { values: { email, code }, problem: commonProblem(error) },
      apiCodeOf(error) === API_ERROR_CODE.rateLimited ? 429 : 400,
    );
  }
  if (page.signedIn()) await page.signOut();
  return redirect(done);
}
