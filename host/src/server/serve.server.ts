/**
 * The host's server (index.server.ts starts it once tracing is set up): the release source, the
 * renderer, the Express app and its lifecycle on HOST_PORT, and the metrics on their own port
 * (decision 056).
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { serveMetrics } from '@meridian/shared/metrics-server.server';
import { environmentApiBase } from '@meridian/shared/registry-contract';
import type { HostEnv } from './process/env.server.ts';
import { createApp } from './app.server.ts';
import { createDevHook } from './endpoints/dev-hook.server.ts';
import { createFileReleaseSource } from './releases/release-source.server.ts';
import { createRegistryReleaseSource } from './releases/registry-release-source.server.ts';
import { createHealthReporter, NO_HEALTH_REPORTS, releaseNames } from './process/health-reporter.server.ts';
import { clientDirOf, createRenderDeps } from './deps.server.ts';
import { createLogger, logOf, requestLogger } from './process/logger.server.ts';
import { assertProductionBuilds, loadedModules } from './process/production-check.server.ts';
import { createLifecycle } from './process/lifecycle.server.ts';
import { createHostMetrics } from './telemetry/host-metrics.server.ts';
import { createHostTelemetry, NO_TELEMETRY } from './telemetry/host-telemetry.server.ts';
import { hostTelemetrySettings } from './telemetry/host-tracing.server.ts';

/** Milliseconds the requests in flight may take once a stopping replica has drained. */
const CLOSE_TIMEOUT_MS = 10_000;
/**
 * An idle keep-alive connection is kept longer than any client or balancer keeps one (nginx 60 s, Node's
 * fetch 4 s), so the client always retires it first and never sends a request on a connection this server
 * has just closed ("other side closed"; Node's default of 5 s races a busy client). Draining still closes them.
 */
const KEEP_ALIVE_MS = 65_000;

/** Starts the host with the validated `env`; resolves once it listens. */
export async function serve(env: HostEnv): Promise<void> {
  const logger = createLogger(env.HOST_LOG_LEVEL);
  const log = logOf(logger);
  assertProductionBuilds(env.production, loadedModules());
  if (!env.production)
    logger.warn('NODE_ENV is not production: React renders in its slower development mode (npm start runs in production)');
  const releases =
    env.RELEASE_SOURCE === 'registry'
      ? await createRegistryReleaseSource({
          url: env.REGISTRY_URL,
          token: env.REGISTRY_TOKEN,
          environment: env.REGISTRY_ENVIRONMENT,
          cacheFile: resolve(env.RELEASE_CACHE_FILE),
          bootWaitMs: env.REGISTRY_BOOT_WAIT_MS,
          snapshotUrl: env.RELEASE_SNAPSHOT_URL,
          log,
        })
      : createFileReleaseSource(resolve(env.RELEASE_FILE), log);
  const health =
    env.RELEASE_SOURCE === 'registry'
      ? createHealthReporter({
          // Decision 059: a host reports the versions it served to the environment it serves, whose release state they belong to.
          url: environmentApiBase(env.REGISTRY_URL, env.REGISTRY_ENVIRONMENT),
          token: env.REGISTRY_TOKEN,
          intervalMs: env.HEALTH_INTERVAL_MS,
          log,
          known: (area, version) => releaseNames(releases.current(), area, version),
        })
      : NO_HEALTH_REPORTS;
  const telemetrySettings = hostTelemetrySettings(env);
  const metrics =
    telemetrySettings.metricsPort === null
      ? null
      : createHostMetrics({
          releases,
          ...(releases.reachable ? { registryReachable: () => releases.reachable?.() ?? false } : {}),
        });
  const telemetry = metrics === null ? NO_TELEMETRY : createHostTelemetry(metrics);
  const deps = createRenderDeps(env, releases, { health, log, telemetry });
  metrics?.watchPageCache(() => deps.pages.size());
  metrics?.watchKeptHtml(() => deps.keptHtml.size());
  if (env.HOST_DEV_HOOK)
    logger.warn('DEVELOPMENT HOOK ON (npm run dev): POST /__dev/rebuilt/<area> drops cached remotes; never run this in production');
  const devHook = env.HOST_DEV_HOOK ? createDevHook(deps) : undefined;
  const app = createApp(devHook ? { ...deps, devBuild: devHook.build } : deps, clientDirOf(env), requestLogger(logger), devHook?.router);
  const metricsEndpoint =
    metrics === null || telemetrySettings.metricsPort === null
      ? null
      : await serveMetrics(metrics, telemetrySettings.metricsPort, telemetrySettings.metricsBind);

  let listening = false;
  const lifecycle = createLifecycle({
    drainMs: env.HOST_DRAIN_MS,
    closeTimeoutMs: CLOSE_TIMEOUT_MS,
    revision: () => (listening ? releases.current().revision : null),
    log: (message) => logger.info(message),
    onClosed: () => {
      releases.close();
      health.close();
      void deps.apiTransport.close();
      void metricsEndpoint?.close();
      process.exit(0);
    },
  });
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 }, lifecycle.listener(app)).listen(
    env.HOST_PORT,
    env.HOST_BIND,
    () => {
      listening = true;
      const metricsAt = metricsEndpoint ? `, metrics on http://${telemetrySettings.metricsBind}:${metricsEndpoint.port}/metrics` : '';
      logger.info(`listening on http://${env.HOST_BIND}:${env.HOST_PORT} (release ${releases.current().revision})${metricsAt}`);
    },
  );

  // SIGTERM (the orchestrator) drains for the balancer; SIGINT (someone at a terminal) gives requests in flight 3 s, as before.
  function shutdown(signal: 'SIGINT' | 'SIGTERM') {
    const drain = signal === 'SIGTERM';
    void lifecycle.shutdown(server, signal, drain);
    setTimeout(() => process.exit(0), drain ? env.HOST_DRAIN_MS + CLOSE_TIMEOUT_MS + 1000 : 3000).unref();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('unhandledRejection', (reason) => log('unhandled rejection', reason));
}
