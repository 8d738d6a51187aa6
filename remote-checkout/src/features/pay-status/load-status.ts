/**
 * The state of a payment for the status page's loader: one purchase_result call (api/README.md)
 * for the order the provider's return names (`order_id`, `provider`). A paid order is no state
 * here: the loader sends the payer on to /paysuc. On the server this is what a visitor without
 * JavaScript sees; with JavaScript the page then polls (use-status-polling.ts).
 */
import type { PageContext } from '@meridian/shared/route-module';
import { isApiError } from '@meridian/shared/http';
import { isPaymentProvider } from '@meridian/shared/api-contract';
import { isSessionError, isTransientError } from '../../lib/api-errors.ts';
import type { PayState, StatusData } from './pay-state.ts';
import { failedStateOf, fetchPurchaseResult, outcomeOf } from '../../lib/purchase-result.ts';

/** The payment is paid: where the loader sends the payer. */
export interface PaidPayment {
  readonly paid: true;
}

/** Reads the payment of `params` (the page's query) as the visitor's session sees it. */
export async function loadStatus(page: PageContext, params: URLSearchParams): Promise<StatusData | PaidPayment> {
  const orderId = params.get('order_id') ?? '';
  const provider = params.get('provider') ?? '';
  const unknown = { orderId, provider, planId: null, orderNo: null };
  const stateOnly = (state: PayState): StatusData => ({ ...unknown, state });
  if (orderId === '' || !isPaymentProvider(provider)) return stateOnly('missing');
  if (!page.signedIn()) return stateOnly('login');
  try {
    const result = await fetchPurchaseResult(await page.api(), provider, orderId);
    const outcome = outcomeOf(provider, result);
    if (outcome === 'success') return { paid: true };
    const known = { orderId, provider, planId: result.plan_id, orderNo: result.order_no || null };
    return { ...known, state: outcome === 'pending' ? 'checking' : failedStateOf(result) };
  } catch (error) {
    if (isSessionError(error)) return stateOnly('login');
    if (isApiError(error) && error.code === 404) return stateOnly('missing');
    // Trouble that may pass leaves the payment being checked: the browser polls, a visitor without JavaScript refreshes.
    return stateOnly(isTransientError(error) ? 'checking' : 'error');
  }
}
