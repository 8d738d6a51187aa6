/** IP binding (decision 026): web/user_ip/query, user_ip/bind, user_ip/remove (all bearer). */
import { userIpBindCall, userIpQueryCall, userIpRemoveCall } from '@meridian/shared/api-schemas';
import { apiError, ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_BOUND_IPS } from '../accounts/rules.ts';
import { requireUser } from '../auth/sessions.ts';
import { allRows, run } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { ErrorCode, notFound } from '../http/errors.ts';
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

  app.post(
    userIpQueryCall.path,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(userIpQueryCall.request, request.body);
      if (!body.ok) return body;
      return ok(reply(userIpQueryCall, { ips: list(session.value.userId), current_ip: request.ip, max: MAX_BOUND_IPS }));
    }),
  );

  app.post(
    userIpBindCall.path,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(userIpBindCall.request, request.body);
      if (!body.ok) return body;
      const { ip } = body.value;
      const bound = list(session.value.userId);
      const existing = bound.find((row) => row.ip === ip);
      if (existing !== undefined) return ok(reply(userIpBindCall, existing));
      if (bound.length >= MAX_BOUND_IPS) {
        return apiError(400, ErrorCode.tooManyBoundIps, `at most ${MAX_BOUND_IPS} addresses can be bound`);
      }
      const createdAt = ctx.now();
      run(ctx.db, 'INSERT INTO user_ips (user_id, ip, created_at) VALUES (?, ?, ?)', session.value.userId, ip, createdAt);
      return ok(reply(userIpBindCall, { ip, created_at: createdAt }));
    }),
  );

  app.post(
    userIpRemoveCall.path,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(userIpRemoveCall.request, request.body);
      if (!body.ok) return body;
      const removed = run(ctx.db, 'DELETE FROM user_ips WHERE user_id = ? AND ip = ?', session.value.userId, body.value.ip);
      return removed.changes === 0 ? notFound('bound ip') : ok(reply(userIpRemoveCall, null));
    }),
  );
};
