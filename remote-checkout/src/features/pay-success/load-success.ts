/**
 * What the success page's loader knows (api/README.md "Order numbers and
 * receipts", "Claiming a purchase"): the receipt of the order the provider's return names (its
 * purchase_result plus its line of web/orders), the account (profile) and, for a buyer who paid
 * anonymously, the claim: a sign-in code is sent once to the receipt address (the page's address
 * then carries `code=sent`, so a reload does not send another), and entering it moves the
 * purchase into that address's account (claim-action.ts).
 */
import { isPaymentProvider } from '@meridian/shared/api-contract';
import {
  ordersCall,
  parseResponse,
  profileCall,
  verificationRequestCall,
  type ParsedResponseOf,
  type RequestOf,
} from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import type { PageContext } from '@meridian/shared/route-module';
import { isSessionError } from '../../lib/api-errors.ts';
import { methodOfProvider, type MethodId } from '../../lib/payment-methods.ts';
import { fetchPurchaseResult, outcomeOf, type PurchaseResult } from '../../lib/purchase-result.ts';

/** The receipt of one paid order. */
export interface Receipt {
  readonly orderNo: string;
  /** Term of the plan in months, null when unknown. */
  readonly months: number | null;
  /** 2-decimal string in `currency`. */
  readonly amount: string;
  readonly currency: string;
  /** End of the paid time (ms since the epoch), null when unknown. */
  readonly periodEnd: number | null;
  /** Payment method id (lib/payment-methods.ts), null when the provider has none. */
  readonly method: MethodId | null;
  /** Where the receipt went: the address given at checkout, else the account's; null when neither exists. */
  readonly email: string | null;
}

/** The account the purchase is in. */
export interface AccountSummary {
  readonly email: string | null;
  readonly anonymous: boolean;
  /** Whole days of VIP time left, counting a started day (the profile's `vip.remain_time`). */
  readonly daysLeft: number;
}

/** The claim of an anonymous purchase: the receipt address and whether its code was sent. */
export interface ClaimState {
  readonly email: string;
  readonly sent: boolean;
}

/** Loader data of `/paysuc`. */
export interface SuccessData {
  readonly receipt: Receipt | null;
  /** Null when signed out. */
  readonly account: AccountSummary | null;
  readonly claim: ClaimState | null;
  /** The purchase was just moved into the account by a sign-in code. */
  readonly claimed: boolean;
}

/** Where the loader sends the payer instead: back to the status page, or here with `code=sent`. */
export interface Elsewhere {
  readonly redirectTo: string;
}

/** Query parameters this page adds to the provider's return query. */
export const CODE_SENT = ['code', 'sent'] as const;
export const CLAIMED = ['claimed', '1'] as const;

const DAY_S = 86_400;

/** `params` with `name=value` set, as a query string with its '?'. */
export function withParam(params: URLSearchParams, [name, value]: readonly [string, string]): string {
  const next = new URLSearchParams(params);
  next.set(name, value);
  return `?${next.toString()}`;
}

type ProfileData = ParsedResponseOf<typeof profileCall>;
type OrderLine = ParsedResponseOf<typeof ordersCall>['orders'][number];

function readAccount(data: ProfileData): AccountSummary {
  return { email: data.email, anonymous: data.is_anonymous, daysLeft: Math.max(0, Math.ceil(data.vip.remain_time / DAY_S)) };
}

function readReceipt(result: PurchaseResult, orders: readonly OrderLine[], account: AccountSummary | null): Receipt {
  const line = orders.find((order) => order.order_no === result.order_no);
  return {
    orderNo: result.order_no,
    months: line?.term_months ?? null,
    amount: result.amount,
    currency: result.currency,
    periodEnd: line?.period_end ?? null,
    method: methodOfProvider(result.provider)?.id ?? null,
    email: result.receipt_email ?? account?.email ?? null,
  };
}

async function sendCode(api: HttpClient, email: string): Promise<boolean> {
  try {
    const body: RequestOf<typeof verificationRequestCall> = { email, purpose: 'login' };
    parseResponse(verificationRequestCall, await api.post<unknown>(verificationRequestCall.path, body));
    return true;
  } catch (error) {
    console.warn('sending the sign-in code that claims a purchase failed', error);
    return false;
  }
}

/** Reads the page for the visitor's session and the page's query (`order_id`, `provider`, `code`, `claimed`). */
export async function loadSuccess(page: PageContext, params: URLSearchParams): Promise<SuccessData | Elsewhere> {
  const claimed = params.get(CLAIMED[0]) === CLAIMED[1];
  if (!page.signedIn()) return { receipt: null, account: null, claim: null, claimed };
  const api = await page.api();
  const orderId = params.get('order_id') ?? '';
  const provider = params.get('provider') ?? '';
  const known = orderId !== '' && isPaymentProvider(provider);
  const [result, orders, profile] = await Promise.allSettled([
    known ? fetchPurchaseResult(api, provider, orderId) : Promise.resolve(null),
    // An answer off the contract rejects like a failed call: read as "not known".
    known ? api.get<unknown>(ordersCall.path).then((data) => parseResponse(ordersCall, data).orders) : Promise.resolve([]),
    api.get<unknown>(profileCall.path).then((data) => parseResponse(profileCall, data)),
  ]);
  const paid = result.status === 'fulfilled' ? result.value : null;
  if (paid !== null && known && outcomeOf(provider, paid) !== 'success') return { redirectTo: `/paystatus?${params.toString()}` };
  const account = profile.status === 'fulfilled' ? readAccount(profile.value) : null;
  if (profile.status === 'rejected' && isSessionError(profile.reason)) return { receipt: null, account: null, claim: null, claimed };
  const receipt = paid === null ? null : readReceipt(paid, orders.status === 'fulfilled' ? orders.value : [], account);
  const claimable = account?.anonymous === true && !claimed && receipt?.email ? receipt.email : null;
  if (claimable === null) return { receipt, account, claim: null, claimed };
  if (params.get(CODE_SENT[0]) === CODE_SENT[1]) return { receipt, account, claim: { email: claimable, sent: true }, claimed };
  if (await sendCode(api, claimable)) return { redirectTo: `/paysuc${withParam(params, CODE_SENT)}` };
  return { receipt, account, claim: { email: claimable, sent: false }, claimed };
}
