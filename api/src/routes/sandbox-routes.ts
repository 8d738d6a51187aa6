/**
 * The sandbox providers' hosted pages (server-rendered HTML, English only: they stand for third
 * parties). GET shows the payment; POST ends it as approved, declined or abandoned, delivers
 * the signed webhook event and sends the payer back to the site's return_url (303).
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { centsToDecimal } from '../catalogue/money.ts';
import { getRow, inTransaction } from '../db/database.ts';
import { sandboxPageHelmet } from '../http/security-headers.ts';
import { getOrder } from '../payments/orders.ts';
import type { OrderRow } from '../payments/orders.ts';
import { isProviderId, SANDBOX_NAMES } from '../payments/providers.ts';
import type { ProviderId } from '../payments/providers.ts';
import { returnUrlFor } from '../payments/return-url.ts';
import { checkoutPage, messagePage } from '../payments/sandbox-page.ts';
import { expireIfLapsed } from '../payments/settle.ts';
import { deliverSandboxEvent } from '../payments/webhooks.ts';
import type { WebhookEventType } from '../payments/webhooks.ts';
import type { RouteModule } from './paths.ts';

const sessionId = z.string().regex(/^cs_[A-Za-z0-9_-]{16,64}$/);
const pageQuery = z.object({ session: sessionId });
const outcomeBody = z.object({ session: sessionId, outcome: z.enum(['approve', 'decline', 'abandon']) });
const EVENTS: Readonly<Record<z.infer<typeof outcomeBody>['outcome'], WebhookEventType>> = {
  approve: 'payment.approved',
  decline: 'payment.declined',
  abandon: 'payment.abandoned',
};
const planName = z.object({ name: z.string() });

/**
 * GET /sandbox/<provider>/checkout?session=cs_... -> the payment page (200), a "finished" page
 *   with a link back (200), or a "not found" page (404).
 * POST /sandbox/<provider>/checkout (form: session, outcome=approve|decline|abandon) -> 303 to
 *   return_url with `order_id` and `provider` added; an already finished payment is not changed.
 */
export const sandboxRoutes: RouteModule = (app, ctx) => {
  // The pages' CSP (inline styles, the form and its redirect to the site) comes with the routes.
  const pageHeaders = sandboxPageHelmet(ctx.config.corsOrigins);
  const html = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').send(page);
  const missing = (reply: FastifyReply) =>
    html(reply, 404, messagePage('Payment not found', 'This payment session does not exist or has been removed.', null));

  /** The live order of a session of `provider` (a lapsed one recorded as abandoned), or undefined. */
  const findOrder = (provider: string, session: string): (OrderRow & { provider: ProviderId }) | undefined => {
    if (!isProviderId(provider)) return undefined;
    const order = getOrder(ctx, 'session_id', session);
    if (order === undefined || order.provider !== provider) return undefined;
    return { ...inTransaction(ctx.db, () => expireIfLapsed(ctx, order)), provider };
  };

  app.get<{ Params: { provider: string } }>('/sandbox/:provider/checkout', pageHeaders, async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    const order = query.success ? findOrder(request.params.provider, query.data.session) : undefined;
    if (order === undefined) return missing(reply);
    const back = returnUrlFor(order.return_url, order.id, order.provider);
    if (order.state !== 'pending') {
      return html(reply, 200, messagePage('Payment already finished', `This payment has ended: ${order.state}.`, back));
    }
    const plan = getRow(ctx.db, planName, 'SELECT name FROM plans WHERE id = ?', order.plan_id);
    return html(
      reply,
      200,
      checkoutPage({
        providerName: SANDBOX_NAMES[order.provider],
        action: `/sandbox/${order.provider}/checkout`,
        sessionId: order.session_id,
        amount: `${centsToDecimal(order.amount_cents)} ${order.currency}`,
        planName: `${plan?.name ?? `Plan ${order.plan_id}`} VPN subscription`,
      }),
    );
  });

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    });
    scope.post<{ Params: { provider: string } }>('/sandbox/:provider/checkout', pageHeaders, async (request, reply) => {
      const form = outcomeBody.safeParse(request.body);
      if (!form.success) return html(reply, 400, messagePage('Invalid request', 'Choose how the payment ends.', null));
      const order = findOrder(request.params.provider, form.data.session);
      if (order === undefined) return missing(reply);
      // A finished payment is not touched again (double submit, back button): just go back.
      if (order.state === 'pending') deliverSandboxEvent(ctx, order.provider, order.session_id, EVENTS[form.data.outcome]);
      return reply
        .code(303)
        .header('location', returnUrlFor(order.return_url, order.id, order.provider))
        .send();
    });
  });
};
