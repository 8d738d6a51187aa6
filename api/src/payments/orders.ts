/**
 * Payment orders (table payment_orders): created pending by a purchase call, finished once by
 * the provider's webhook (or by lapsing), read by the purchase_result calls. Prices come from
 * the plan catalogue, never from the client.
 */
import { randomBytes } from 'node:crypto';
import { apiError, ok } from '@meridian/shared/result';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { notFound, type ApiResult } from '../http/errors.ts';
import { centsToDecimal } from '../catalogue/money.ts';
import { nextOrderNo } from './order-number.ts';
import { ORDER_STATES, isFinal, providerStatus } from './order-states.ts';
import type { OrderState } from './order-states.ts';
import { PaymentErrorCode } from './payment-errors.ts';
import type { ProviderId } from './providers.ts';
import type { PurchaseBody } from './purchase-input.ts';

/** A provider session stays open this long; then the order counts as abandoned. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

/** One payment_orders row as the code reads it; money in cents, times ms since epoch. */
export const orderRow = z.object({
  id: z.string(),
  order_no: z.string(),
  user_id: z.number(),
  provider: z.string(),
  plan_id: z.number(),
  term_months: z.number(),
  currency: z.string(),
  amount_cents: z.number(),
  recurring_cents: z.number(),
  state: z.enum(ORDER_STATES),
  session_id: z.string(),
  return_url: z.string(),
  email: z.string().nullable(),
  subscription_id: z.number().nullable(),
  /** End of the paid time the approval granted; null until approved. */
  period_end: z.number().nullable(),
  created_at: z.number(),
  expires_at: z.number(),
  finished_at: z.number().nullable(),
});

/** One order as stored. */
export type OrderRow = z.infer<typeof orderRow>;

const COLUMNS = `id, order_no, user_id, provider, plan_id, term_months, currency, amount_cents, recurring_cents, state,
  session_id, return_url, email, subscription_id, period_end, created_at, expires_at, finished_at`;

const priceRow = z.object({ sale_cents: z.number(), trial_cents: z.number().nullable() });
const countRow = z.object({ n: z.number() });
const planRow = z.object({ duration_months: z.number() });

/** What a new order needs besides the body. */
export interface NewOrder {
  readonly userId: number;
  readonly provider: ProviderId;
  readonly currency: string;
  readonly body: PurchaseBody;
  readonly sessionId: string;
}

/**
 * Creates a pending order with the next order number. The first charge is the plan's trial
 * price for a customer who never had a subscription, else its sale price; the recurring price
 * is the sale price. `email` is kept as the receipt address only (never given to an account).
 * @returns the order, or the refusal 404 for an unknown or inactive plan, 400 40032 when it has no
 *   price in `currency`
 */
export function createOrder(ctx: AppContext, order: NewOrder): ApiResult<OrderRow> {
  const plan = getRow(ctx.db, planRow, 'SELECT duration_months FROM plans WHERE id = ? AND active = 1', order.body.plan_id);
  if (plan === undefined) return notFound('plan');
  const price = getRow(
    ctx.db,
    priceRow,
    'SELECT sale_cents, trial_cents FROM plan_prices WHERE plan_id = ? AND currency = ?',
    order.body.plan_id,
    order.currency,
  );
  if (price === undefined) {
    return apiError(400, PaymentErrorCode.currencyUnavailable, `plan ${order.body.plan_id} has no price in ${order.currency}`);
  }
  const history = getRow(ctx.db, countRow, 'SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?', order.userId);
  const firstPurchase = (history?.n ?? 0) === 0;
  const amount = firstPurchase && price.trial_cents !== null ? price.trial_cents : price.sale_cents;
  const id = `ord_${randomBytes(16).toString('base64url')}`;
  const now = ctx.now();
  const { body } = order;
  run(
    ctx.db,
    `INSERT INTO payment_orders (id, order_no, user_id, provider, plan_id, term_months, currency, amount_cents, recurring_cents,
       state, session_id, return_url, email, affiliate_type, affiliate_cookie, invite_type, invite_code, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    id,
    nextOrderNo(ctx),
    order.userId,
    order.provider,
    body.plan_id,
    plan.duration_months,
    order.currency,
    amount,
    price.sale_cents,
    order.sessionId,
    body.return_url,
    body.email ?? null,
    body._cps?.type ?? null,
    body._cps?.cookie ?? null,
    body.invite_type ?? null,
    body.invite_code ?? null,
    now,
    now + SESSION_TTL_MS,
  );
  return ok(getOrder(ctx, 'id', id) ?? fail(id));
}

function fail(id: string): never {
  throw new Error(`Creating payment order ${id}: row missing after insert`);
}

/** The order whose `column` is `value`, or undefined. */
export function getOrder(ctx: AppContext, column: 'id' | 'session_id', value: string): OrderRow | undefined {
  return getRow(ctx.db, orderRow, `SELECT ${COLUMNS} FROM payment_orders WHERE ${column} = ?`, value);
}

/**
 * The caller's order `id`.
 * @returns the order, or the refusal 404 when it does not exist, belongs to someone else, or (when
 *   `provider` is given) was paid through another provider
 */
export function requireOwnOrder(ctx: AppContext, id: string, userId: number, provider?: ProviderId): ApiResult<OrderRow> {
  const order = getOrder(ctx, 'id', id);
  if (order === undefined || order.user_id !== userId || (provider !== undefined && order.provider !== provider)) {
    return notFound('order');
  }
  return ok(order);
}

/** The order's state as the client sees it (a lapsed pending order reads as abandoned). */
export function effectiveState(order: Pick<OrderRow, 'state' | 'expires_at'>, now: number): OrderState {
  return order.state === 'pending' && order.expires_at <= now ? 'abandoned' : order.state;
}

/**
 * An order as the purchase calls return it: `{ order_id, order_no, provider, plan_id, state,
 * status, final, currency, amount, subscription_id, expires_at, receipt_email }`; amount a
 * 2-decimal string, expires_at (end of the provider session) in ms, receipt_email the address
 * given at checkout (null when none was: the receipt then goes to the account's email). Only the
 * order's owner reads it, so the buyer's page can say where the receipt went.
 */
export function orderView(order: OrderRow, now: number) {
  const state = effectiveState(order, now);
  return {
    order_id: order.id,
    order_no: order.order_no,
    provider: order.provider,
    plan_id: order.plan_id,
    state,
    status: providerStatus(order.provider, state),
    final: isFinal(state),
    currency: order.currency,
    amount: centsToDecimal(order.amount_cents),
    subscription_id: order.subscription_id,
    expires_at: order.expires_at,
    receipt_email: order.email,
  };
}
