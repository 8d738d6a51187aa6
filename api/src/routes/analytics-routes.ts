/** POST /api/mms/analytics/v1/events (rule analytics.event): a batch of analytics events. */
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getRow, inTransaction } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { envelope } from '../http/envelope.ts';
import { perIpLimit } from '../http/route-limits.ts';
import { parseInput } from '../http/validate.ts';
import type { RouteModule } from './paths.ts';

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const keyValues = z.array(z.object({ key: z.string().min(1).max(100), value: scalar })).max(50);
const flatRecord = z.record(z.string().max(100), scalar);
const text = (max: number) => z.string().max(max).optional();

/** Analytics event (rule analytics.event); app_type must be 501. */
const eventSchema = z.object({
  event_name: z.string().min(1).max(100),
  event_datetime: text(40),
  event_timestamp: z.number().int().nonnegative(),
  event_params: keyValues.default([]),
  front_id: text(100),
  user_properties: z.union([keyValues, flatRecord]).optional(),
  language: text(20),
  device: z.union([z.string().max(200), flatRecord]).optional(),
  country: text(100),
  country_code: text(10),
  app_name: text(100),
  ip: text(64),
  app_type: z.union([z.literal(501), z.literal('501')]),
});

/** Largest accepted body of the events call, in bytes (a batch of 50 ordinary events is far smaller). */
export const ANALYTICS_BODY_LIMIT_BYTES = 32 * 1024;

const DAY_MS = 24 * 3600 * 1000;
const countRow = z.object({ n: z.number() });

const eventsBody = z.object({
  user_id: z.union([z.string().max(64), z.number().int(), z.null()]).optional(),
  events: z.array(eventSchema).min(1, 'events must not be empty').max(50),
});

/**
 * Body `{ user_id?, events: Event[] }` (1..50 events) -> `{ accepted }`: how many events were
 * stored, whole, with the caller's IP and the receive time. Open to anonymous visitors, so
 * bounded: 429 past config.analytics.perIpPerMinute requests per IP and minute, 413 over
 * ANALYTICS_BODY_LIMIT_BYTES, at most config.analytics.perIpPerDay events stored per IP and UTC
 * day (the rest of a batch is dropped: accepted < events.length), and the maintenance job
 * deletes events older than config.analytics.retentionDays.
 */
export const analyticsRoutes: RouteModule = (app, ctx) => {
  const routeOptions = { ...perIpLimit(app, ctx.config.analytics.perIpPerMinute, 60_000), bodyLimit: ANALYTICS_BODY_LIMIT_BYTES };
  app.post(
    '/api/mms/analytics/v1/events',
    routeOptions,
    answer(async (request: FastifyRequest) => {
      const parsed = parseInput(eventsBody, request.body);
      if (!parsed.ok) return parsed;
      const body = parsed.value;
      const userId = body.user_id === undefined || body.user_id === null ? null : String(body.user_id);
      const receivedAt = ctx.now();
      const accepted = inTransaction(ctx.db, () => {
        const dayStart = receivedAt - (receivedAt % DAY_MS);
        const today =
          getRow(ctx.db, countRow, 'SELECT COUNT(*) AS n FROM analytics_events WHERE ip = ? AND received_at >= ?', request.ip, dayStart)
            ?.n ?? 0;
        const kept = body.events.slice(0, Math.max(0, ctx.config.analytics.perIpPerDay - today));
        const insert = ctx.db.prepare(
          `INSERT INTO analytics_events (user_id, event_name, event_timestamp, payload, ip, received_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        );
        for (const event of kept) {
          insert.run(userId, event.event_name, event.event_timestamp, JSON.stringify(event), request.ip, receivedAt);
        }
        return kept.length;
      });
      return ok(envelope({ accepted }));
    }),
  );
};
