/**
 * Claiming: an anonymous account (made at checkout, rule checkout.anonymous) handing its purchases to
 * the email account whose owner has just proved the address with an emailed code
 * (web/verification/validate, purpose 'login', called with the anonymous bearer token). This is
 * the only way a purchase reaches an email account: the email typed at checkout is a receipt
 * address and never grants anything by itself.
 */
import { z } from 'zod';
import { revokeUserSessions } from '../auth/sessions.ts';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { MAX_BOUND_IPS } from './rules.ts';
import { getUser } from './users.ts';

/** What a claim moved. */
export interface ClaimResult {
  /** Payment orders (of any state) now owned by the email account. */
  readonly ordersMoved: number;
}

const countRow = z.object({ n: z.number() });

/** True when `userId` is an anonymous account that is not disabled (so not claimed yet). */
export function isClaimable(ctx: AppContext, userId: number): boolean {
  const user = getUser(ctx, userId);
  return user.is_anonymous === 1 && user.disabled_at === null;
}

/**
 * Merges anonymous account `fromId` into `toId`; call inside a transaction (inTransaction).
 * Moved: subscriptions, payment orders (so pending ones are granted to `toId` when approved),
 * the remaining VIP time (added after `toId`'s own, which is never shortened), devices not
 * already bound to `toId`, and bound IPs while `toId` stays within MAX_BOUND_IPS. Then the
 * anonymous account is disabled (merged_into = toId) and all its sessions and device tokens end.
 * @throws Error when `fromId` is not a live anonymous account or is `toId`
 */
export function mergeAnonymousAccount(ctx: AppContext, fromId: number, toId: number): ClaimResult {
  const from = getUser(ctx, fromId);
  const to = getUser(ctx, toId);
  if (!isClaimable(ctx, from.id) || from.id === to.id) {
    throw new Error(`Merging account ${fromId} into ${toId}: ${fromId} is not a live anonymous account`);
  }
  const now = ctx.now();
  const ordersMoved = run(ctx.db, 'UPDATE payment_orders SET user_id = ? WHERE user_id = ?', to.id, from.id).changes;
  run(ctx.db, 'UPDATE subscriptions SET user_id = ? WHERE user_id = ?', to.id, from.id);

  const remaining = Math.max(0, (from.vip_expires_at ?? 0) - now);
  if (remaining > 0) {
    run(ctx.db, 'UPDATE users SET vip_expires_at = ? WHERE id = ?', Math.max(now, to.vip_expires_at ?? 0) + remaining, to.id);
  }

  run(ctx.db, 'UPDATE OR IGNORE devices SET user_id = ? WHERE user_id = ?', to.id, from.id);
  const bound = getRow(ctx.db, countRow, 'SELECT COUNT(*) AS n FROM user_ips WHERE user_id = ?', to.id)?.n ?? 0;
  run(
    ctx.db,
    `INSERT OR IGNORE INTO user_ips (user_id, ip, created_at)
     SELECT ?, ip, created_at FROM user_ips
      WHERE user_id = ? AND ip NOT IN (SELECT ip FROM user_ips WHERE user_id = ?)
      ORDER BY created_at, ip LIMIT ?`,
    to.id,
    from.id,
    to.id,
    Math.max(0, MAX_BOUND_IPS - bound),
  );

  run(ctx.db, 'DELETE FROM devices WHERE user_id = ?', from.id);
  run(ctx.db, 'DELETE FROM user_ips WHERE user_id = ?', from.id);
  run(ctx.db, 'DELETE FROM device_tokens WHERE user_id = ?', from.id);
  run(ctx.db, 'UPDATE users SET vip_expires_at = NULL, disabled_at = ?, merged_into = ? WHERE id = ?', now, to.id, from.id);
  revokeUserSessions(ctx, from.id, 'account_merged');
  return { ordersMoved };
}
