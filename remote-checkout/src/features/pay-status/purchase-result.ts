/**
 * The purchase_result answer and what it means for the status page: success, failure or still
 * pending. A subscription provider (so) reports subscription statuses, and its status 'active'
 * counts as success (spec section 4); the others report the order state.
 */
import type { HttpClient } from '@meridian/shared/http';
import { purchaseResultPath, type PaymentProvider } from '../../lib/api-paths.ts';
import { isRecord, numberField, stringField } from '../../lib/guards.ts';

/** The fields of a purchase result the site reads. */
export interface PurchaseResult {
  readonly order_id: string;
  readonly provider: string;
  readonly plan_id: number | null;
  /** pending | approved | declined | abandoned */
  readonly state: string;
  /** The provider's own status word (for so: incomplete | active | unpaid | incomplete_expired). */
  readonly status: string;
  readonly final: boolean;
}

/** What a result means for the payer. */
export type PurchaseOutcome = 'success' | 'failure' | 'pending';

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
    provider: stringField(data, 'provider') ?? '',
    plan_id: numberField(data, 'plan_id') ?? null,
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
