/**
 * Outgoing mail. No mail server exists, so messages are written to the outbox table; tests
 * and local runs read them through the dev-only GET /api/dev/outbox.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { allRows, run } from '../db/database.ts';

/** One stored message; `created_at` in ms since epoch. */
export const outboxRow = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.number(),
});

/** "Sends" a plain-text message by storing it. */
export function sendMail(ctx: AppContext, recipient: string, subject: string, body: string): void {
  run(ctx.db, 'INSERT INTO outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)', recipient, subject, body, ctx.now());
}

/** Messages to one recipient, newest first, at most 50. */
export function listMail(ctx: AppContext, recipient: string): z.infer<typeof outboxRow>[] {
  return allRows(
    ctx.db,
    outboxRow,
    'SELECT id, recipient, subject, body, created_at FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 50',
    recipient,
  );
}
