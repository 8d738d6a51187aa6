/**
 * The registry's Prometheus metrics (decision 056), served on its internal metrics port
 * (main.ts), never on the API's: requests by route pattern, writes by action and outcome,
 * compare-and-set conflicts, the guard's steps, rollouts by stage and state, long-poll clients,
 * the database's pool and call time, artifact store calls, the revision and the failure threshold
 * hosts' alerts compare against; and prom-client's process metrics. Labels are route patterns,
 * the registry's own action names, areas and method names: all bounded.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AREAS } from '@meridian/shared/areas';
import { annotateActiveSpan } from '@meridian/shared/spans.server';
import type { RegistryDeps } from '../services/deps.ts';

/** The registry's metrics registry (one per process; what `GET /metrics` on the metrics port answers). */
export const REGISTRY_METRICS = new Registry();
collectDefaultMetrics({ register: REGISTRY_METRICS });
const registers = [REGISTRY_METRICS];

const requests = new Histogram({
  name: 'meridian_registry_http_request_duration_seconds',
  help: 'Requests by route pattern, method and status (a long poll lasts until the revision moves or its wait ends)',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30],
  registers,
});
const writes = new Counter({
  name: 'meridian_registry_writes_total',
  help: 'Writes by action and outcome (ok, awaiting_approval, conflict: If-Match refused, unauthorised, refused, error)',
  labelNames: ['action', 'outcome'] as const,
  registers,
});
const conflicts = new Counter({
  name: 'meridian_registry_cas_conflicts_total',
  help: 'Release commits refused because the revision had moved (compare-and-set), by writer (request, rollout tick)',
  registers,
});
const guardSteps = new Counter({
  name: 'meridian_registry_guard_steps_total',
  help: 'Steps the guard took on running rollouts, by step (advance, complete, rollback, pause, end; a hold writes nothing)',
  labelNames: ['step'] as const,
  registers,
});
/** Long polls waiting in this process now. */
export const longPolls = new Gauge({
  name: 'meridian_registry_long_poll_clients',
  help: 'Long polls (GET /api/releases?wait=) waiting now',
  registers,
});
/** Seconds of each repository call, by method. */
export const dbCalls = new Histogram({
  name: 'meridian_registry_db_call_duration_seconds',
  help: 'Calls of the release store (SQLite or PostgreSQL) by method and outcome',
  labelNames: ['call', 'outcome'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers,
});
/** Seconds of each artifact store call, by method. */
export const storeCalls = new Histogram({
  name: 'meridian_registry_store_call_duration_seconds',
  help: 'Calls of the artifact store (folders or the bucket) and the release snapshot, by method and outcome',
  labelNames: ['call', 'outcome'] as const,
  buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10, 30],
  registers,
});

/** One step the guard took (or held) for a running rollout. */
export function countGuardStep(step: string): void {
  guardSteps.inc({ step });
}

/** One release commit refused because the revision had moved. */
export function countConflict(): void {
  conflicts.inc();
}

const WRITE_ROUTES: Readonly<Record<string, (request: FastifyRequest) => string>> = {
  '/api/releases': (request) => {
    const action = (request.body as { action?: unknown } | undefined)?.action;
    return typeof action === 'string' && /^[a-z-]{1,20}$/.test(action) ? action : 'invalid';
  },
  '/api/remotes/:name/versions': () => 'publish',
  '/api/previews': () => 'preview',
  '/api/rollouts': () => 'rollout-start',
  '/api/rollouts/:name/:control': (request) => {
    const control = (request.params as { control?: unknown }).control;
    return control === 'pause' || control === 'resume' || control === 'stop' ? `rollout-${control}` : 'invalid';
  },
  '/api/approvals/:id/approve': () => 'approve',
  '/api/approvals/:id/cancel': () => 'approval-cancel',
};

function writeOutcome(status: number): string {
  if (status === 202) return 'awaiting_approval';
  if (status < 300) return 'ok';
  if (status === 412) return 'conflict';
  if (status === 401 || status === 403) return 'unauthorised';
  return status < 500 ? 'refused' : 'error';
}

/** Counts every answer of `app` by route pattern and status and every write by action and outcome; names the request's span. */
export function installMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route !== undefined) annotateActiveSpan({ 'http.route': route }, `${request.method} ${route}`);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    const action = request.method === 'POST' ? WRITE_ROUTES[route] : undefined;
    if (action !== undefined) writes.inc({ action: action(request), outcome: writeOutcome(reply.statusCode) });
  });
}

/**
 * The gauges read at each scrape from `deps`: the revision, the canary failure threshold (the
 * hosts' error-rate alert compares against it), each area's live rollout (state, stage) and, on
 * PostgreSQL, the pool's connections.
 */
export function watchState(
  deps: Pick<RegistryDeps, 'db' | 'config'>,
  pool?: { totalCount: number; idleCount: number; waitingCount: number },
): void {
  new Gauge({
    name: 'meridian_registry_release_revision',
    help: 'Revision of the release state in the store',
    registers,
    async collect() {
      // The store down is the database alerts' business: the scrape itself still answers, without this sample.
      this.reset();
      const revision = await deps.db.currentRevision().catch(() => null);
      if (revision !== null) this.set(revision);
    },
  });
  new Gauge({
    name: 'meridian_registry_canary_max_failure_rate',
    help: 'Share of failed loads or pages above which a canary is aborted (REGISTRY_CANARY_MAX_FAILURE_RATE)',
    registers,
    collect() {
      this.set(deps.config.canary.maxFailureRate);
    },
  });
  new Gauge({
    name: 'meridian_registry_rollout_stage_percent',
    help: "Each area's live rollout: the share of visitors of its current stage, labelled with its state (running, paused: a person decides)",
    labelNames: ['area', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const live = await Promise.all(AREAS.map((area) => deps.db.getLiveRollout(area))).catch(() => []);
      for (const rollout of live)
        if (rollout !== null) this.set({ area: rollout.area, state: rollout.status }, rollout.stages[rollout.stageIndex] ?? 0);
    },
  });
  if (pool === undefined) return;
  new Gauge({
    name: 'meridian_registry_db_pool_connections',
    help: "PostgreSQL query pool's connections by state (total, idle, waiting: queries waiting for one)",
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}
