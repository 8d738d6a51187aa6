/** Public API of analytics (subpath `@meridian/shared/analytics`, the analytics.* rules). */
export {
  createAnalyticsEvent,
  toParamList,
  WEB_APP_TYPE,
  WEB_APP_NAME,
  ANALYTICS_EVENTS_PATH,
  type AnalyticsEvent,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsParam,
  type AnalyticsValue,
} from './analytics-event.ts';
export {
  createAnalyticsClient,
  connectAnalyticsBus,
  type AnalyticsClient,
  type AnalyticsClientOptions,
  type PostAnalytics,
} from './analytics-client.ts';
export { createApiPost, type ApiPostError, type ApiPostOptions } from './api-post.ts';
export { GEO_INFO_PATH, countryOf, geoContext, type GeoContext } from './geo-context.ts';
export { createFrontId, readFrontId, FRONT_ID_KEY, FRONT_ID_PATTERN, type RandomBytes } from './front-id.ts';
export { createPageShowTracker, PAGE_SHOW_EVENT, type PageShowTracker, type PageShowOptions, type PageView } from './page-show.ts';
export {
  createConsent,
  cookiesAccepted,
  grantedConsent,
  COOKIES_ACCEPTED_KEY,
  CONSENT_GRANT_DELAY_MS,
  DENIED_CONSENT,
  type Consent,
  type ConsentOptions,
  type ConsentSink,
  type ConsentState,
  type ConsentValue,
} from './consent.ts';
export {
  readUserAgentInfo,
  UNKNOWN_SYSTEM,
  visitorProperties,
  storeDeviceType,
  readDeviceType,
  DEVICE_TYPE_KEY,
  DEVICE_TYPES,
  type DeviceType,
  type UserAgentInfo,
} from './visitor-info.ts';
export {
  readSessionMarks,
  storeSessionMarks,
  storedInvite,
  UTM_TAGS_KEY,
  INVITER_ID_KEY,
  INVITER_SIM_COUNTRY_KEY,
  type SessionMarks,
} from './session-marks.ts';
