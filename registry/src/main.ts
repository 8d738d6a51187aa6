/**
 * Starts the release registry (docs/architecture.md, process table: port 3200): reads the
 * environment, starts tracing when an exporter is named (before Fastify, http and pg are imported,
 * so they are instrumented; decision 056), opens the state (SQLite, or PostgreSQL when
 * REGISTRY_DATABASE_URL is set), listens on REGISTRY_HOST:REGISTRY_PORT (127.0.0.1:3200) and
 * serves its metrics on METRICS_PORT (default REGISTRY_PORT + 250).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveMetrics } from '@meridian/shared/metrics-server.server';
import { startTracing } from '@meridian/shared/tracing.server';
import { parseServerEnv, parseTelemetryEnv } from './env.server.ts';
import { describeError } from './errors.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const config = parseServerEnv(repoRoot);
const telemetry = parseTelemetryEnv(config.port);
const tracing = await startTracing({
  settings: telemetry,
  instrument: ['http', 'pg', 'undici'],
  esmEntry: import.meta.url,
  incoming: 'continue',
  quietPaths: /^\/(healthz|favicon)/,
});
const { createApp } = await import('./http/app.ts');
const { createDeps } = await import('./services/create-deps.ts');
const { startRetentionSchedule } = await import('./services/gc.ts');
const { startRolloutTicker } = await import('./services/rollouts.ts');
const { startupNotes } = await import('./startup-notes.ts');
const { isPostgresRepository } = await import('./db/postgres/postgres-repository.ts');
const { instrumentDeps } = await import('./telemetry/instrument-deps.ts');
const { REGISTRY_METRICS, watchState } = await import('./telemetry/registry-metrics.ts');

const opened = await createDeps(config).catch((error: unknown) => {
  console.error(`registry: ${describeError(error)}`);
  process.exit(1);
});
const deps = instrumentDeps(opened);
watchState(deps, isPostgresRepository(opened.db) ? opened.db.pool : undefined);
const app = createApp(deps);
// Each environment's rollouts are judged by a ticker of their own (decision 059); retention runs when scheduled (decision 061).
const stoppers = [
  ...config.environments.map(({ name }) => startRolloutTicker(deps.inEnvironment(name) ?? deps)),
  startRetentionSchedule(deps),
];

await app.listen({ host: config.host, port: config.port });
const metrics = telemetry.metricsPort === null ? null : await serveMetrics(REGISTRY_METRICS, telemetry.metricsPort, telemetry.metricsBind);
console.log(
  `registry: listening on http://${config.host}:${config.port} (database ${deps.db.describe()}, artifacts ${deps.store.describe()}; environments ${config.environments.map(({ name }) => name).join(', ')})${metrics ? `, metrics on http://${telemetry.metricsBind}:${metrics.port}/metrics` : ''}`,
);
if (deps.releaseSnapshot !== null) console.log(`registry: release snapshot kept at ${deps.releaseSnapshot.describe()} after every write`);
const notes = startupNotes(config, existsSync);
for (const line of notes.info) console.log(line);
for (const line of notes.warnings) console.warn(line);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`registry: ${signal} received, closing`);
  for (const stopTicker of stoppers) stopTicker();
  await app.close();
  await metrics?.close();
  await deps.db.close();
  await tracing?.shutdown();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
