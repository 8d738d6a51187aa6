/** GET /api/mms/payment/v1/web/orders (bearer): the caller's own payment orders, for receipts. */
import { ordersCall } from '@meridian/shared/api-schemas';
import { ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/sessions.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { listOrders } from '../payments/order-list.ts';
import { PAYMENT_V1 } from './paths.ts';
import type { RouteModule } from './paths.ts';

/**
 * GET payment/v1/web/orders (bearer; query ignored) -> `{ orders: [{ order_no, created_at,
 *   finished_at, state, plan_id, term_months, amount, currency, provider_label, period_end }] }`,
 *   newest first, the newest ORDER_LIST_LIMIT (payments/order-list.ts): only the caller's own,
 *   including those moved in by a claim. Times in ms since epoch, amount a 2-decimal string,
 *   state 'pending' | 'approved' | 'declined' | 'abandoned'. 401 without a valid token.
 */
export const orderRoutes: RouteModule = (app, ctx) => {
  app.get(
    `${PAYMENT_V1}/web/orders`,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      return session.ok ? ok(reply(ordersCall, { orders: listOrders(ctx, session.value.userId) })) : session;
    }),
  );
};
