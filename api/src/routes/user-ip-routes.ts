/** IP binding of spec section 7: web/user_ip/query, user_ip/bind, user_ip/remove (all bearer). */
import { userIpBindCall, userIpQueryCall, userIpRemoveCall } from '@meridian/shared/api-schemas';
import { z } from 'zod';
import { MAX_BOUND_IPS } from '../accounts/rules.ts';
import { requireUser } from '../auth/sessions.ts';
import { allRows, run } from '../db/database.ts';
import { reply } from '../http/envelope.ts';
import { ApiError, ErrorCode, notFound } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import type { RouteModule } from './paths.ts';

const ipRow = z.object({ ip: z.string(), created_at: z.number() });

/**
 * POST user_ip/query `{ _span: timestamp }` -> `{ ips: [{ ip, created_at }], current_ip, max }`.
 * POST user_ip/bind `{ ip }` -> `{ ip, created_at }`; binding a bound address is a no-op;
 *   400 40020 past MAX_BOUND_IPS.
 * POST user_ip/remove `{ ip }` -> null; 404 when that address is not bound.
 */
export const userIpRoutes: RouteModule = (app, ctx) => {
  const list = (userId: number) =>
    allRows(ctx.db, ipRow, 'SELECT ip, created_at FROM user_ips WHERE user_id = ? ORDER BY created_at, ip', userId);

  app.post(userIpQueryCall.path, async (request) => {
    const { userId } = requireUser(ctx, request);
    parseInput(userIpQueryCall.request, request.body);
    return reply(userIpQueryCall, { ips: list(userId), current_ip: request.ip, max: MAX_BOUND_IPS });
  });

  app.post(userIpBindCall.path, async (request) => {
    const { userId } = requireUser(ctx, request);
    const { ip } = parseInput(userIpBindCall.request, request.body);
    const bound = list(userId);
    const existing = bound.find((row) => row.ip === ip);
    if (existing !== undefined) return reply(userIpBindCall, existing);
    if (bound.length >= MAX_BOUND_IPS) {
      throw new ApiError(400, ErrorCode.tooManyBoundIps, `at most ${MAX_BOUND_IPS} addresses can be bound`);
    }
    const createdAt = ctx.now();
    run(ctx.db, 'INSERT INTO user_ips (user_id, ip, created_at) VALUES (?, ?, ?)', userId, ip, createdAt);
    return reply(userIpBindCall, { ip, created_at: createdAt });
  });

  app.post(userIpRemoveCall.path, async (request) => {
    const { userId } = requireUser(ctx, request);
    const { ip } = parseInput(userIpRemoveCall.request, request.body);
    if (run(ctx.db, 'DELETE FROM user_ips WHERE user_id = ? AND ip = ?', userId, ip).changes === 0) {
      throw notFound('bound ip');
    }
    return reply(userIpRemoveCall, null);
  });
};
