/**
 * Names, lifetimes and attributes of the attribution cookies (rules attr.cookies, attr.utm, attr.channel).
 * All are written with path `/`; they are `secure` and carry the domain only when a cookie
 * domain is configured (a production domain such as `.example.com`), so that local http
 * runs on `localhost` still keep them.
 */
import type { CookieOptions, CookieScope } from '../runtime/cookie-jar.ts';

/** Click-id cookie set from `cfclick` (rule attr.cookies). */
export const CLICK_ID_COOKIE = 'cf-click';

/**
 * The two affiliate event cookies set from `cjevent`. The product names `cje-client`
 * and says there are two without naming the other; `cje` is its counterpart (rule attr.cookies).
 */
export const AFFILIATE_EVENT_COOKIES = ['cje', 'cje-client'] as const;

/** Affiliate-id cookie set from `admitad_uid` (rule attr.cookies). */
export const AFFILIATE_ID_COOKIE = '_aid';

/** The four attribution values that a new `utm_source` clears (rule attr.utm). */
export const ATTRIBUTION_COOKIES = [CLICK_ID_COOKIE, ...AFFILIATE_EVENT_COOKIES, AFFILIATE_ID_COOKIE] as const;

/** Campaign parameters kept from the landing URL (rule attr.utm), also the cookie names. */
export const CAMPAIGN_PARAMS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;

/** One campaign parameter name. */
export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];

/** Cookie and session-storage key of the channel (rule attr.channel). */
export const CHANNEL_KEY = 'channel';

/** Lifetime of `cf-click`, in days (rule attr.cookies). */
export const CLICK_ID_DAYS = 30;

/** Lifetime of the affiliate event cookies and `_aid`, in days (rule attr.cookies). */
export const AFFILIATE_DAYS = 45;

/** Lifetime of the campaign parameters, in days (rule attr.utm). */
export const CAMPAIGN_DAYS = 45;

/**
 * Options for writing an attribution cookie: `{ days, path: '/' }`, plus `secure: true` and
 * `domain` when `cookieDomain` is a non-empty string. `days` undefined makes a session cookie.
 */
export function attributionCookieOptions(days: number | undefined, cookieDomain?: string): CookieOptions {
  const base: CookieOptions = days === undefined ? { path: '/' } : { days, path: '/' };
  return cookieDomain === undefined || cookieDomain === '' ? base : { ...base, secure: true, domain: cookieDomain };
}

/** Path and domain to repeat when removing an attribution cookie. */
export function attributionCookieScope(cookieDomain?: string): CookieScope {
  return cookieDomain === undefined || cookieDomain === '' ? { path: '/' } : { path: '/', domain: cookieDomain };
}
