/**
 * Fixed-window rate limits kept in the database (table rate_limits), so they survive restarts
 * and are shared by every process on the same file. Limits come from config.rateLimits. Used
 * for the login family per IP, code requests per IP and per client address and email pair (with
 * a count per email that asks for a captcha, decision 017), contact messages per address,
 * password changes and purchases per account. Password failures per account are
 * counted differently (auth/login-lockout.ts); plain per-IP limits of single open routes live in
 * memory (http/route-limits.ts).
 */
import { ok } from '@meridian/shared/result';
import { z } from 'zod';
import type { RateLimitPair } from '../config.ts';
import type { AppContext } from '../context.ts';
import { getRow } from '../db/database.ts';
import { addressKey } from '../http/client-address.ts';
import { rateLimited, type ApiResult } from '../http/errors.ts';

const counterRow = z.object({ count: z.number(), window_start: z.number() });

/**
 * Counts one hit of `key` in `bucket` and refuses it when the window's count passes `limit`.
 * @param bucket action name, e.g. 'login:ip'
 * @param key what is limited, e.g. an IP address or a lower-cased email
 * @returns ok, or the refusal 429 code 429 with a Retry-After header (seconds)
 */
export function hit(ctx: AppContext, bucket: string, key: string, limit: number): ApiResult<void> {
  const now = ctx.now();
  const windowMs = ctx.config.rateLimits.windowSeconds * 1000;
  const staleBefore = now - windowMs;
  // In an UPDATE every column reference reads the old row, so both CASEs test the old window.
  const row = getRow(
    ctx.db,
    counterRow,
    `INSERT INTO rate_limits (bucket, key, window_start, count) VALUES (?, ?, ?, 1)
       ON CONFLICT (bucket, key) DO UPDATE SET
         count = CASE WHEN window_start <= ? THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ? THEN excluded.window_start ELSE window_start END
     RETURNING count, window_start`,
    bucket,
    key,
    now,
    staleBefore,
    staleBefore,
  );
  if (row !== undefined && row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000));
    return rateLimited(`too many requests; retry in ${retryAfter} s`, retryAfter);
  }
  return ok(undefined);
}

/**
 * Applies a per-client limit (the address as http/client-address.ts counts it: an IPv6 client by
 * its /64) and, when `account` is given, a per-account limit to one action.
 * @param action bucket prefix: 'login', 'verification' or 'purchase'
 * @returns ok, or the refusal of `hit` (the per-account limit is not counted when the client's refused)
 */
export function limitAction(ctx: AppContext, action: string, limits: RateLimitPair, ip: string, account?: string): ApiResult<void> {
  const perClient = hit(ctx, `${action}:ip`, addressKey(ip), limits.perIp);
  if (!perClient.ok || account === undefined) return perClient;
  return hit(ctx, `${action}:account`, account.toLowerCase(), limits.perAccount);
}

/**
 * How many hits `key` has in `bucket`'s current window (0 when none or the window is over),
 * without counting one.
 */
export function hitsInWindow(ctx: AppContext, bucket: string, key: string): number {
  const row = getRow(ctx.db, counterRow, 'SELECT count, window_start FROM rate_limits WHERE bucket = ? AND key = ?', bucket, key);
  const windowMs = ctx.config.rateLimits.windowSeconds * 1000;
  return row !== undefined && row.window_start > ctx.now() - windowMs ? row.count : 0;
}

/**
 * The key of a client address and an account together (`<address> <account>`, the address as
 * http/client-address.ts counts it): a limit on it stops one client hammering one account
 * without letting that client block the account for everyone else.
 */
export function pairKey(ip: string, account: string): string {
  return `${addressKey(ip)} ${account.toLowerCase()}`;
}
