/**
 * Password-guessing protection that an attacker cannot turn against the owner (OWASP "device
 * cookies", decision 017). Failed password logins are counted per key in table login_lockouts:
 * - 'device:<token hash>' for a browser presenting a valid device token of the account (so a
 *   stolen token cannot guess freely), with `limit` attempts;
 * - for browsers without one, 'pair:<client address> <email>' with `limit` attempts, and
 *   'account:<email>' across every such client with ACCOUNT_WIDE_FACTOR times as many. One
 *   client's guesses lock only that client; it takes that many clients to pause password login for
 *   new browsers, which never stops a known browser or sign-in by emailed code.
 * Within one window (config.rateLimits.windowSeconds) a key may make its attempts
 * (config.rateLimits.login.perAccount); the next one locks the key for 1 minute, and each
 * further lockout within LOCKOUT_MEMORY_MS of the previous one doubles that, up to 60 minutes.
 * A locked key gets 429 with Retry-After before any password is checked. An attempt is counted
 * before the password is checked, so parallel guesses cannot slip past the limit, and given back
 * when the password was right. Sign-in by emailed code never looks at these counters.
 */
import { ok } from '@meridian/shared/result';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, inTransaction, run } from '../db/database.ts';
import { rateLimited, type ApiRefused, type ApiResult } from '../http/errors.ts';
import { countLockout } from '../telemetry/api-metrics.ts';
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

/** How many more failures the account-wide key of clients without a device token allows than one client. */
export const ACCOUNT_WIDE_FACTOR = 10;

/** One failure counter a password login is counted against, and its attempts per window. */
export interface LockoutKey {
  readonly key: string;
  readonly limit: number;
}

/**
 * The counters of a login, narrowest first: the browser's device token of this account, else the
 * client address and email pair, then the email across all clients without a device token.
 * @param pair the client address and email as rate-limit.ts `pairKey` makes it
 * @param limit config.rateLimits.login.perAccount
 */
export function lockoutKeys(email: string, pair: string, device: DeviceToken | null, limit: number): LockoutKey[] {
  if (device !== null) return [{ key: `device:${device.tokenHash}`, limit }];
  return [
    { key: `pair:${pair}`, limit },
    { key: `account:${email.toLowerCase()}`, limit: limit * ACCOUNT_WIDE_FACTOR },
  ];
}

function lockedError(ms: number): ApiRefused {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return rateLimited(`too many failed sign-in attempts; retry in ${seconds} s or sign in with an emailed code`, seconds);
}

/**
 * Counts one password attempt of `key`, or refuses it.
 * @param limit attempts allowed per window
 * @returns ok, or the refusal 429 code 429 with Retry-After (seconds) while the key is locked, or
 *   when this attempt is one past the limit (which starts the lock)
 */
export function reserveAttempt(ctx: AppContext, key: string, limit: number): ApiResult<void> {
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
    countLockout();
    return lockMs;
  });
  return lockedForMs > 0 ? lockedError(lockedForMs) : ok(undefined);
}

/** Gives back the attempt counted by reserveAttempt when the password was right. */
export function releaseAttempt(ctx: AppContext, key: string): void {
  run(ctx.db, 'UPDATE login_lockouts SET failures = MAX(0, failures - 1) WHERE key = ?', key);
}

/**
 * Counts one attempt against each of `keys` in order (reserveAttempt), or refuses it. When a
 * later key refuses, the attempts counted on the earlier ones are given back: a client is not
 * charged for a login that was never checked.
 * @returns ok, or the refusal of reserveAttempt
 */
export function reserveAttempts(ctx: AppContext, keys: readonly LockoutKey[]): ApiResult<void> {
  const counted: string[] = [];
  for (const { key, limit } of keys) {
    const reserved = reserveAttempt(ctx, key, limit);
    if (!reserved.ok) {
      for (const earlier of counted) releaseAttempt(ctx, earlier);
      return reserved;
    }
    counted.push(key);
  }
  return ok(undefined);
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
