/**
 * The account's own data (spec sections 3 and 7, api/README.md): GET web/profile, the
 * subscriptions (payment/v1/web/subscription_my, named by the public plan list) and the
 * orders behind the receipts (payment/v1/web/orders). Provider codes are read nowhere here:
 * visitors see the API's payment method label.
 */
import { API_PATH } from '@meridian/shared/api-contract';
import { parseResponse, profileCall } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import { isRecord, listOf, numberOf, stringOf } from '../../lib/guards.ts';

type Getter = Pick<HttpClient, 'get'>;

/** The signed-in account; times in ms since epoch. */
export interface Profile {
  readonly userId: number;
  /** The account's email, null for an account made at checkout (anonymous). */
  readonly email: string | null;
  readonly passwordSet: boolean;
  /** Paid access: until when (null when none), as the API counts it. */
  readonly accessUntil: number | null;
}

/** One subscription; amount a decimal string ("59.88"), times in ms. */
export interface Subscription {
  readonly id: number;
  readonly planId: number;
  /** 'active' | 'canceled' | 'expired' | 'pending' (others shown as they come). */
  readonly status: string;
  readonly currency: string;
  readonly amount: string;
  readonly autoRenew: boolean;
  readonly expiresAt: number;
}

/** One order, what its receipt shows; amount a decimal string, times in ms. */
export interface Order {
  /** `MV-` and 8 digits. */
  readonly orderNo: string;
  readonly createdAt: number;
  /** 'pending' | 'approved' | 'declined' | 'abandoned'. */
  readonly state: string;
  readonly termMonths: number | undefined;
  readonly amount: string;
  readonly currency: string;
  /** The payment method as buyers know it ("Card"), in English from the API. */
  readonly methodLabel: string;
  /** End of the paid period an approved order bought, else null. */
  readonly periodEnd: number | null;
}

/**
 * The signed-in account's profile; rejects like the client (401 when the session ended), and
 * with ContractError for an answer off the contract.
 */
export async function fetchProfile(http: Getter): Promise<Profile> {
  const data = parseResponse(profileCall, await http.get<unknown>(profileCall.path));
  return {
    userId: data.user_id,
    email: data.email || null,
    passwordSet: data.is_password_set,
    accessUntil: data.vip.remain_time > 0 ? data.vip.expire_at : null,
  };
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
    status: stringOf(item.status) ?? '',
    currency: stringOf(item.currency) ?? '',
    amount: stringOf(item.amount) ?? '',
    autoRenew: item.auto_renew === true,
    expiresAt,
  };
}

/** The account's subscriptions, newest first (the API's order); malformed entries are skipped. */
export async function fetchSubscriptions(http: Getter): Promise<Subscription[]> {
  return listOf(await http.get<unknown>(API_PATH.subscriptions), 'subscriptions', parseSubscription);
}

/** Plan id (as a string: loader data travels as JSON) to its term in months, from the public plan list. */
export async function fetchPlanTerms(http: Getter): Promise<Readonly<Record<string, number>>> {
  const plans = listOf(await http.get<unknown>(API_PATH.plans), 'plans', (item) => {
    const id = isRecord(item) ? numberOf(item.id) : undefined;
    const months = isRecord(item) ? numberOf(item.duration_months) : undefined;
    return id === undefined || months === undefined ? undefined : ([String(id), months] as const);
  });
  return Object.fromEntries(plans);
}

function parseOrder(item: unknown): Order | undefined {
  if (!isRecord(item)) return undefined;
  const orderNo = stringOf(item.order_no);
  const createdAt = numberOf(item.created_at);
  if (!orderNo || createdAt === undefined) return undefined;
  return {
    orderNo,
    createdAt,
    state: stringOf(item.state) ?? '',
    termMonths: numberOf(item.term_months),
    amount: stringOf(item.amount) ?? '',
    currency: stringOf(item.currency) ?? '',
    methodLabel: stringOf(item.provider_label) ?? '',
    periodEnd: numberOf(item.period_end) ?? null,
  };
}

/** The account's orders, newest first; malformed entries are skipped. */
export async function fetchOrders(http: Getter): Promise<Order[]> {
  return listOf(await http.get<unknown>(API_PATH.orders), 'orders', parseOrder);
}
