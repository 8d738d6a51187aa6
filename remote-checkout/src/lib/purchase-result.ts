/**
 * The purchase_result answer and what it means for the status page: success, failure or still
 * pending. A subscription provider (so) reports subscription statuses, and its status 'active'
 * counts as success (spec section 4); the others report the order state.
 */
import type { HttpClient } from '@meridian/shared/http';
import { type PaymentProvider, purchaseResultPath } from '@meridian/shared/api-contract';
import { isRecord, numberField, stringField } from './guards.ts';
import { isDecimalText } from './money.ts';

/** The fields of a purchase result the site reads. */
export interface PurchaseResult {
  readonly order_id: string;
  /** The customer-facing order number (`MV-00000042`), '' when the answer had none. */
  readonly order_no: string;
  readonly provider: string;
  readonly plan_id: number | null;
  /** Charged amount, a 2-decimal string ('' when absent), in `currency`. */
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

/** Reads a result; an Error naming the call for another shape. */
export function readResult(data: unknown, call: string): PurchaseResult {
  const orderId = isRecord(data) ? stringField(data, 'order_id') : undefined;
  const state = isRecord(data) ? stringField(data, 'state') : undefined;
  if (!isRecord(data) || orderId === undefined || state === undefined) {
    throw new Error(`reading ${call}: unexpected data ${JSON.stringify(data)}`);
  }
  return {
    order_id: orderId,
    order_no: stringField(data, 'order_no') ?? '',
    provider: stringField(data, 'provider') ?? '',
    plan_id: numberField(data, 'plan_id') ?? null,
    amount: isDecimalText(data.amount) ? data.amount : '',
    currency: stringField(data, 'currency') ?? '',
    receipt_email: stringField(data, 'receipt_email') ?? null,
    state,
    status: stringField(data, 'status') ?? state,
    final: data.final === true || state === 'approved' || state === 'declined' || state === 'abandoned',
  };
}

/** Asks the provider's result call about `orderId`. Rejects as the client does. */
export async function fetchPurchaseResult(http: HttpClient, provider: PaymentProvider, orderId: string): Promise<PurchaseResult> {
  const path = purchaseResultPath(provider);
  return readResult(await http.post<unknown>(path, { order_id: orderId }), path);
}
