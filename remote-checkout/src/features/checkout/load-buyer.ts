/**
 * Who is buying, for the checkout's loader: nobody signed in (a guest gives a receipt address and
 * is signed up anonymously, captcha v3), an anonymous account from an earlier purchase (gives a
 * receipt address, no captcha), or a member with an email. Also whether the first-purchase trial
 * price applies: the API charges it to an account that never had a subscription.
 */
import { ordersCall, parseResponse, profileCall } from '@meridian/shared/api-schemas';
import type { HttpClient } from '@meridian/shared/http';
import type { PageContext } from '@meridian/shared/route-module';
import { isSessionError } from '../../lib/api-errors.ts';

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

/**
 * Reads the buyer: a guest without a session or with one the API no longer accepts; otherwise the
 * profile says anonymous or member, and the orders whether the trial applies (not when they
 * cannot be read: the page then shows the full price, never less than is charged).
 */
export async function loadBuyer(page: PageContext, api: HttpClient): Promise<BuyerInfo> {
  if (!page.signedIn()) return GUEST;
  // An answer off the contract rejects like a failed call: read as "not known".
  const [profile, orders] = await Promise.allSettled([
    api.get<unknown>(profileCall.path).then((data) => parseResponse(profileCall, data)),
    api.get<unknown>(ordersCall.path).then((data) => parseResponse(ordersCall, data)),
  ]);
  if (profile.status === 'rejected' && isSessionError(profile.reason)) return GUEST;
  const trialEligible = orders.status === 'fulfilled' && !orders.value.orders.some((order) => order.state === 'approved');
  const data = profile.status === 'fulfilled' ? profile.value : null;
  if (data?.is_anonymous === true) return { buyer: { kind: 'anonymous' }, trialEligible };
  return { buyer: { kind: 'member', email: data?.email ?? null }, trialEligible };
}
