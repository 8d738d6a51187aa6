/**
 * The checkout's purchase flow as a reducer: idle -> (signing-up, when the visitor is not
 * logged in) -> starting -> redirecting to the provider; or blocked (country, spec section 6)
 * or failed. While a step is running, another submit is ignored, so a double click never
 * starts two purchases; nothing leaves `redirecting` (the page is about to unload).
 */
import type { PaymentProvider } from '../../lib/api-paths.ts';

/** Why a purchase could not start; each has its own message. */
export type FailureReason = 'email' | 'captcha' | 'rate-limited' | 'unavailable' | 'network' | 'unknown';

/** The flow's state. */
export type PurchaseFlow =
  | { readonly step: 'idle' }
  | { readonly step: 'signing-up'; readonly provider: PaymentProvider }
  | { readonly step: 'starting'; readonly provider: PaymentProvider }
  | { readonly step: 'redirecting'; readonly provider: PaymentProvider; readonly orderId: string; readonly redirectUrl: string }
  | { readonly step: 'blocked' }
  | { readonly step: 'failed'; readonly reason: FailureReason };

/** What happens to the flow. */
export type PurchaseEvent =
  | { readonly type: 'sign-up'; readonly provider: PaymentProvider }
  | { readonly type: 'start'; readonly provider: PaymentProvider }
  | { readonly type: 'started'; readonly orderId: string; readonly redirectUrl: string }
  | { readonly type: 'failed'; readonly reason: FailureReason }
  | { readonly type: 'blocked' }
  | { readonly type: 'reset' };

export const IDLE: PurchaseFlow = { step: 'idle' };

/** True while a step runs or the page is leaving: the form is disabled. */
export function isBusy(flow: PurchaseFlow): boolean {
  return flow.step === 'signing-up' || flow.step === 'starting' || flow.step === 'redirecting';
}

/** The next state; an event that does not fit the current state leaves it unchanged. */
export function purchaseReducer(flow: PurchaseFlow, event: PurchaseEvent): PurchaseFlow {
  switch (event.type) {
    case 'sign-up':
      return isBusy(flow) ? flow : { step: 'signing-up', provider: event.provider };
    case 'start':
      if (flow.step === 'signing-up') return flow.provider === event.provider ? { step: 'starting', provider: flow.provider } : flow;
      return isBusy(flow) ? flow : { step: 'starting', provider: event.provider };
    case 'started':
      if (flow.step !== 'starting') return flow;
      return { step: 'redirecting', provider: flow.provider, orderId: event.orderId, redirectUrl: event.redirectUrl };
    case 'failed':
      // A bad email is found before any step runs; other failures end a running step.
      if (event.reason === 'email') return isBusy(flow) ? flow : { step: 'failed', reason: 'email' };
      return flow.step === 'signing-up' || flow.step === 'starting' ? { step: 'failed', reason: event.reason } : flow;
    case 'blocked':
      return isBusy(flow) ? flow : { step: 'blocked' };
    case 'reset':
      return isBusy(flow) ? flow : IDLE;
  }
}
