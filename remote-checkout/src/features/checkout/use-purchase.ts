/**
 * Runs a purchase from the checkout form: signs the visitor up anonymously when nobody is
 * logged in (captcha v3, spec sections 6 and 7), starts the chosen provider's purchase and
 * sends the browser to the provider's page. The visitor's country may block it (spec section 6).
 */
import { createContext, useCallback, useContext, useReducer } from 'react';
import { postWithCaptcha } from '@meridian/shared/captcha';
import { createBrowserCookieJar } from '@meridian/shared/runtime';
import { useSession } from '@meridian/shared/session';
import { ANONYMOUS_SIGNUP_PATH, type PaymentProvider } from '../../lib/api-paths.ts';
import { validateEmail } from '@meridian/shared/validation';
import { isRecord, stringField } from '../../lib/guards.ts';
import { captchaToken } from './captcha-client.ts';
import { failureReason } from './failure-reason.ts';
import { startProviderPurchase } from './provider-purchase.ts';
import { purchaseBody } from './purchase-body.ts';
import { IDLE, purchaseReducer } from './purchase-flow.ts';

/** One purchase request from the form. */
export interface PurchaseRequest {
  readonly provider: PaymentProvider;
  readonly planId: number;
  readonly currency: string;
  readonly returnUrl: string;
  /** Required when nobody is logged in. */
  readonly email: string;
  /** The page's query, where invite data arrives. */
  readonly search: string;
}

/** Browser effects, replaceable in tests. */
export interface PurchaseEffects {
  /** Leaves for the provider's page. */
  readonly redirect: (url: string) => void;
  /** A v3 captcha token for an action. */
  readonly captcha: (apiBase: string, action: string) => Promise<string>;
}

const BROWSER: PurchaseEffects = {
  redirect: (url) => window.location.assign(url),
  captcha: captchaToken,
};

/** The effects the checkout uses: the browser's, unless a test provides others. */
export const PurchaseEffectsContext = createContext<PurchaseEffects>(BROWSER);

/** The flow state, `purchase(request)`, `block()` for a cancelled action and `reset()`. */
export function usePurchase() {
  const effects = useContext(PurchaseEffectsContext);
  const { http, user, apiBase } = useSession();
  const [flow, dispatch] = useReducer(purchaseReducer, IDLE);

  const purchase = useCallback(async (request: PurchaseRequest) => {
    if (http === null) return;
    const anonymous = user.getToken() === null;
    const email = request.email.trim();
    if (anonymous && validateEmail(email) !== null) {
      dispatch({ type: 'failed', reason: 'email' });
      return;
    }
    try {
      if (anonymous) {
        dispatch({ type: 'sign-up', provider: request.provider });
        const data = await postWithCaptcha(http, ANONYMOUS_SIGNUP_PATH, {}, () => effects.captcha(apiBase, 'anonymous_signup'));
        const token = isRecord(data) ? stringField(data, 'token') : undefined;
        if (token === undefined) throw new Error(`reading ${ANONYMOUS_SIGNUP_PATH}: no token`);
        // The profile refresh after login may fail; the token is kept and the purchase goes on.
        await user.login(token).catch(() => undefined);
      }
      dispatch({ type: 'start', provider: request.provider });
      const body = purchaseBody({
        planId: request.planId,
        currency: request.currency,
        returnUrl: request.returnUrl,
        ...(anonymous ? { email } : {}),
        cookies: createBrowserCookieJar(() => Date.now()),
        search: request.search,
      });
      const started = await startProviderPurchase(http, request.provider, body, () => effects.captcha(apiBase, 'create_subscription'));
      dispatch({ type: 'started', ...started });
      effects.redirect(started.redirectUrl);
    } catch (error) {
      dispatch({ type: 'failed', reason: failureReason(error) });
    }
  }, [http, user, apiBase, effects]);

  const block = useCallback(() => dispatch({ type: 'blocked' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { flow, purchase, block, reset };
}
