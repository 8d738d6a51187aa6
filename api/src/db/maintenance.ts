/**
 * Periodic clean-up of rows that only matter for a while: spent captcha nonces, lapsed
 * verification codes, rate-limit windows long past, sessions expired over a week ago, expired
 * device tokens, login lockout counters nobody touched for a day past their window and lock,
 * and analytics events older than config.analytics.retentionDays.
 */
import { LOCKOUT_MEMORY_MS } from '../auth/login-lockout.ts';
import type { AppContext } from '../context.ts';
import { run } from './database.ts';

const EVERY_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** Deletes stale rows once; returns how many went. */
export function purgeStaleRows(ctx: AppContext): number {
  const now = ctx.now();
  const windowMs = ctx.config.rateLimits.windowSeconds * 1000;
  return [
    run(ctx.db, 'DELETE FROM captcha_used WHERE expires_at <= ?', now),
    run(ctx.db, 'DELETE FROM verification_codes WHERE expires_at <= ?', now - WEEK_MS),
    run(ctx.db, 'DELETE FROM rate_limits WHERE window_start <= ?', now - windowMs),
    run(ctx.db, 'DELETE FROM sessions WHERE expires_at <= ?', now - WEEK_MS),
    run(ctx.db, 'DELETE FROM device_tokens WHERE expires_at <= ?', now),
    // Kept while the lock streak still counts (LOCKOUT_MEMORY_MS after the last lock ended).
    run(
      ctx.db,
      'DELETE FROM login_lockouts WHERE window_start <= ? AND COALESCE(locked_until, 0) <= ?',
      now - windowMs,
      now - LOCKOUT_MEMORY_MS,
    ),
    run(ctx.db, 'DELETE FROM analytics_events WHERE received_at <= ?', now - ctx.config.analytics.retentionDays * DAY_MS),
  ].reduce((sum, result) => sum + result.changes, 0);
}

/** Runs purgeStaleRows every 10 minutes without keeping the process alive; returns a stop function. */
export function startMaintenance(ctx: AppContext): () => void {
  const timer = setInterval(() => purgeStaleRows(ctx), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
