/**
 * The checkout's route action (decision 013): one purchase from the posted form, run by the server
 * for a visitor without JavaScript and in the browser with it. A guest is signed up anonymously
 * with the captcha v3 token the page put in `recasign` (rule account.captcha); the card's
 * provider needs a second token, `recasign_card`. Without JavaScript neither exists, so a guest,
 * or a member paying by card, is told that paying needs it. The visitor's country may block the
 * purchase (rule account.china). On success the browser is sent to the provider's page.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { isBlockedCountry } from '@meridian/shared/action-blocker';
import { postWithCaptcha } from '@meridian/shared/captcha';
import { pageOf, type PageContext } from '@meridian/shared/route-module';
import { createBrowserCookieJar, type CookieJar } from '@meridian/shared/runtime';
import { validateEmail, type EmailError } from '@meridian/shared/validation';
import { isSessionError } from '../../lib/api-errors.ts';
import { failureReason, type FailureReason } from './failure-reason.ts';
import { methodById, needsCaptcha } from '../../lib/payment-methods.ts';
import { startProviderPurchase } from './provider-purchase.ts';
import { purchaseBody, returnUrl } from './purchase-body.ts';

/** Why the form could not be sent on: a failure of a call, or a rule of the page. */
export type CheckoutError = FailureReason | 'javascript' | 'cardNeedsJavaScript' | 'blocked';

/** What the action answers when it cannot go on (status 400, or 403 for a blocked country). */
export interface CheckoutActionData {
  readonly errors: {
    readonly email?: EmailError;
    readonly method?: 'methodRequired';
    readonly form?: CheckoutError;
  };
  /** The posted values, shown again in the form. */
  readonly values: { readonly email: string; readonly method: string };
}

/** The posted text of `name`, '' when absent. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** Attribution cookies for `_cps`: the browser's; the host does not hand cookies to server actions. */
function attributionCookies(): Pick<CookieJar, 'get'> {
  return typeof document === 'undefined' ? { get: () => undefined } : createBrowserCookieJar(() => Date.now());
}

/** The absolute status page the provider returns to, under the page's locale prefix. */
function statusUrl(page: PageContext, windows: boolean): string {
  const href = `${page.basename.replace(/\/+$/, '')}/paystatus`;
  return returnUrl(page.publicOrigin, href, windows);
}

async function signUpAnonymously(page: PageContext, recasign: string): Promise<void> {
  // The contract's schemas load with the first submit, not with the checkout page.
  const { anonymousSignupCall, parseResponse } = await import('@meridian/shared/api-schemas');
  const answer = await postWithCaptcha<unknown>(await page.api(), anonymousSignupCall.path, {}, () => recasign);
  await page.signIn({ token: parseResponse(anonymousSignupCall, answer).token });
}

/**
 * Handles a checkout post: `plan` (the plan id), `method` (a method id of payment-methods.ts),
 * `email` (present when the form asked for a receipt address), `recasign` and `recasign_card`
 * (captcha v3 tokens the page adds with JavaScript). Redirects to the provider's page, or answers
 * {@link CheckoutActionData}.
 */
export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  const page = pageOf(context);
  const form = await request.formData();
  const url = new URL(request.url);
  const values = { email: field(form, 'email').trim(), method: field(form, 'method') };
  const refuse = (errors: CheckoutActionData['errors'], status = 400) => data<CheckoutActionData>({ errors, values }, { status });

  const method = methodById(values.method);
  const emailError = form.has('email') ? validateEmail(values.email) : null;
  if (method === undefined || emailError !== null) {
    return refuse({ ...(emailError ? { email: emailError } : {}), ...(method ? {} : { method: 'methodRequired' }) });
  }
  const signupToken = field(form, 'recasign');
  const cardToken = field(form, 'recasign_card');
  const signUp = signupToken !== '' || !page.signedIn();
  if (signUp && signupToken === '') return refuse({ form: 'javascript' });
  if (needsCaptcha(method) && cardToken === '') return refuse({ form: 'cardNeedsJavaScript' });
  const planId = Number(field(form, 'plan'));
  if (!Number.isSafeInteger(planId) || planId < 1) return refuse({ form: 'unavailable' });

  try {
    const country = await page.country();
    if (isBlockedCountry(country)) return refuse({ form: 'blocked' }, 403);
    if (signUp) await signUpAnonymously(page, signupToken);
    // An action runs on a submit, never during hydration: the prices module stays off the first load.
    const { currencyForCountry } = await import('@meridian/shared/money');
    const body = purchaseBody({
      planId,
      currency: currencyForCountry(country),
      returnUrl: statusUrl(page, url.searchParams.get('platform') === 'windows'),
      ...(form.has('email') ? { email: values.email } : {}),
      cookies: attributionCookies(),
      search: url.search,
    });
    const started = await startProviderPurchase(await page.api(), method.provider, body, async () => cardToken);
    return redirect(started.redirectUrl);
  } catch (error) {
    // A session the API no longer accepts is dropped, so the page asks for a receipt address again.
    if (!signUp && isSessionError(error)) await page.signOut().catch(() => undefined);
    return refuse({ form: failureReason(error) });
  }
}
