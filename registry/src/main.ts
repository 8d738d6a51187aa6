/**
 * Starts the release registry (ARCHITECTURE.md, process table: port 3200): reads the
 * environment, opens the state and listens on REGISTRY_HOST:REGISTRY_PORT (127.0.0.1:3200).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseServerEnv } from './env.server.ts';
import { createApp } from './http/app.ts';
import { createDeps } from './services/create-deps.ts';
import { startupNotes } from './startup-notes.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const config = parseServerEnv(repoRoot);
const deps = createDeps(config);
const app = createApp(deps);

await app.listen({ host: config.host, port: config.port });
console.log(
  `registry: listening on http://${config.host}:${config.port} (database ${config.databasePath}, artifacts ${deps.store.describe()})`,
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
  await app.close();
  deps.db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
