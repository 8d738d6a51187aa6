/** Entry of the host's server build: validates the environment, wires the renderer and listens. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseHostEnv } from './env.server.ts';
import { createApp } from './app.server.ts';
import { createFileReleaseSource } from './release-source.server.ts';
import { createRegistryReleaseSource } from './registry-release-source.server.ts';
import { createHealthReporter, NO_HEALTH_REPORTS } from './health-reporter.server.ts';
import { createServerRemoteLoader } from '../federation/server-loader.server.ts';
import { createRemoteResources } from './remote-resources.server.ts';
import { createHostMessages } from './host-messages.server.ts';

const env = parseHostEnv(process.env);
const log = (message: string, error?: unknown) => {
  const detail = error instanceof Error ? `: ${error.message}` : error === undefined ? '' : `: ${String(error)}`;
  console.error(`[host] ${message}${detail}`);
};
const clientDir = resolve(env.CLIENT_DIR);
const assetsManifest = JSON.parse(readFileSync(join(clientDir, 'assets-manifest.json'), 'utf8')) as { scripts: string[]; stylesheets: string[] };
const releases =
  env.RELEASE_SOURCE === 'registry' ? await createRegistryReleaseSource(env.REGISTRY_URL, log) : createFileReleaseSource(resolve(env.RELEASE_FILE), log);
const health = env.RELEASE_SOURCE === 'registry' ? createHealthReporter(env.REGISTRY_URL, env.REGISTRY_TOKEN, env.HEALTH_INTERVAL_MS, log) : NO_HEALTH_REPORTS;
const app = createApp(
  {
    env,
    releases,
    remotes: createServerRemoteLoader({ allowlist: env.REMOTE_ORIGIN_ALLOWLIST, timeoutMs: env.REMOTE_LOAD_TIMEOUT_MS }),
    remoteResources: createRemoteResources(env.REMOTE_LOAD_TIMEOUT_MS, log),
    hostMessages: createHostMessages(join(clientDir, 'locales'), log),
    clientAssets: assetsManifest,
    health,
    servedWell: new Map(),
    log,
  },
  clientDir,
);

const server = app.listen(env.HOST_PORT, env.HOST_BIND, () => {
  console.log(`[host] listening on http://${env.HOST_BIND}:${env.HOST_PORT} (release ${releases.current().revision})`);
});

function shutdown(signal: string) {
  console.log(`[host] ${signal}: closing`);
  releases.close();
  health.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('unhandledRejection', (reason) => log('unhandled rejection', reason));
