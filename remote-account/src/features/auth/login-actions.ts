/**
 * The sign-in submissions of /login, run by its route action on the server (no JavaScript) or
 * in the browser: password login (captcha v2), and the two steps of the emailed-code sign-in,
 * which also signs up and, with an anonymous session, claims its purchase (api/README.md).
 */
import { API_ERROR_CODE } from '@meridian/shared/api-contract';
import { redirect } from 'react-router';
import { EMPTY_CAPTCHA_TOKEN_MESSAGE } from '@meridian/shared/captcha';
import type { PageContext } from '@meridian/shared/route-module';
import { validateCode, validateEmail, validateGivenPassword } from '@meridian/shared/validation';
import { collectErrors, hasErrors, refuse, type Problem } from '../../lib/action-result.ts';
import { apiCodeOf, commonProblem } from '../../lib/api-errors.ts';
import { codeRequestProblem } from '../../lib/code-request.ts';
import { rawField, textField } from '../../lib/form-data.ts';
import { loginPath } from '../../lib/redirect-target.ts';
import { logIn, requestLoginCode, signInWithCode } from './auth-api.ts';

/** The forms of /login, by the `intent` they post. */
export const LOGIN_INTENT = Object.freeze({
  password: 'password',
  requestCode: 'request-code',
  resendCode: 'resend-code',
  verifyCode: 'verify-code',
} as const);

/** Hidden field a form posts only without JavaScript (inside `<noscript>`). */
export const NO_SCRIPT_FIELD = 'js';

/** What the code request answers: the code is on its way to `sentTo`, valid for `minutes`. */
export interface CodeSent {
  readonly intent: typeof LOGIN_INTENT.requestCode | typeof LOGIN_INTENT.resendCode;
  readonly sentTo: string;
  readonly minutes: number;
}

/** Type guard for {@link CodeSent} (action data is unknown to the page). */
export function isCodeSent(value: unknown): value is CodeSent {
  return typeof value === 'object' && value !== null && typeof (value as { sentTo?: unknown }).sentTo === 'string';
}

/** Where a claimed purchase is shown. */
export const CLAIMED_TARGET = '/myaccount?done=claimed';

function loginProblem(error: unknown, withoutScript: boolean): Problem {
  if (error instanceof Error && error.message === EMPTY_CAPTCHA_TOKEN_MESSAGE)
    return { key: withoutScript ? 'captcha.noJavaScript' : 'captcha.required' };
  switch (apiCodeOf(error)) {
    case API_ERROR_CODE.badCredentials:
      return { key: 'errors.wrongCredentials' };
    case API_ERROR_CODE.captchaEmpty:
      return { key: 'captcha.required' };
    case API_ERROR_CODE.captchaInvalid:
      return { key: 'captcha.rejected' };
    case API_ERROR_CODE.forbidden:
      return { key: 'errors.disabled' };
    case API_ERROR_CODE.rateLimited:
      return { key: 'errors.locked' };
    default:
      return commonProblem(error);
  }
}

/**
 * Email, password and the captcha token (`recasign`): POST web/login with this browser's device
 * token, start the session, go to `target`. An empty token is refused before any call
 * (rule account.captcha), saying that a password login needs JavaScript when the form came without it.
 */
export async function passwordLogin(page: PageContext, form: FormData, target: string) {
  const intent = LOGIN_INTENT.password;
  const email = textField(form, 'email');
  const password = rawField(form, 'password');
  const errors = collectErrors({ email: validateEmail(email), password: validateGivenPassword(password) });
  const withoutScript = form.get(NO_SCRIPT_FIELD) === 'off';
  if (hasErrors(errors)) return refuse(intent, { errors, values: { email } });
  try {
    const session = await logIn(await page.api(), { email, password, deviceToken: page.deviceToken() }, textField(form, 'recasign'));
    await page.signIn(session);
  } catch (error) {
    return refuse(
      intent,
      { values: { email }, problem: loginProblem(error, withoutScript) },
      apiCodeOf(error) === API_ERROR_CODE.rateLimited ? 429 : 400,
    );
  }
  return redirect(target);
}

/**
 * Emails a sign-in code (first step, or "send a new code"): answers {@link CodeSent}. When the
 * API asks for the security check (not the first request for the address in a while), the refusal
 * says so and the form shows it; the form's `recasign` goes with the next request.
 */
export async function requestCode(page: PageContext, form: FormData, intent: CodeSent['intent']) {
  const email = textField(form, 'email');
  const error = validateEmail(email);
  if (error) return refuse(intent, { errors: { email: error }, values: { email } });
  try {
    const seconds = await requestLoginCode(await page.api(), email, textField(form, 'recasign'));
    const sent: CodeSent = { intent, sentTo: email, minutes: Math.max(1, Math.round(seconds / 60)) };
    return sent;
  } catch (failure) {
    return refuse(
      intent,
      { values: { email }, problem: codeRequestProblem(failure) },
      apiCodeOf(failure) === API_ERROR_CODE.rateLimited ? 429 : 400,
    );
  }
}

/**
 * The emailed code for the address of the first step (a hidden field): signs in (with an
 * anonymous session, moving its purchase into the account), then goes to `target`, or first to
 * the "choose a password" step when the account has none.
 */
export async function verifyCode(page: PageContext, form: FormData, target: string) {
  const intent = LOGIN_INTENT.verifyCode;
  const email = textField(form, 'email');
  const code = textField(form, 'code');
  const errors = collectErrors({ email: validateEmail(email), code: validateCode(code) });
  if (hasErrors(errors)) return refuse(intent, { errors, values: { email } });
  let next: string;
  try {
    const session = await signInWithCode(await page.api(), { email, code, deviceToken: page.deviceToken() });
    await page.signIn(session);
    const after = session.claimed ? CLAIMED_TARGET : target;
    next = session.isPasswordSet ? after : loginPath({ step: 'password', target: after });
  } catch (failure) {
    if (apiCodeOf(failure) === API_ERROR_CODE.badVerificationCode)
      return refuse(intent, { errors: { code: 'codeRejected' }, values: { email } });
    return refuse(
      intent,
      { values: { email }, problem: commonProblem(failure) },
      apiCodeOf(failure) === API_ERROR_CODE.rateLimited ? 429 : 400,
    );
  }
  return redirect(next);
}
