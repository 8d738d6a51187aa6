/**
 * The success page's route action: an anonymous buyer keeps the purchase by proving the receipt
 * address (api/README.md, "Claiming a purchase"). `intent=claim` posts the emailed code to
 * web/verification/validate WITH the anonymous session, so the API moves the purchase into the
 * address's account and answers that account's session, which the page context signs in (a
 * cookie on the server, the user store in the browser). `intent=resend` mails a new code.
 * Runs on the server without JavaScript and in the browser with it.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { isApiError } from '@meridian/shared/http';
import { pageOf } from '@meridian/shared/route-module';
import { validateCode, validateEmail, type CodeError, type EmailError } from '@meridian/shared/validation';
import {
  ContractError,
  parseResponse,
  verificationRequestCall,
  verificationValidateCall,
  type RequestOf,
} from '@meridian/shared/api-schemas';
import { isTransientError } from '../../lib/api-errors.ts';
import { CLAIMED, CODE_SENT, withParam } from './load-success.ts';

/**
 * Why the claim did not go through. 'captchaNeeded': the API wants a security check for another
 * code (someone asked for one a short while ago, api/README.md "Login protection"); the code
 * mailed then still works, and the Log in page has the check for a new one.
 */
export type ClaimError = EmailError | CodeError | 'codeRejected' | 'captchaNeeded' | 'rateLimited' | 'network' | 'unknown';

/** What the action answers: an error (400), or that a new code went out. */
export type ClaimActionData = { readonly error: ClaimError } | { readonly resent: true };

/** The posted text of `name`, '' when absent. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

function reasonOf(error: unknown): ClaimError {
  if (isApiError(error) && error.code === 40011) return 'codeRejected';
  if (isApiError(error) && error.code === 429) return 'rateLimited';
  if (isApiError(error) && (error.code === 40003 || error.code === 40004)) return 'captchaNeeded';
  return isTransientError(error) ? 'network' : 'unknown';
}

/** Handles `intent` (claim or resend), `email` (the receipt address) and `code` (six digits). */
export async function claimAction({ request, context }: ActionFunctionArgs) {
  const page = pageOf(context);
  const form = await request.formData();
  const params = new URL(request.url).searchParams;
  const email = field(form, 'email');
  const refuse = (error: ClaimError) => data<ClaimActionData>({ error }, { status: 400 });
  const emailError = validateEmail(email);
  if (emailError !== null) return refuse(emailError);
  const api = await page.api();
  try {
    if (field(form, 'intent') === 'resend') {
      const body: RequestOf<typeof verificationRequestCall> = { email, purpose: 'login' };
      parseResponse(verificationRequestCall, await api.post<unknown>(verificationRequestCall.path, body));
      return data<ClaimActionData>({ resent: true });
    }
    const code = field(form, 'code');
    const codeError = validateCode(code);
    if (codeError !== null) return refuse(codeError);
    const deviceToken = page.deviceToken();
    const body: RequestOf<typeof verificationValidateCall> = {
      email,
      code,
      purpose: 'login',
      ...(deviceToken ? { device_token: deviceToken } : {}),
    };
    const answer = parseResponse(verificationValidateCall, await api.post<unknown>(verificationValidateCall.path, body));
    if (!('token' in answer)) throw new ContractError(verificationValidateCall.path, ['token: a sign-in by code answers a session']);
    await page.signIn({ token: answer.token, ...(answer.device_token ? { deviceToken: answer.device_token } : {}) });
    params.delete(CODE_SENT[0]);
    return redirect(`/paysuc${withParam(params, CLAIMED)}`);
  } catch (error) {
    return refuse(reasonOf(error));
  }
}
