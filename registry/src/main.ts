/**
 * Starts the release registry (docs/architecture.md, process table: port 3200): reads the
 * environment, opens the state (SQLite, or PostgreSQL when REGISTRY_DATABASE_URL is set) and
 * listens on REGISTRY_HOST:REGISTRY_PORT (127.0.0.1:3200).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseServerEnv } from './env.server.ts';
import { describeError } from './errors.ts';
import { createApp } from './http/app.ts';
import { createDeps } from './services/create-deps.ts';
import { startRolloutTicker } from './services/rollouts.ts';
import { startupNotes } from './startup-notes.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const config = parseServerEnv(repoRoot);
const deps = await createDeps(config).catch((error: unknown) => {
  console.error(`registry: ${describeError(error)}`);
  process.exit(1);
});
const app = createApp(deps);
const stopRollouts = startRolloutTicker(deps);

await app.listen({ host: config.host, port: config.port });
console.log(
  `registry: listening on http://${config.host}:${config.port} (database ${deps.db.describe()}, artifacts ${deps.store.describe()})`,
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
  stopRollouts();
  await app.close();
  await deps.db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
