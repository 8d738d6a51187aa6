/**
 * A customer's own payment orders as receipts list them (GET payment/v1/web/orders): order
 * number, dates, state, plan and term, amount and a payment-method label. Internal ids and
 * provider codes stay inside.
 */
import type { z } from 'zod';
import { centsToDecimal } from '../catalogue/money.ts';
import type { AppContext } from '../context.ts';
import { allRows } from '../db/database.ts';
import { effectiveState, orderRow } from './orders.ts';
import type { OrderState } from './order-states.ts';
import { providerLabel } from './providers.ts';

/** Most orders one list answer holds. */
export const ORDER_LIST_LIMIT = 200;

/** One order of the list; times in ms since epoch, amount a 2-decimal string. */
export interface OrderSummary {
  readonly order_no: string;
  readonly created_at: number;
  /** When the order reached its final state; a lapsed pending order reads as finished at its expiry. */
  readonly finished_at: number | null;
  readonly state: OrderState;
  readonly plan_id: number;
  readonly term_months: number;
  readonly amount: string;
  readonly currency: string;
  readonly provider_label: string;
  /** End of the paid time granted by an approved order, else null. */
  readonly period_end: number | null;
}

const listRow = orderRow.pick({
  order_no: true,
  provider: true,
  plan_id: true,
  term_months: true,
  currency: true,
  amount_cents: true,
  state: true,
  period_end: true,
  created_at: true,
  expires_at: true,
  finished_at: true,
});

/** The orders of `userId`, newest first: the newest `limit` (default ORDER_LIST_LIMIT). */
export function listOrders(ctx: AppContext, userId: number, limit = ORDER_LIST_LIMIT): OrderSummary[] {
  const now = ctx.now();
  const rows: z.infer<typeof listRow>[] = allRows(
    ctx.db,
    listRow,
    `SELECT order_no, provider, plan_id, term_months, currency, amount_cents, state, period_end, created_at, expires_at,
            finished_at
       FROM payment_orders WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    userId,
    limit,
  );
  return rows.map((row) => {
    const state = effectiveState(row, now);
    const lapsed = state !== row.state;
    return {
      order_no: row.order_no,
      created_at: row.created_at,
      finished_at: row.finished_at ?? (lapsed ? row.expires_at : null),
      state,
      plan_id: row.plan_id,
      term_months: row.term_months,
      amount: centsToDecimal(row.amount_cents),
      currency: row.currency,
      provider_label: providerLabel(row.provider),
      period_end: row.period_end,
    };
  });
}
