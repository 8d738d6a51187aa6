/**
 * The page's services that nothing on the first paint needs (issue 10): analytics with its
 * page_show tracker and consent, and the promotion config. The page runtime loads this module
 * when the browser is first idle after hydration, so analytics and promotion are not part of the
 * first load; `analytics:track` events sent before are kept and replayed (page-runtime.client.ts).
 * Landing attribution is not here: it is written before hydration, so a visitor who leaves at
 * once still carries the partner's marks.
 */
import {
  connectAnalyticsBus,
  createApiPost,
  createAnalyticsClient,
  createConsent,
  createPageShowTracker,
  geoContext,
  parseUserAgent,
  readFrontId,
  readSessionMarks,
  storeDeviceType,
  storeSessionMarks,
  visitorProperties,
  type GeoContext,
} from '@meridian/shared/analytics';
import { fetchPromotionConfig, pollRemoteConfig, type PromotionConfig } from '@meridian/shared/promotion';
import type { Bus } from '@meridian/shared/bus';
import type { HttpClient } from '@meridian/shared/http';
import type { KeyValueStorage, MobileFlag, Timers } from '@meridian/shared/runtime';
import type { UserStore } from '@meridian/shared/user';
import type { AnalyticsEvent, PageServices } from './shell-runtime.ts';

/** What the services are made from: the page runtime's own parts. */
export interface PageServiceInputs {
  readonly bus: Bus;
  /** Posts to the API: the page runtime gives `createApiPost` (fetch), so the HTTP library stays off a first visit (issue 20). */
  readonly http: Pick<HttpClient, 'post'>;
  readonly user: UserStore;
  readonly mobile: MobileFlag;
  readonly timers: Timers;
  readonly now: () => number;
  readonly locale: string;
  readonly apiBase: string;
  /** The page's geo_info answer (asked once per page, null when it failed). */
  readonly geoInfo: () => Promise<unknown>;
  /** `analytics:track` events sent before this module loaded, in order. */
  readonly earlyEvents: readonly AnalyticsEvent[];
  /**
   * The query of the address the page was loaded at; default: that of the document's navigation
   * entry (the visitor may have navigated in the page since).
   */
  readonly landingQuery?: string;
  /** The User-Agent string; default `navigator.userAgent`. */
  readonly userAgent?: string;
  /** Where the session keys `utm_tags`, `iv_user_id`, `iv_sim_country`, `typeDevice` go; default `sessionStorage`. */
  readonly session?: KeyValueStorage;
}

/** The query of the address the document was loaded at (its navigation entry), else of the current one. */
function landingSearch(): string {
  const loaded = performance.getEntriesByType('navigation')[0]?.name;
  return loaded ? new URL(loaded).search : window.location.search;
}

export { createApiPost };

/** Starts the services; the visitor's country and address come from geo_info (spec section 3). */
export function startPageServices(inputs: PageServiceInputs): PageServices {
  const { bus, http, user, mobile, timers, now } = inputs;
  let where: GeoContext = {};
  const frontId = readFrontId(window.localStorage);
  // Spec section 3: the visitor info and the session keys, read into every event's user properties.
  const { userAgent = navigator.userAgent, session = window.sessionStorage, landingQuery = landingSearch() } = inputs;
  const system = parseUserAgent(userAgent);
  storeDeviceType(session, system);
  storeSessionMarks(new URLSearchParams(landingQuery), session);
  const userProperties = visitorProperties(system, readSessionMarks(session));
  const analytics = createAnalyticsClient({
    post: (path, body) => http.post(path, body),
    now,
    timers,
    getUserId: () => user.getSnapshot().info?.user_id ?? null,
    getContext: () => ({ language: inputs.locale, device: mobile.isMobile() ? 'mobile' : 'desktop', frontId, userProperties, ...where }),
  });
  connectAnalyticsBus(bus, analytics);
  for (const event of inputs.earlyEvents) analytics.track(event.eventName, event.params);
  const pageShow = createPageShowTracker({ track: (name, params) => analytics.track(name, params), getIp: () => where.ip ?? null, timers });
  void inputs.geoInfo().then((geo) => {
    where = geoContext(geo);
  });

  const consent = createConsent({ apply: () => undefined, storage: window.localStorage, timers });
  consent.start();
  const promotion = pollRemoteConfig<PromotionConfig>(() => fetchPromotionConfig((url) => fetch(`${inputs.apiBase}${url}`))).catch(
    () => null,
  );
  return { consent, promotion, pageShow };
}
