/** Entry of the host's server build: validates the environment, wires the renderer and listens. */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { parseHostEnv } from './env.server.ts';
import { createApp } from './app.server.ts';
import { createDevHook } from './dev-hook.server.ts';
import { createFileReleaseSource } from './release-source.server.ts';
import { createRegistryReleaseSource } from './registry-release-source.server.ts';
import { createHealthReporter, NO_HEALTH_REPORTS } from './health-reporter.server.ts';
import { clientDirOf, createRenderDeps } from './deps.server.ts';
import { createLogger, logOf, requestLogger } from './logger.server.ts';
import { assertProductionBuilds, loadedModules } from './production-check.server.ts';
import { createLifecycle } from './lifecycle.server.ts';

const env = parseHostEnv(process.env);
const logger = createLogger(env.HOST_LOG_LEVEL);
const log = logOf(logger);
assertProductionBuilds(env.production, loadedModules());
if (!env.production) logger.warn('NODE_ENV is not production: React renders in its slower development mode (npm start runs in production)');
const releases =
  env.RELEASE_SOURCE === 'registry'
    ? await createRegistryReleaseSource({
        url: env.REGISTRY_URL,
        cacheFile: resolve(env.RELEASE_CACHE_FILE),
        bootWaitMs: env.REGISTRY_BOOT_WAIT_MS,
        snapshotUrl: env.RELEASE_SNAPSHOT_URL,
        log,
      })
    : createFileReleaseSource(resolve(env.RELEASE_FILE), log);
const health =
  env.RELEASE_SOURCE === 'registry'
    ? createHealthReporter(env.REGISTRY_URL, env.REGISTRY_TOKEN, env.HEALTH_INTERVAL_MS, log)
    : NO_HEALTH_REPORTS;
const deps = createRenderDeps(env, releases, { health, log });
if (env.HOST_DEV_HOOK)
  logger.warn('DEVELOPMENT HOOK ON (npm run dev): POST /__dev/rebuilt/<area> drops cached remotes; never run this in production');
const devHook = env.HOST_DEV_HOOK ? createDevHook(deps) : undefined;
const app = createApp(devHook ? { ...deps, devBuild: devHook.build } : deps, clientDirOf(env), requestLogger(logger), devHook?.router);

/** Milliseconds the requests in flight may take once a stopping replica has drained. */
const CLOSE_TIMEOUT_MS = 10_000;
let listening = false;
const lifecycle = createLifecycle({
  drainMs: env.HOST_DRAIN_MS,
  closeTimeoutMs: CLOSE_TIMEOUT_MS,
  revision: () => (listening ? releases.current().revision : null),
  log: (message) => logger.info(message),
  onClosed: () => {
    releases.close();
    health.close();
    process.exit(0);
  },
});
const server = createServer(lifecycle.listener(app)).listen(env.HOST_PORT, env.HOST_BIND, () => {
  listening = true;
  logger.info(`listening on http://${env.HOST_BIND}:${env.HOST_PORT} (release ${releases.current().revision})`);
});

// SIGTERM (the orchestrator) drains for the balancer; SIGINT (someone at a terminal) gives requests in flight 3 s, as before.
function shutdown(signal: 'SIGINT' | 'SIGTERM') {
  const drain = signal === 'SIGTERM';
  void lifecycle.shutdown(server, signal, drain);
  setTimeout(() => process.exit(0), drain ? env.HOST_DRAIN_MS + CLOSE_TIMEOUT_MS + 1000 : 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('unhandledRejection', (reason) => log('unhandled rejection', reason));
