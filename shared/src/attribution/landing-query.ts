/**
 * Attribution from the landing URL's query (rules attr.utm, attr.cookies, attr.channel), applied once when a
 * visitor arrives:
 * - `utm_source` clears the four attribution cookies (`cf-click`, `cje`, `cje-client`, `_aid`)
 *   and replaces the stored campaign: each of the five `utm_*` parameters present is kept
 *   45 days, the absent ones are removed so two campaigns never mix;
 * - `cjevent` sets `cje` and `cje-client` (45 days), `cfclick` sets `cf-click` (30 days),
 *   `admitad_uid` sets `_aid` (45 days); these run after the clearing, so a link carrying both
 *   `utm_source` and `cjevent` keeps the affiliate event;
 * - `channel` goes to a session cookie and to session storage.
 * Empty values count as absent.
 */
import type { CookieJar } from '../runtime/cookie-jar.ts';
import type { KeyValueStorage } from '../runtime/ports.ts';
import {
  AFFILIATE_DAYS,
  AFFILIATE_EVENT_COOKIES,
  AFFILIATE_ID_COOKIE,
  ATTRIBUTION_COOKIES,
  attributionCookieOptions,
  attributionCookieScope,
  CAMPAIGN_DAYS,
  CAMPAIGN_PARAMS,
  CHANNEL_KEY,
  CLICK_ID_COOKIE,
  CLICK_ID_DAYS,
  type CampaignParam,
} from './attribution-cookies.ts';

/** Inputs of `applyLandingQuery`. */
export interface LandingQueryOptions {
  /** `location.search` (with or without `?`) or its parsed form. */
  readonly query: string | URLSearchParams;
  readonly cookies: CookieJar;
  /** `sessionStorage` in the browser (receives the channel). */
  readonly session: KeyValueStorage;
  /** Configured cookie domain; when set, cookies are secure and carry it. */
  readonly cookieDomain?: string;
}

/** What `applyLandingQuery` changed, for logging and tests. */
export interface LandingAttribution {
  /** True when `utm_source` cleared the attribution cookies. */
  readonly cleared: boolean;
  /** Names of the cookies written, in order. */
  readonly written: readonly string[];
}

/** The non-empty value of a query parameter, or null. */
function param(query: URLSearchParams, name: string): string | null {
  const value = query.get(name);
  return value === null || value === '' ? null : value;
}

/** Applies the attribution rules to the cookie jar and session storage; see the module doc. */
export function applyLandingQuery(options: LandingQueryOptions): LandingAttribution {
  const { cookies, session, cookieDomain } = options;
  const query = typeof options.query === 'string' ? new URLSearchParams(options.query) : options.query;
  const scope = attributionCookieScope(cookieDomain);
  const written: string[] = [];
  const write = (name: string, value: string, days: number | undefined): void => {
    cookies.set(name, value, attributionCookieOptions(days, cookieDomain));
    written.push(name);
  };

  const cleared = param(query, 'utm_source') !== null;
  if (cleared) {
    for (const name of ATTRIBUTION_COOKIES) cookies.remove(name, scope);
    for (const name of CAMPAIGN_PARAMS) {
      const value = param(query, name);
      if (value === null) cookies.remove(name, scope);
      else write(name, value, CAMPAIGN_DAYS);
    }
  }

  const cjevent = param(query, 'cjevent');
  if (cjevent !== null) for (const name of AFFILIATE_EVENT_COOKIES) write(name, cjevent, AFFILIATE_DAYS);
  const cfclick = param(query, 'cfclick');
  if (cfclick !== null) write(CLICK_ID_COOKIE, cfclick, CLICK_ID_DAYS);
  const admitad = param(query, 'admitad_uid');
  if (admitad !== null) write(AFFILIATE_ID_COOKIE, admitad, AFFILIATE_DAYS);

  const channel = param(query, CHANNEL_KEY);
  if (channel !== null) {
    write(CHANNEL_KEY, channel, undefined);
    session.setItem(CHANNEL_KEY, channel);
  }
  return { cleared, written };
}

/** The stored campaign parameters (only those present), for purchase and analytics calls. */
export function readCampaign(cookies: CookieJar): Partial<Record<CampaignParam, string>> {
  const campaign: Partial<Record<CampaignParam, string>> = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = cookies.get(name);
    if (value !== undefined && value !== '') campaign[name] = value;
  }
  return campaign;
}

/** The channel: session storage first, then the cookie; null when neither has one. */
export function readChannel(cookies: CookieJar, session: KeyValueStorage): string | null {
  const stored = session.getItem(CHANNEL_KEY);
  if (stored !== null && stored !== '') return stored;
  const cookie = cookies.get(CHANNEL_KEY);
  return cookie === undefined || cookie === '' ? null : cookie;
}
