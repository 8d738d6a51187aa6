/**
 * Password-guessing protection that an attacker cannot turn against the owner (OWASP "device
 * cookies"). Failed password logins are counted per key in table login_lockouts:
 * - 'account:<email>' for browsers without a valid device token of that account;
 * - 'device:<token hash>' for a browser presenting one (so a stolen token cannot guess freely).
 * Within one window (config.rateLimits.windowSeconds) a key may make `limit` attempts
 * (config.rateLimits.login.perAccount); the next one locks the key for 1 minute, and each
 * further lockout within LOCKOUT_MEMORY_MS of the previous one doubles that, up to 60 minutes.
 * A locked key gets 429 with Retry-After before any password is checked. An attempt is counted
 * before the password is checked, so parallel guesses cannot slip past the limit, and given back
 * when the password was right. Sign-in by emailed code never looks at these counters.
 */
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, inTransaction, run } from '../db/database.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import type { DeviceToken } from './device-tokens.ts';

const MINUTE_MS = 60_000;
/** Longest lockout. */
export const MAX_LOCK_MS = 60 * MINUTE_MS;
/** A lockout this long after the previous one ended starts again at 1 minute. */
export const LOCKOUT_MEMORY_MS = 24 * 3600 * 1000;

const lockRow = z.object({
  window_start: z.number(),
  failures: z.number(),
  locked_until: z.number().nullable(),
  lockouts: z.number(),
});

/** The counter key of a login: the browser's device token of this account, else the email. */
export function lockoutKey(email: string, device: DeviceToken | null): string {
  return device === null ? `account:${email.toLowerCase()}` : `device:${device.tokenHash}`;
}

function lockedError(ms: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return new ApiError(
    429,
    ErrorCode.rateLimited,
    `too many failed sign-in attempts; retry in ${seconds} s or sign in with an emailed code`,
    { headers: { 'retry-after': String(seconds) } },
  );
}

/**
 * Counts one password attempt of `key`, or refuses it.
 * @param limit attempts allowed per window
 * @throws ApiError 429 code 429 with Retry-After (seconds) while the key is locked, or when this
 *   attempt is one past the limit (which starts the lock)
 */
export function reserveAttempt(ctx: AppContext, key: string, limit: number): void {
  const now = ctx.now();
  const windowMs = ctx.config.rateLimits.windowSeconds * 1000;
  const lockedForMs = inTransaction(ctx.db, () => {
    const row = getRow(ctx.db, lockRow, 'SELECT window_start, failures, locked_until, lockouts FROM login_lockouts WHERE key = ?', key);
    if (row?.locked_until != null && row.locked_until > now) return row.locked_until - now;
    const live = row !== undefined && row.window_start > now - windowMs;
    const attempts = (live ? row.failures : 0) + 1;
    if (attempts <= limit) {
      save(ctx, key, live ? row.window_start : now, attempts, row?.locked_until ?? null, row?.lockouts ?? 0);
      return 0;
    }
    const recent = row?.locked_until != null && now - row.locked_until < LOCKOUT_MEMORY_MS;
    const streak = recent ? row.lockouts : 0;
    const lockMs = Math.min(MAX_LOCK_MS, MINUTE_MS * 2 ** Math.min(streak, 10));
    save(ctx, key, now, 0, now + lockMs, streak + 1);
    return lockMs;
  });
  if (lockedForMs > 0) throw lockedError(lockedForMs);
}

/** Gives back the attempt counted by reserveAttempt when the password was right. */
export function releaseAttempt(ctx: AppContext, key: string): void {
  run(ctx.db, 'UPDATE login_lockouts SET failures = MAX(0, failures - 1) WHERE key = ?', key);
}

function save(ctx: AppContext, key: string, windowStart: number, failures: number, lockedUntil: number | null, lockouts: number): void {
  run(
    ctx.db,
    `INSERT INTO login_lockouts (key, window_start, failures, locked_until, lockouts) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, failures = excluded.failures,
         locked_until = excluded.locked_until, lockouts = excluded.lockouts`,
    key,
    windowStart,
    failures,
    lockedUntil,
    lockouts,
  );
}
