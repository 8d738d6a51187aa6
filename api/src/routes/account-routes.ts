/** GET web/profile and GET /api/mms/payment/v1/web/subscription_my (decision 026). */
import { profileCall, subscriptionsCall } from '@meridian/shared/api-schemas';
import type { FastifyRequest } from 'fastify';
import { ok } from '@meridian/shared/result';
import { z } from 'zod';
import { getUser, vipRemainSeconds } from '../accounts/users.ts';
import { requireUser } from '../auth/sessions.ts';
import { centsToDecimal } from '../catalogue/money.ts';
import { allRows } from '../db/database.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { PAYMENT_V1 } from './paths.ts';
import type { RouteModule } from './paths.ts';

const subscriptionRow = z.object({
  id: z.number(),
  plan_id: z.number(),
  provider: z.string(),
  status: z.string(),
  currency: z.string(),
  amount_cents: z.number(),
  auto_renew: z.number(),
  started_at: z.number(),
  expires_at: z.number(),
});

/**
 * GET web/profile (bearer) -> `{ user_id, email, is_password_set, is_anonymous,
 *   vip: { is_vip, remain_time (seconds), expire_at (ms or null) } }`.
 * GET payment/v1/web/subscription_my (bearer; query params ignored) -> `{ subscriptions:
 *   [{ id, plan_id, provider, status, currency, amount, auto_renew, started_at, expires_at }] }`,
 *   newest first; times in ms since epoch.
 */
export const accountRoutes: RouteModule = (app, ctx) => {
  app.get(
    profileCall.path,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const user = getUser(ctx, session.value.userId);
      const remain = vipRemainSeconds(user, ctx.now());
      return ok(
        reply(profileCall, {
          user_id: user.id,
          email: user.email,
          is_password_set: user.password_hash !== null,
          is_anonymous: user.is_anonymous === 1,
          vip: { is_vip: remain > 0, remain_time: remain, expire_at: user.vip_expires_at },
        }),
      );
    }),
  );

  app.get(
    `${PAYMENT_V1}/web/subscription_my`,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const rows = allRows(
        ctx.db,
        subscriptionRow,
        `SELECT id, plan_id, provider, status, currency, amount_cents, auto_renew, started_at, expires_at
         FROM subscriptions WHERE user_id = ? ORDER BY id DESC`,
        session.value.userId,
      );
      const subscriptions = rows.map(({ amount_cents, auto_renew, ...row }) => ({
        ...row,
        amount: centsToDecimal(amount_cents),
        auto_renew: auto_renew === 1,
      }));
      return ok(reply(subscriptionsCall, { subscriptions }));
    }),
  );
};
