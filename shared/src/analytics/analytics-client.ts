/**
 * The analytics client (rule analytics.event): queues events and posts them in batches of
 * at most 50 as `{ user_id, events }` to `/api/mms/analytics/v1/events` through an injected
 * `post`, which adds the API base and the X-App-Type and Authorization headers. Where the visitor
 * is (`ip`, `country`, `country_code` from geo info) and `front_id` are often learnt a moment
 * after the first events of a page: those still empty when an event was made are filled in from
 * the context when it is sent.
 */
import type { Bus } from '../bus/bus.ts';
import type { Now, TimerHandle, Timers } from '../runtime/ports.ts';
import {
  ANALYTICS_EVENTS_PATH,
  createAnalyticsEvent,
  type AnalyticsBatch,
  type AnalyticsContext,
  type AnalyticsEvent,
  type AnalyticsValue,
} from './analytics-event.ts';

/** Sends one batch; rejects when the call fails (the events are then queued again). */
export type PostAnalytics = (path: string, body: AnalyticsBatch) => Promise<unknown>;

/** Dependencies and settings of `createAnalyticsClient`. */
export interface AnalyticsClientOptions {
  readonly post: PostAnalytics;
  readonly now: Now;
  readonly timers: Timers;
  /** Read at each `track` (and at each send, for the facts an event still lacks): language, device, country, IP and so on. */
  readonly getContext: () => AnalyticsContext;
  /** Read at each send: the signed-in user's id, or null. */
  readonly getUserId: () => string | null;
  /** Wait after the first queued event before sending, in ms (default 1000). */
  readonly flushDelayMs?: number;
  /** Events per request (default 50, the reference api's maximum). */
  readonly maxBatch?: number;
  /** Events kept while the endpoint fails; the oldest are dropped beyond it (default 500). */
  readonly maxQueue?: number;
}

/** A running analytics client. */
export interface AnalyticsClient {
  /** Queues one event stamped with `now()`; sends at once when a full batch is queued. */
  track(name: string, params?: Readonly<Record<string, AnalyticsValue>>): AnalyticsEvent;
  /** Sends everything queued now; never rejects (failed batches go back to the queue). */
  flush(): Promise<void>;
  /** Number of events waiting to be sent. */
  pending(): number;
  /** Cancels the scheduled send; queued events stay until `flush`. */
  dispose(): void;
}

/** `event` with the where-facts and front id it lacks taken from `context` (unchanged when it has them or `context` has none). */
function withLateFacts(event: AnalyticsEvent, context: AnalyticsContext): AnalyticsEvent {
  return {
    ...event,
    front_id: event.front_id || (context.frontId ?? ''),
    ip: event.ip || (context.ip ?? ''),
    country: event.country || (context.country ?? ''),
    country_code: event.country_code || (context.countryCode ?? ''),
  };
}

/** Creates an analytics client. */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const { post, now, timers, getContext, getUserId, flushDelayMs = 1000, maxBatch = 50, maxQueue = 500 } = options;
  const queue: AnalyticsEvent[] = [];
  let timer: TimerHandle | undefined;

  const cancelTimer = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  const flush = async (): Promise<void> => {
    cancelTimer();
    const late = getContext();
    const taken = queue.splice(0, queue.length).map((event) => withLateFacts(event, late));
    const failed: AnalyticsEvent[] = [];
    for (let start = 0; start < taken.length; start += maxBatch) {
      const events = taken.slice(start, start + maxBatch);
      try {
        await post(ANALYTICS_EVENTS_PATH, { user_id: getUserId(), events });
      } catch {
        failed.push(...events);
      }
    }
    if (failed.length > 0) {
      queue.unshift(...failed);
      if (queue.length > maxQueue) queue.splice(0, queue.length - maxQueue);
    }
  };

  return {
    track(name, params) {
      const event = createAnalyticsEvent(name, params, getContext(), now());
      queue.push(event);
      if (queue.length > maxQueue) queue.shift();
      if (queue.length >= maxBatch) void flush();
      else if (timer === undefined) timer = timers.setTimeout(() => void flush(), flushDelayMs);
      return event;
    },
    flush,
    pending: () => queue.length,
    dispose: cancelTimer,
  };
}

/** Tracks every `analytics:track` event of the bus; returns a function that stops listening. */
export function connectAnalyticsBus(bus: Bus, client: Pick<AnalyticsClient, 'track'>): () => void {
  const handler = ({
    eventName,
    params,
  }: {
    readonly eventName: string;
    readonly params?: Readonly<Record<string, string | number>>;
  }): void => {
    client.track(eventName, params);
  };
  bus.on('analytics:track', handler);
  return () => bus.off('analytics:track', handler);
}
