/**
 * Entry point (`npm start -w api`): reads the environment, builds the app, warns about risky
 * settings (startup-warnings.ts), listens on API_HOST:API_PORT (default 127.0.0.1:3100) and
 * closes cleanly on SIGINT/SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readEnv } from './env.server.ts';
import { startupWarnings } from './startup-warnings.ts';

// api/src/main.ts -> the repository root, so the default database is <repo>/var/api.sqlite.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const config = readEnv(repoRoot);
const app = buildApp({ config, logger: true });
for (const warning of startupWarnings(config)) app.log.warn(warning);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
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
  app.log.info({ db: config.dbPath, captcha: config.captcha.provider }, 'api ready');
} catch (error) {
  app.log.error({ err: error }, `listening on ${config.host}:${config.port} failed`);
  await app.close();
  process.exit(1);
}
