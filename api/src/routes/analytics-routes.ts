/** POST /api/mms/analytics/v1/events (spec sections 3 and 7): a batch of analytics events. */
import { z } from 'zod';
import { inTransaction } from '../db/database.ts';
import { ok } from '../http/envelope.ts';
import { parseInput } from '../http/validate.ts';
import type { RouteModule } from './paths.ts';

const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);
const keyValues = z.array(z.object({ key: z.string().min(1).max(100), value: scalar })).max(50);
const flatRecord = z.record(z.string().max(100), scalar);
const text = (max: number) => z.string().max(max).optional();

/** Analytics event of spec section 3; app_type must be 501. */
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

const eventsBody = z.object({
  user_id: z.union([z.string().max(64), z.number().int(), z.null()]).optional(),
  events: z.array(eventSchema).min(1, 'events must not be empty').max(50),
});

/**
 * Body `{ user_id?, events: Event[] }` (1..50 events) -> `{ accepted }`. Events are stored
 * whole with the caller's IP and the receive time.
 */
export const analyticsRoutes: RouteModule = (app, ctx) => {
  app.post('/api/mms/analytics/v1/events', async (request) => {
    const body = parseInput(eventsBody, request.body);
    const userId = body.user_id === undefined || body.user_id === null ? null : String(body.user_id);
    const receivedAt = ctx.now();
    inTransaction(ctx.db, () => {
      const insert = ctx.db.prepare(
        `INSERT INTO analytics_events (user_id, event_name, event_timestamp, payload, ip, received_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const event of body.events) {
        insert.run(userId, event.event_name, event.event_timestamp, JSON.stringify(event), request.ip, receivedAt);
      }
    });
    return ok({ accepted: body.events.length });
  });
};
