/**
 * Finishing an order: the one place an order leaves `pending`. Approval creates or extends the
 * buyer's subscription and VIP time in the same transaction as the state change, and the
 * change is conditional on the order still being pending, so a repeated or concurrent callback
 * can never grant twice.
 */
import { z } from 'zod';
import { findUserByEmail, getUser } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { canTransition } from './order-states.ts';
import type { FinalState, OrderState } from './order-states.ts';
import { getOrder } from './orders.ts';
import type { OrderRow } from './orders.ts';

const DAY_MS = 24 * 3600 * 1000;
/** One plan month, as the rest of the API counts it. */
const MONTH_MS = 30 * DAY_MS;

const monthsRow = z.object({ duration_months: z.number() });
const subscriptionRow = z.object({ id: z.number() });

/** What finishing did: `applied` is false when the order had already left pending. */
export interface Settlement {
  readonly applied: boolean;
  readonly state: OrderState;
  readonly order: OrderRow;
}

/**
 * Grants the plan's term: the buyer's active subscription of the same plan is extended,
 * otherwise a new active one starts; VIP time runs from the later of now and its current end.
 * An anonymous buyer whose order carries an email no account uses gets that email.
 * @returns the subscription id
 */
function grantSubscription(ctx: AppContext, order: OrderRow, now: number): number {
  const user = getUser(ctx, order.user_id);
  const plan = getRow(ctx.db, monthsRow, 'SELECT duration_months FROM plans WHERE id = ?', order.plan_id);
  if (plan === undefined) throw new Error(`Granting order ${order.id}: plan ${order.plan_id} missing`);
  const expiresAt = Math.max(now, user.vip_expires_at ?? 0) + plan.duration_months * MONTH_MS;
  run(ctx.db, 'UPDATE users SET vip_expires_at = ? WHERE id = ?', expiresAt, user.id);
  if (user.is_anonymous === 1 && order.email !== null && findUserByEmail(ctx, order.email) === undefined) {
    run(ctx.db, 'UPDATE users SET email = ?, is_anonymous = 0 WHERE id = ?', order.email, user.id);
  }
  const current = getRow(
    ctx.db,
    subscriptionRow,
    `SELECT id FROM subscriptions WHERE user_id = ? AND plan_id = ? AND status = 'active' AND expires_at > ?
      ORDER BY expires_at DESC LIMIT 1`,
    user.id, order.plan_id, now,
  );
  if (current !== undefined) {
    run(ctx.db, 'UPDATE subscriptions SET expires_at = ?, provider = ?, amount_cents = ?, currency = ? WHERE id = ?',
      expiresAt, order.provider, order.recurring_cents, order.currency, current.id);
    return current.id;
  }
  return run(
    ctx.db,
    `INSERT INTO subscriptions (user_id, plan_id, provider, status, currency, amount_cents, auto_renew, started_at, expires_at)
     VALUES (?, ?, ?, 'active', ?, ?, 1, ?, ?)`,
    user.id, order.plan_id, order.provider, order.currency, order.recurring_cents, now, expiresAt,
  ).lastId;
}

/**
 * Moves a pending order to `to` (a lapsed one to 'abandoned' first). Call inside a
 * transaction (inTransaction). Orders already final are left alone: `applied` false.
 */
export function settleOrder(ctx: AppContext, order: OrderRow, to: FinalState): Settlement {
  const now = ctx.now();
  const target: FinalState = order.state === 'pending' && order.expires_at <= now ? 'abandoned' : to;
  if (!canTransition(order.state, target)) return { applied: false, state: order.state, order };
  const changed = run(ctx.db, "UPDATE payment_orders SET state = ?, finished_at = ? WHERE id = ? AND state = 'pending'",
    target, now, order.id).changes;
  if (changed === 0) {
    const latest = getOrder(ctx, 'id', order.id) ?? order;
    return { applied: false, state: latest.state, order: latest };
  }
  if (target === 'approved') {
    const subscriptionId = grantSubscription(ctx, order, now);
    run(ctx.db, 'UPDATE payment_orders SET subscription_id = ? WHERE id = ?', subscriptionId, order.id);
  }
  const latest = getOrder(ctx, 'id', order.id) ?? order;
  return { applied: target === to, state: latest.state, order: latest };
}

/** Records a lapsed pending order as abandoned (call inside a transaction); returns the latest row. */
export function expireIfLapsed(ctx: AppContext, order: OrderRow): OrderRow {
  if (order.state !== 'pending' || order.expires_at > ctx.now()) return order;
  return settleOrder(ctx, order, 'abandoned').order;
}
