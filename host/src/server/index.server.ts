/** Entry of the host's server build: validates the environment, wires the renderer and listens. */
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

const server = app.listen(env.HOST_PORT, env.HOST_BIND, () => {
  logger.info(`listening on http://${env.HOST_BIND}:${env.HOST_PORT} (release ${releases.current().revision})`);
});

function shutdown(signal: string) {
  logger.info(`${signal}: closing`);
  releases.close();
  health.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('unhandledRejection', (reason) => log('unhandled rejection', reason));
