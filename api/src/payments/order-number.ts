/**
 * Human-readable order numbers for receipts and support: 'MV-' and at least 8 digits, taken
 * from a counter that only grows (table counters, row 'order_no'), so a number is never given
 * twice, not even after its order is deleted. They are not secrets: no call accepts one in
 * place of the order id, and every order read is checked against its owner.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow } from '../db/database.ts';

const valueRow = z.object({ value: z.number() });

/** The order number of the n-th order, e.g. 42 -> 'MV-00000042'. */
export function formatOrderNo(n: number): string {
  return `MV-${String(n).padStart(8, '0')}`;
}

/**
 * Takes the next order number.
 * @throws Error when the counter row is missing (migration 5 makes it)
 */
export function nextOrderNo(ctx: AppContext): string {
  const row = getRow(ctx.db, valueRow, "UPDATE counters SET value = value + 1 WHERE name = 'order_no' RETURNING value");
  if (row === undefined) throw new Error('Numbering a payment order: the order_no counter is missing');
  return formatOrderNo(row.value);
}
