/**
 * The subscription view's calls (spec section 7): GET payment/v1/web/subscription_my, and the
 * public plan list to name each subscription's plan by its term.
 */
import type { HttpClient } from '@meridian/shared/http';
import { isRecord, listOf, numberOf, stringOf } from '../../lib/guards.ts';

export const SUBSCRIPTIONS_PATH = '/api/mms/payment/v1/web/subscription_my';
export const PLANS_PATH = '/api/mms/payment/v1/providers/plans';

/** One subscription of the signed-in account; times in ms since epoch. */
export interface Subscription {
  readonly id: number;
  readonly planId: number;
  readonly provider: string;
  readonly status: string;
  readonly currency: string;
  /** Decimal string, for example "59.88". */
  readonly amount: string;
  readonly autoRenew: boolean;
  readonly startedAt: number;
  readonly expiresAt: number;
}

/** What a plan id stands for. */
export interface PlanTerm {
  readonly name: string;
  readonly months: number | undefined;
}

function parseSubscription(item: unknown): Subscription | undefined {
  if (!isRecord(item)) return undefined;
  const id = numberOf(item.id);
  const planId = numberOf(item.plan_id);
  const expiresAt = numberOf(item.expires_at);
  if (id === undefined || planId === undefined || expiresAt === undefined) return undefined;
  return {
    id,
    planId,
    provider: stringOf(item.provider) ?? '',
    status: stringOf(item.status) ?? '',
    currency: stringOf(item.currency) ?? '',
    amount: stringOf(item.amount) ?? '',
    autoRenew: item.auto_renew === true,
    startedAt: numberOf(item.started_at) ?? expiresAt,
    expiresAt,
  };
}

/** The account's subscriptions, newest first (the API's order); malformed entries are skipped. */
export async function fetchSubscriptions(http: Pick<HttpClient, 'get'>): Promise<Subscription[]> {
  return listOf(await http.get<unknown>(SUBSCRIPTIONS_PATH), 'subscriptions', parseSubscription);
}

/** Plan id to name and term, from the public plan list. */
export async function fetchPlanTerms(http: Pick<HttpClient, 'get'>): Promise<ReadonlyMap<number, PlanTerm>> {
  const plans = listOf(await http.get<unknown>(PLANS_PATH), 'plans', (item) => {
    const id = isRecord(item) ? numberOf(item.id) : undefined;
    if (!isRecord(item) || id === undefined) return undefined;
    return [id, { name: stringOf(item.name) ?? '', months: numberOf(item.duration_months) }] as const;
  });
  return new Map(plans);
}
