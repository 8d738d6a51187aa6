/** Bound devices (decision 026): GET web/device/list and POST web/device/unbind (bearer). */
import { deviceListCall, deviceUnbindCall } from '@meridian/shared/api-schemas';
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refine } from 'zod/mini';
import { APP_TYPES, isAppType } from '../accounts/app-types.ts';
import { requireUser } from '../auth/sessions.ts';
import { allRows, run } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import type { RouteModule } from './paths.ts';

/** The contract's body, with the app types this api knows. */
const unbindBody = z.object({
  unbind_app_type: deviceUnbindCall.request.shape.unbind_app_type.check(refine(isAppType, 'unbind_app_type is not a known app type')),
  unbind_user_id: deviceUnbindCall.request.shape.unbind_user_id,
});
const deviceRow = z.object({
  app_type: z.number(),
  app_user_id: z.number(),
  device_name: z.string(),
  created_at: z.number(),
  last_seen_at: z.number(),
});

/**
 * GET device/list -> `{ devices: [{ app_type, app_name, user_id, device_name, created_at,
 *   last_seen_at }] }` where user_id is the app's own account id on that device.
 * POST device/unbind `{ unbind_app_type, unbind_user_id }` (rule site.apps) -> null;
 *   404 when no such device is bound to the caller.
 */
export const deviceRoutes: RouteModule = (app, ctx) => {
  app.get(
    deviceListCall.path,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const rows = allRows(
        ctx.db,
        deviceRow,
        `SELECT app_type, app_user_id, device_name, created_at, last_seen_at
         FROM devices WHERE user_id = ? ORDER BY last_seen_at DESC, id`,
        session.value.userId,
      );
      const devices = rows.map(({ app_user_id, ...row }) => ({
        ...row,
        app_name: APP_TYPES[row.app_type] ?? 'unknown',
        user_id: app_user_id,
      }));
      return ok(reply(deviceListCall, { devices }));
    }),
  );

  app.post(
    deviceUnbindCall.path,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(unbindBody, request.body);
      if (!body.ok) return body;
      const removed = run(
        ctx.db,
        'DELETE FROM devices WHERE user_id = ? AND app_type = ? AND app_user_id = ?',
        session.value.userId,
        body.value.unbind_app_type,
        body.value.unbind_user_id,
      );
      return removed.changes === 0 ? notFound('device') : ok(reply(deviceUnbindCall, null));
    }),
  );
};
