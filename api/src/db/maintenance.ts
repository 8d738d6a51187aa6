/**
 * Periodic clean-up of rows that only matter for a while: spent captcha nonces, lapsed
 * verification codes, rate-limit windows long past, sessions expired over a week ago.
 */
import type { AppContext } from '../context.ts';
import { run } from './database.ts';

const EVERY_MS = 10 * 60 * 1000;
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Deletes stale rows once; returns how many went. */
export function purgeStaleRows(ctx: AppContext): number {
  const now = ctx.now();
  const windowMs = ctx.config.rateLimits.windowSeconds * 1000;
  return [
    run(ctx.db, 'DELETE FROM captcha_used WHERE expires_at <= ?', now),
    run(ctx.db, 'DELETE FROM verification_codes WHERE expires_at <= ?', now - WEEK_MS),
    run(ctx.db, 'DELETE FROM rate_limits WHERE window_start <= ?', now - windowMs),
    run(ctx.db, 'DELETE FROM sessions WHERE expires_at <= ?', now - WEEK_MS),
  ].reduce((sum, result) => sum + result.changes, 0);
}

/** Runs purgeStaleRows every 10 minutes without keeping the process alive; returns a stop function. */
export function startMaintenance(ctx: AppContext): () => void {
  const timer = setInterval(() => purgeStaleRows(ctx), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
