/**
 * `npm start`: builds what changed, starts the five remote origins and the release registry,
 * makes sure every area has an active release, starts the host following the registry, prints
 * the URLs and stops everything on Ctrl-C or SIGTERM. `--no-build` skips the build step;
 * `--release-file` makes the host read var/release.json instead of the registry.
 */
import { resolve } from 'node:path';
import { REGISTRY, ROOT } from './lib/apps.ts';
import { hostPort as localHostPort } from '../tooling/local-system.ts';
import { buildAll } from './lib/build.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { bootstrapRegistry } from './lib/registry-bootstrap.ts';
import {
  exitOnPortProblems,
  registryHostEnv,
  startApi,
  startHost,
  startOrigins,
  startRegistry,
  stopAll,
  waitForUrl,
  type Started,
} from './lib/processes.ts';

exitOnPortProblems('start');
if (!process.argv.includes('--no-build')) await buildAll('start');

const useFile = process.argv.includes('--release-file');
const releaseFile = resolve(ROOT, process.env.RELEASE_FILE ?? 'var/release.json');
ensureReleaseFile(releaseFile);
const hostPort = localHostPort();
const processes: Started[] = [];

let stopping = false;
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start] ${signal}: stopping ${processes.length} processes`);
  await stopAll(processes);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  processes.push(...startOrigins(), startApi());
  if (!useFile) processes.push(startRegistry());
  const readiness: Record<string, string> = { registry: '/api/releases', api: '/build/latest.json' };
  await Promise.all(processes.map((started) => waitForUrl(`${started.url}${readiness[started.name] ?? '/healthz'}`)));
  if (!useFile) await bootstrapRegistry((message) => console.log(`[start] registry: ${message}`));
  const host = startHost(hostPort, releaseFile, useFile ? {} : registryHostEnv());
  processes.push(host);
  await waitForUrl(`${host.url}/healthz`);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown('start-up failure', 1);
}
console.log('\n  process              URL');
for (const { name, url } of processes) console.log(`  ${name.padEnd(20)} ${url}`);
console.log(
  useFile
    ? `\n  release file         ${releaseFile}`
    : `\n  registry console     ${REGISTRY.url}/  (write token: registryToken in var/local-secrets.json)`,
);
console.log('  Ctrl-C stops everything.\n');
