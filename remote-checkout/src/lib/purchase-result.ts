/**
 * The purchase_result answer and what it means for the status page: success, failure or still
 * pending. A subscription provider (so) reports subscription statuses, and its status 'active'
 * counts as success (rule checkout.provider-success); the others report the order state.
 */
import type { RequestOf } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import { type PaymentProvider, purchaseResultPath } from '@meridian/shared/api-contract';

/** The fields of a purchase result the site reads. */
export interface PurchaseResult {
  readonly order_id: string;
  /** The customer-facing order number (`MV-00000042`). */
  readonly order_no: string;
  readonly provider: string;
  readonly plan_id: number;
  /** Charged amount, a 2-decimal string, in `currency`. */
  readonly amount: string;
  readonly currency: string;
  /** The receipt address given at checkout, or null (the receipt then goes to the account's email). */
  readonly receipt_email: string | null;
  /** pending | approved | declined | abandoned */
  readonly state: string;
  /** The provider's own status word (for so: incomplete | active | unpaid | incomplete_expired). */
  readonly status: string;
  readonly final: boolean;
}

/** What a result means for the payer. */
export type PurchaseOutcome = 'success' | 'failure' | 'pending';

/** How an unpaid final order ended: declined by the provider, or left unfinished (cancelled or lapsed). */
export type FailedState = 'declined' | 'abandoned';

/** The failed state of a final, unpaid result: abandoned when the order says so, else declined. */
export function failedStateOf(result: PurchaseResult): FailedState {
  return result.state === 'abandoned' ? 'abandoned' : 'declined';
}

/** success, failure (final but not paid) or pending. */
export function outcomeOf(provider: PaymentProvider, result: PurchaseResult): PurchaseOutcome {
  const paid = provider === 'so' ? result.status === 'active' : result.state === 'approved';
  if (paid) return 'success';
  return result.final ? 'failure' : 'pending';
}

/**
 * Asks the provider's result call about `orderId` (purchase_result, api/README.md). Rejects as
 * the client does, or with ContractError naming each field of an answer off the contract. The
 * contract's schemas load with the first call, not with the page.
 */
export async function fetchPurchaseResult(
  http: Pick<HttpClient, 'post'>,
  provider: PaymentProvider,
  orderId: string,
): Promise<PurchaseResult> {
  const { parseResponse, purchaseResultCall } = await import('@meridian/shared/api-schemas');
  const apiCall = purchaseResultCall(purchaseResultPath(provider));
  const body: RequestOf<typeof apiCall> = { order_id: orderId };
  const order = parseResponse(apiCall, await http.post<unknown>(apiCall.path, body));
  return {
    order_id: order.order_id,
    order_no: order.order_no,
    provider: order.provider,
    plan_id: order.plan_id,
    amount: order.amount,
    currency: order.currency,
    receipt_email: order.receipt_email,
    state: order.state,
    status: order.status,
    final: order.final,
  };
}
