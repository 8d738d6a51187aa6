/**
 * The receipt mailed when an order is approved (through the outbox, accounts/outbox.ts). It
 * goes to the order's email (the address given at checkout), else to the buyer account's
 * email; an anonymous buyer without either gets none. It tells the buyer how to see the
 * purchase: sign in with a code sent to this address in the browser that paid, which still
 * holds the anonymous session and so claims the purchase (accounts/claim.ts).
 */
import { z } from 'zod';
import { sendMail } from '../accounts/outbox.ts';
import { getUser } from '../accounts/users.ts';
import { centsToDecimal } from '../catalogue/money.ts';
import type { AppContext } from '../context.ts';
import { getRow } from '../db/database.ts';
import type { OrderRow } from './orders.ts';
import { providerLabel } from './providers.ts';

/** What a receipt shows; money as a 2-decimal string, periodEnd in ms since epoch. */
export interface ReceiptInput {
  readonly orderNo: string;
  readonly planName: string;
  readonly termMonths: number;
  readonly amount: string;
  readonly currency: string;
  readonly method: string;
  readonly periodEnd: number;
}

const planRow = z.object({ name: z.string() });

/** A UTC time as '2027-11-24 10:00 UTC'. */
function utcMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The receipt's subject and plain-text body. */
export function receiptMail(input: ReceiptInput): { subject: string; body: string } {
  const months = input.termMonths === 1 ? '1 month' : `${input.termMonths} months`;
  const body = [
    'Thank you for your purchase.',
    '',
    `Order number: ${input.orderNo}`,
    `Plan: ${input.planName} (${months})`,
    `Amount: ${input.amount} ${input.currency}`,
    `Payment method: ${input.method}`,
    `Paid until: ${utcMinute(input.periodEnd)}`,
    '',
    'To see this purchase in your account, sign in with a code sent to this address, in the browser you paid with.',
    'If that browser is no longer at hand, contact support with the order number.',
    'If you did not make this purchase, someone may have mistyped their address: your account is not affected.',
  ].join('\n');
  return { subject: `Your receipt for order ${input.orderNo}`, body };
}

/**
 * Mails the receipt of an approved order (call inside the approval's transaction).
 * @throws Error when the order is not approved or has no period end
 */
export function sendReceipt(ctx: AppContext, order: OrderRow): void {
  if (order.state !== 'approved' || order.period_end === null) {
    throw new Error(`Mailing the receipt of order ${order.id}: it is not approved`);
  }
  const recipient = order.email ?? getUser(ctx, order.user_id).email;
  if (recipient === null) return;
  const plan = getRow(ctx.db, planRow, 'SELECT name FROM plans WHERE id = ?', order.plan_id);
  const { subject, body } = receiptMail({
    orderNo: order.order_no,
    planName: plan?.name ?? `Plan ${order.plan_id}`,
    termMonths: order.term_months,
    amount: centsToDecimal(order.amount_cents),
    currency: order.currency,
    method: providerLabel(order.provider),
    periodEnd: order.period_end,
  });
  sendMail(ctx, recipient, subject, body);
}
