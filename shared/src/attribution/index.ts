/** Public API of attribution (subpath `@meridian/shared/attribution`, the attr.* rules). */
export {
  CLICK_ID_COOKIE,
  AFFILIATE_EVENT_COOKIES,
  AFFILIATE_ID_COOKIE,
  ATTRIBUTION_COOKIES,
  CAMPAIGN_PARAMS,
  CHANNEL_KEY,
  CLICK_ID_DAYS,
  AFFILIATE_DAYS,
  CAMPAIGN_DAYS,
  attributionCookieOptions,
  attributionCookieScope,
  type CampaignParam,
} from './attribution-cookies.ts';
export { applyLandingQuery, readCampaign, readChannel, type LandingQueryOptions, type LandingAttribution } from './landing-query.ts';
export { readAffiliateMarker, type AffiliateMarker, type AffiliateType } from './affiliate-marker.ts';
export { readInviteData, INVITE_TYPE, type InviteData } from './invite-data.ts';
