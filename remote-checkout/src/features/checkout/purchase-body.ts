/**
 * The body every purchase call sends (api/README.md): plan and currency, the page the
 * provider returns to, the email given at anonymous signup, the affiliate marker `_cps`
 * (rule attr.affiliate-marker) and the invite data (rule attr.invite).
 */
import { readAffiliateMarker, readInviteData, type AffiliateMarker, type InviteData } from '@meridian/shared/attribution';
import type { CookieJar } from '@meridian/shared/runtime';

/** A purchase body. */
export type PurchaseBody = {
  readonly plan_id: number;
  readonly currency: string;
  readonly return_url: string;
  readonly email?: string;
  readonly _cps?: AffiliateMarker;
} & Partial<InviteData>;

/** What the body is made from. */
export interface PurchaseBodyInput {
  readonly planId: number;
  readonly currency: string;
  readonly returnUrl: string;
  /** Only for a visitor who signs up at purchase. */
  readonly email?: string;
  /** Attribution cookies (rule attr.cookies). */
  readonly cookies: Pick<CookieJar, 'get'>;
  /** The page's query, where invite data arrives (`from=invite&uid=...`). */
  readonly search: string;
}

/** Builds the body; absent marker, invite or email leave their fields out. */
export function purchaseBody(input: PurchaseBodyInput): PurchaseBody {
  const marker = readAffiliateMarker(input.cookies);
  const invite = readInviteData(input.search);
  return {
    plan_id: input.planId,
    currency: input.currency,
    return_url: input.returnUrl,
    ...(input.email === undefined ? {} : { email: input.email }),
    ...(marker === null ? {} : { _cps: marker }),
    ...(invite ?? {}),
  };
}

/**
 * The absolute URL the provider sends the payer back to: the status page under the current
 * locale prefix (`href` from the router, e.g. '/de/paystatus'), keeping `platform=windows`.
 */
export function returnUrl(origin: string, href: string, windows: boolean): string {
  const url = new URL(href, origin);
  if (windows) url.searchParams.set('platform', 'windows');
  return url.href;
}
