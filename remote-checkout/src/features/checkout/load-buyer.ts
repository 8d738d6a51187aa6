/**
 * Who is buying, for the checkout's loader: nobody signed in (a guest gives a receipt address and
 * is signed up anonymously, captcha v3), an anonymous account from an earlier purchase (gives a
 * receipt address, no captcha), or a member with an email. Also whether the first-purchase trial
 * price applies: the API charges it to an account that never had a subscription.
 */
import type { HttpClient } from '@meridian/shared/http';
import type { PageContext } from '@meridian/shared/route-module';
import { API_PATH } from '@meridian/shared/api-contract';
import { isSessionError } from '../../lib/api-errors.ts';
import { isRecord, stringField } from '../../lib/guards.ts';

/** The buyer as the form treats them. */
export type Buyer =
  | { readonly kind: 'guest' }
  | { readonly kind: 'anonymous' }
  /** `email` null when the profile could not be read. */
  | { readonly kind: 'member'; readonly email: string | null };

/** What the checkout knows about its buyer. */
export interface BuyerInfo {
  readonly buyer: Buyer;
  /** True when the plan's trial price is what this buyer pays today. */
  readonly trialEligible: boolean;
}

const GUEST: BuyerInfo = { buyer: { kind: 'guest' }, trialEligible: true };

function hadSubscription(orders: unknown): boolean {
  const list = isRecord(orders) && Array.isArray(orders.orders) ? orders.orders : [];
  return list.some((order) => isRecord(order) && order.state === 'approved');
}

/**
 * Reads the buyer: a guest without a session or with one the API no longer accepts; otherwise the
 * profile says anonymous or member, and the orders whether the trial applies (not when they
 * cannot be read: the page then shows the full price, never less than is charged).
 */
export async function loadBuyer(page: PageContext, api: HttpClient): Promise<BuyerInfo> {
  if (!page.signedIn()) return GUEST;
  const [profile, orders] = await Promise.allSettled([api.get<unknown>(API_PATH.profile), api.get<unknown>(API_PATH.orders)]);
  if (profile.status === 'rejected' && isSessionError(profile.reason)) return GUEST;
  const trialEligible = orders.status === 'fulfilled' && !hadSubscription(orders.value);
  const data = profile.status === 'fulfilled' && isRecord(profile.value) ? profile.value : null;
  if (data?.is_anonymous === true) return { buyer: { kind: 'anonymous' }, trialEligible };
  return { buyer: { kind: 'member', email: data === null ? null : (stringField(data, 'email') ?? null) }, trialEligible };
}
