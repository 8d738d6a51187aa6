/**
 * The analytics event (rule analytics.event) and the batch body
 * (`POST /api/mms/analytics/v1/events`, `{ user_id, events }`, 1 to 50 events per batch in the
 * reference api).
 */

/** Web app type of rule site.app-type (Web_Master). */
export const WEB_APP_TYPE = 501;

/** Product name of app type 501 (rule analytics.event). */
export const WEB_APP_NAME = 'Web_Master';

/** Path of the events call, relative to the API base. */
export const ANALYTICS_EVENTS_PATH = '/api/mms/analytics/v1/events';

/** A scalar an event parameter or user property may hold. */
export type AnalyticsValue = string | number | boolean | null;

/** One entry of `event_params`. */
export interface AnalyticsParam {
  readonly key: string;
  readonly value: AnalyticsValue;
}

/** Analytics event with every field of rule analytics.event. */
export interface AnalyticsEvent {
  readonly event_name: string;
  /** The same instant as `event_timestamp`, ISO 8601 in UTC (`2026-11-23T06:01:00.000Z`). */
  readonly event_datetime: string;
  /** Epoch milliseconds. */
  readonly event_timestamp: number;
  readonly event_params: readonly AnalyticsParam[];
  /** Id of this browser (first-party visitor id), empty when unknown. */
  readonly front_id: string;
  readonly user_properties: Readonly<Record<string, AnalyticsValue>>;
  /** Page language, for example `de`. */
  readonly language: string;
  /** Device kind, for example `mobile` or `desktop`. */
  readonly device: string;
  readonly country: string;
  readonly country_code: string;
  readonly app_name: string;
  /** Visitor IP from the geo-info call, empty while unknown. */
  readonly ip: string;
  readonly app_type: typeof WEB_APP_TYPE;
}

/** The body posted to the events call. */
export interface AnalyticsBatch {
  readonly user_id: string | null;
  readonly events: readonly AnalyticsEvent[];
}

/** Who and where, read when an event is made; every field is optional and defaults to empty. */
export interface AnalyticsContext {
  readonly frontId?: string;
  readonly userProperties?: Readonly<Record<string, AnalyticsValue>>;
  readonly language?: string;
  readonly device?: string;
  readonly country?: string;
  readonly countryCode?: string;
  readonly appName?: string;
  readonly ip?: string;
}

/** Turns `{ a: 1 }` into `[{ key: 'a', value: 1 }]`, keeping insertion order. */
export function toParamList(params: Readonly<Record<string, AnalyticsValue>> = {}): AnalyticsParam[] {
  return Object.entries(params).map(([key, value]) => ({ key, value }));
}

/**
 * Builds one event at `timestamp` (epoch ms) from its name, flat params and the context.
 * `app_type` is always 501 and `app_name` defaults to `Web_Master`.
 * @throws RangeError when `timestamp` is not a valid time
 */
export function createAnalyticsEvent(
  name: string,
  params: Readonly<Record<string, AnalyticsValue>> | undefined,
  context: AnalyticsContext,
  timestamp: number,
): AnalyticsEvent {
  return {
    event_name: name,
    event_datetime: new Date(timestamp).toISOString(),
    event_timestamp: Math.trunc(timestamp),
    event_params: toParamList(params),
    front_id: context.frontId ?? '',
    user_properties: context.userProperties ?? {},
    language: context.language ?? '',
    device: context.device ?? '',
    country: context.country ?? '',
    country_code: context.countryCode ?? '',
    app_name: context.appName ?? WEB_APP_NAME,
    ip: context.ip ?? '',
    app_type: WEB_APP_TYPE,
  };
}
