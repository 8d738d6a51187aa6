/**
 * Entry point (`npm start -w api`): reads the environment, starts tracing when an exporter is
 * named (before Fastify and http are imported, so they are instrumented; decision 056), builds
 * the app, warns about risky settings (startup-warnings.ts), listens on API_HOST:API_PORT
 * (default 127.0.0.1:3100), serves its metrics on METRICS_PORT (default API_PORT + 250) and
 * closes cleanly on SIGINT/SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import { serveMetrics } from '@meridian/shared/metrics-server.server';
import { startTracing } from '@meridian/shared/tracing.server';
import { readEnv, readTelemetry } from './env.server.ts';

// api/src/main.ts -> the repository root, so the default database is <repo>/var/api.sqlite.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const config = readEnv(repoRoot);
const telemetry = readTelemetry(config.port);
const tracing = await startTracing({
  settings: telemetry,
  instrument: ['http', 'undici'],
  esmEntry: import.meta.url,
  incoming: 'continue',
  quietPaths: /^\/build\/latest\.json/,
});
const { buildApp } = await import('./app.ts');
const { startupWarnings } = await import('./startup-warnings.ts');
const { API_METRICS } = await import('./telemetry/api-metrics.ts');
const app = buildApp({ config, logger: true });
for (const warning of startupWarnings(config)) app.log.warn(warning);
const metrics = telemetry.metricsPort === null ? null : await serveMetrics(API_METRICS, telemetry.metricsPort, telemetry.metricsBind);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await metrics?.close();
    await tracing?.shutdown();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      db: config.dbPath,
      captcha: config.captcha.provider,
      metrics: metrics ? `http://${telemetry.metricsBind}:${metrics.port}/metrics` : 'off',
    },
    'api ready',
  );
} catch (error) {
  app.log.error({ err: error }, `listening on ${config.host}:${config.port} failed`);
  await app.close();
  process.exit(1);
}
