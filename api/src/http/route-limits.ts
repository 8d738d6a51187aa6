/**
 * Plain per-IP limits of single routes (anonymous signup, contact_us, analytics) with
 * @fastify/rate-limit: counted in this process's memory, in fixed windows of real time. Limits
 * that must survive restarts and be shared by processes (per account, per email, login
 * lockouts) stay in the database (auth/rate-limit.ts, auth/login-lockout.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ThrownRefusal } from './answer.ts';
import { rateLimited } from './errors.ts';

/**
 * Registers @fastify/rate-limit on `app` for routes that ask for it (not global); refusals are
 * the API's JSON `{ code: 429, message }` with Retry-After in seconds.
 */
export function installRouteLimits(app: FastifyInstance): void {
  app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      // The plugin throws what this returns; the error handler sends it as any other refusal.
      return new ThrownRefusal(rateLimited(`too many requests; retry in ${seconds} s`, seconds).error);
    },
  });
}

/**
 * Route options limiting each IP to `max` requests per `windowMs`. Routes given the same
 * returned object share one budget (e.g. a call served under two paths).
 */
export function perIpLimit(app: FastifyInstance, max: number, windowMs: number) {
  return { onRequest: app.rateLimit({ max, timeWindow: windowMs }) };
}
