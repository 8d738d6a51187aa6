/**
 * The account's own data (api/README.md): GET web/profile, the
 * subscriptions (payment/v1/web/subscription_my, named by the public plan list) and the
 * orders behind the receipts (payment/v1/web/orders). Provider codes are read nowhere here:
 * visitors see the API's payment method label.
 */
import { ordersCall, parseResponse, plansCall, profileCall, subscriptionsCall } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';

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

/** The account's subscriptions, newest first (the API's order); ContractError for an answer off the contract. */
export async function fetchSubscriptions(http: Getter): Promise<Subscription[]> {
  const { subscriptions } = parseResponse(subscriptionsCall, await http.get<unknown>(subscriptionsCall.path));
  return subscriptions.map((item) => ({
    id: item.id,
    planId: item.plan_id,
    status: item.status,
    currency: item.currency,
    amount: item.amount,
    autoRenew: item.auto_renew,
    expiresAt: item.expires_at,
  }));
}

/** Plan id (as a string: loader data travels as JSON) to its term in months, from the public plan list. */
export async function fetchPlanTerms(http: Getter): Promise<Readonly<Record<string, number>>> {
  const { plans } = parseResponse(plansCall, await http.get<unknown>(plansCall.path));
  return Object.fromEntries(plans.map((plan) => [String(plan.id), plan.duration_months]));
}

/** The account's orders, newest first; ContractError for an answer off the contract. */
export async function fetchOrders(http: Getter): Promise<Order[]> {
  const { orders } = parseResponse(ordersCall, await http.get<unknown>(ordersCall.path));
  return orders.map((order) => ({
    orderNo: order.order_no,
    createdAt: order.created_at,
    state: order.state,
    termMonths: order.term_months,
    amount: order.amount,
    currency: order.currency,
    methodLabel: order.provider_label,
    periodEnd: order.period_end,
  }));
}
