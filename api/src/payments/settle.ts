/**
 * Finishing an order: the one place an order leaves `pending`. Approval creates or extends the
 * buyer's subscription and VIP time and queues the receipt mail, all in the same transaction as
 * the state change, and the change is conditional on the order still being pending, so a
 * repeated or concurrent callback can never grant twice. The order's email is only the receipt
 * address: it is never written to an account (an address reaches an account only when its
 * owner proves it with an emailed code, accounts/claim.ts).
 */
import { z } from 'zod';
import { getUser } from '../accounts/users.ts';
import { termEnd } from '../catalogue/terms.ts';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { canTransition } from './order-states.ts';
import type { FinalState, OrderState } from './order-states.ts';
import { getOrder } from './orders.ts';
import type { OrderRow } from './orders.ts';
import { sendReceipt } from './receipt.ts';
import { countPurchase } from '../telemetry/api-metrics.ts';

const subscriptionRow = z.object({ id: z.number(), expires_at: z.number() });

/** What finishing did: `applied` is false when the order had already left pending. */
export interface Settlement {
  readonly applied: boolean;
  readonly state: OrderState;
  readonly order: OrderRow;
}

/**
 * Grants the order's term (calendar months, catalogue/terms.ts). The buyer's active
 * subscription of the same plan is extended: the term is added to its current end (or to the
 * end of the buyer's VIP time when that is later, so paid time never overlaps); otherwise a new
 * active subscription starts, its term running from the later of now and the VIP end. VIP time
 * ends with the granted term.
 * @returns the subscription id and the end of the granted term (ms)
 * @throws Error when the order's term is not a positive number of months
 */
function grantSubscription(ctx: AppContext, order: OrderRow, now: number): { subscriptionId: number; periodEnd: number } {
  if (order.term_months < 1) throw new Error(`Granting order ${order.id}: term of ${order.term_months} months`);
  const user = getUser(ctx, order.user_id);
  const current = getRow(
    ctx.db,
    subscriptionRow,
    `SELECT id, expires_at FROM subscriptions WHERE user_id = ? AND plan_id = ? AND status = 'active' AND expires_at > ?
      ORDER BY expires_at DESC LIMIT 1`,
    user.id,
    order.plan_id,
    now,
  );
  const paidUntil = Math.max(user.vip_expires_at ?? 0, current?.expires_at ?? 0);
  const periodEnd = termEnd(now, paidUntil, order.term_months);
  run(ctx.db, 'UPDATE users SET vip_expires_at = ? WHERE id = ?', periodEnd, user.id);
  if (current !== undefined) {
    run(
      ctx.db,
      'UPDATE subscriptions SET expires_at = ?, provider = ?, amount_cents = ?, currency = ? WHERE id = ?',
      periodEnd,
      order.provider,
      order.recurring_cents,
      order.currency,
      current.id,
    );
    return { subscriptionId: current.id, periodEnd };
  }
  const subscriptionId = run(
    ctx.db,
    `INSERT INTO subscriptions (user_id, plan_id, provider, status, currency, amount_cents, auto_renew, started_at, expires_at)
     VALUES (?, ?, ?, 'active', ?, ?, 1, ?, ?)`,
    user.id,
    order.plan_id,
    order.provider,
    order.currency,
    order.recurring_cents,
    now,
    periodEnd,
  ).lastId;
  return { subscriptionId, periodEnd };
}

/**
 * Moves a pending order to `to` (a lapsed one to 'abandoned' first); an approval grants the
 * term and mails the receipt. Call inside a transaction (inTransaction). Orders already final
 * are left alone: `applied` false.
 */
export function settleOrder(ctx: AppContext, order: OrderRow, to: FinalState): Settlement {
  const now = ctx.now();
  const target: FinalState = order.state === 'pending' && order.expires_at <= now ? 'abandoned' : to;
  if (!canTransition(order.state, target)) return { applied: false, state: order.state, order };
  const changed = run(
    ctx.db,
    "UPDATE payment_orders SET state = ?, finished_at = ? WHERE id = ? AND state = 'pending'",
    target,
    now,
    order.id,
  ).changes;
  if (changed === 0) {
    const latest = getOrder(ctx, 'id', order.id) ?? order;
    return { applied: false, state: latest.state, order: latest };
  }
  if (target === 'approved') {
    const { subscriptionId, periodEnd } = grantSubscription(ctx, order, now);
    run(ctx.db, 'UPDATE payment_orders SET subscription_id = ?, period_end = ? WHERE id = ?', subscriptionId, periodEnd, order.id);
  }
  const latest = getOrder(ctx, 'id', order.id) ?? order;
  if (target === 'approved') sendReceipt(ctx, latest);
  countPurchase(order.provider, target);
  return { applied: target === to, state: latest.state, order: latest };
}

/** Records a lapsed pending order as abandoned (call inside a transaction); returns the latest row. */
export function expireIfLapsed(ctx: AppContext, order: OrderRow): OrderRow {
  if (order.state !== 'pending' || order.expires_at > ctx.now()) return order;
  return settleOrder(ctx, order, 'abandoned').order;
}
