/**
 * The api's Prometheus metrics (decision 056), served on its internal metrics port (main.ts),
 * never on the public one: requests by route pattern and status, sign-in outcomes, lockouts,
 * purchases by provider and outcome, and prom-client's process metrics. Labels are route
 * patterns (`/api/mms/.../:id`), never paths, and provider ids from the catalogue.
 */
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { annotateActiveSpan } from '@meridian/shared/spans.server';

/** The api's metrics registry (one per process; what `GET /metrics` on the metrics port answers). */
export const API_METRICS = new Registry();
collectDefaultMetrics({ register: API_METRICS });

const requests = new Histogram({
  name: 'meridian_api_http_request_duration_seconds',
  help: 'Requests by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [API_METRICS],
});

const signIns = new Counter({
  name: 'meridian_api_sign_ins_total',
  help: 'Sign-in answers by way (password, code) and outcome (ok, refused, locked, error)',
  labelNames: ['way', 'outcome'] as const,
  registers: [API_METRICS],
});

const lockouts = new Counter({
  name: 'meridian_api_lockouts_total',
  help: 'Lockouts started: a sign-in key that passed its failure limit and is paused (decision 017)',
  registers: [API_METRICS],
});

const purchases = new Counter({
  name: 'meridian_api_purchases_total',
  help: 'Purchases by provider and outcome (started, then the order state it settled in: approved, declined, cancelled, abandoned...)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [API_METRICS],
});

/** One lockout started. */
export function countLockout(): void {
  lockouts.inc();
}

/** A purchase of `provider` started (an order exists) or settled in the state `outcome`. */
export function countPurchase(provider: string, outcome: string): void {
  purchases.inc({ provider, outcome });
}

const SIGN_IN_ROUTES: readonly [RegExp, string][] = [
  [/\/login$/, 'password'],
  [/\/verification\/validate$/, 'code'],
];

function signInOutcome(status: number): string {
  if (status < 300) return 'ok';
  if (status === 429) return 'locked';
  if (status < 500) return 'refused';
  return 'error';
}

/**
 * Counts every answer of `app` by its route pattern and status (a path no route knows is
 * `unmatched`), sign-ins by way and outcome, and names the request's span after its route.
 */
export function installMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route !== undefined) annotateActiveSpan({ 'http.route': route }, `${request.method} ${route}`);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const way = SIGN_IN_ROUTES.find(([pattern]) => request.method === 'POST' && pattern.test(route))?.[1];
    if (way !== undefined) signIns.inc({ way, outcome: signInOutcome(reply.statusCode) });
  });
}
