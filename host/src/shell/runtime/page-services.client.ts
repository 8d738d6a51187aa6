/**
 * The page's services that nothing on the first paint needs (decision 027): analytics with its
 * page_show tracker and consent, and the promotion config. The page runtime loads this module
 * when the browser is first idle after hydration, so analytics and promotion are not part of the
 * first load; `analytics:track` events sent before are kept and replayed (page-runtime.client.ts).
 * Landing attribution is not here: it is written before hydration, so a visitor who leaves at
 * once still carries the partner's marks.
 */
import {
  createApiPost,
  createAnalyticsClient,
  createConsent,
  createPageShowTracker,
  geoContext,
  readFrontId,
  readSessionMarks,
  readUserAgentInfo,
  storeDeviceType,
  storeSessionMarks,
  UNKNOWN_SYSTEM,
  visitorProperties,
  type AnalyticsValue,
  type GeoContext,
  type UserAgentInfo,
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
  /** Posts to the API: the page runtime gives `createApiPost` (fetch), so the HTTP library stays off a first visit (decision 027). */
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
  /** The visitor's system as the host decided it; default: asked at `GET /__visitor` (decision 045). */
  readonly system?: Promise<UserAgentInfo>;
  /** Where the session keys `utm_tags`, `iv_user_id`, `iv_sim_country`, `typeDevice` go; default `sessionStorage`. */
  readonly session?: KeyValueStorage;
}

/** The query of the address the document was loaded at (its navigation entry), else of the current one. */
function landingSearch(): string {
  const loaded = performance.getEntriesByType('navigation')[0]?.name;
  return loaded ? new URL(loaded).search : window.location.search;
}

/**
 * The visitor's system as the host decided it from the request's User-Agent (`GET /__visitor`,
 * kept a day by the browser's cache); {@link UNKNOWN_SYSTEM} when the host does not answer.
 */
export function fetchVisitorSystem(): Promise<UserAgentInfo> {
  return fetch('/__visitor', { credentials: 'omit' })
    .then((response) => (response.ok ? response.json() : null))
    .then(readUserAgentInfo, () => UNKNOWN_SYSTEM);
}

export { createApiPost };

/**
 * Starts the services; the visitor's system comes from the host (`GET /__visitor`, asked now),
 * its country and address from geo_info (rule analytics.event). Consent and promotion start at once;
 * events (the early ones first, in order) are stamped and queued once the system is known, so
 * every event carries it.
 */
export function startPageServices(inputs: PageServiceInputs): PageServices {
  const { bus, http, user, mobile, timers, now } = inputs;
  let where: GeoContext = {};
  const frontId = readFrontId(window.localStorage);
  // The visitor info and the session keys (rule analytics.session-marks), read into every event's user properties.
  const { system = fetchVisitorSystem(), session = window.sessionStorage, landingQuery = landingSearch() } = inputs;
  storeSessionMarks(new URLSearchParams(landingQuery), session);
  const analytics = system.then((known) => {
    storeDeviceType(session, known);
    const userProperties = visitorProperties(known, readSessionMarks(session));
    return createAnalyticsClient({
      post: (path, body) => http.post(path, body),
      now,
      timers,
      getUserId: () => user.getSnapshot().info?.user_id ?? null,
      getContext: () => ({ language: inputs.locale, device: mobile.isMobile() ? 'mobile' : 'desktop', frontId, userProperties, ...where }),
    });
  });
  // Reactions to one promise run in the order they were added: events keep their order.
  const track = (name: string, params?: Readonly<Record<string, AnalyticsValue>>) =>
    void analytics.then((client) => client.track(name, params));
  for (const event of inputs.earlyEvents) track(event.eventName, event.params);
  bus.on('analytics:track', (event) => track(event.eventName, event.params));
  const pageShow = createPageShowTracker({ track, getIp: () => where.ip ?? null, timers });
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
