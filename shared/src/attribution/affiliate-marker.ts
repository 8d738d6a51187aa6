/**
 * The affiliate marker `_cps` added to purchase bodies (rule attr.affiliate-marker):
 * `{ type: 'cj' | 'cf' | 'admitad', cookie }`, derived from which attribution cookie is present.
 */
import type { CookieJar } from '../runtime/cookie-jar.ts';
import { AFFILIATE_EVENT_COOKIES, AFFILIATE_ID_COOKIE, CLICK_ID_COOKIE } from './attribution-cookies.ts';

/** Affiliate network of a marker. */
export type AffiliateType = 'cj' | 'cf' | 'admitad';

/** The `_cps` marker: the network and the cookie value that identifies the referral. */
export interface AffiliateMarker {
  readonly type: AffiliateType;
  readonly cookie: string;
}

/** Where each network's value is read, in order of precedence. */
const SOURCES: readonly { readonly type: AffiliateType; readonly names: readonly string[] }[] = [
  { type: 'cj', names: AFFILIATE_EVENT_COOKIES },
  { type: 'cf', names: [CLICK_ID_COOKIE] },
  { type: 'admitad', names: [AFFILIATE_ID_COOKIE] },
];

/**
 * The marker for the first network whose cookie is present and non-empty: `cj` (`cje`, then
 * `cje-client`), then `cf` (`cf-click`), then `admitad` (`_aid`); null when none is. Several
 * can coexist only when the visitor came through more than one network without a `utm_source`
 * in between; the product gives no order, so this one is fixed and documented here.
 */
export function readAffiliateMarker(cookies: Pick<CookieJar, 'get'>): AffiliateMarker | null {
  for (const { type, names } of SOURCES) {
    for (const name of names) {
      const value = cookies.get(name);
      if (value !== undefined && value !== '') return { type, cookie: value };
    }
  }
  return null;
}
