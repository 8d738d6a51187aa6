/**
 * `npm start`: builds what changed, starts the five remote origins and the release registry,
 * makes sure every area has an active release in every environment, starts a host following the
 * registry for production (the base port) and one for staging (base + 60, decision 059), prints
 * the URLs and stops everything on Ctrl-C or SIGTERM. `--no-build` skips the build step;
 * `--release-file` makes the host read var/release.json instead of the registry.
 */
import { join, resolve } from 'node:path';
import { REGISTRY, ROOT } from './lib/apps.ts';
import { hostPort as localHostPort } from '../tooling/local-system.ts';
import { scriptArgs } from './lib/args.ts';
import { buildAll } from './lib/build.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { bootstrapRegistry } from './lib/registry-bootstrap.ts';
import { folderStore, rebuiltSincePublished, setAside } from './lib/stale-registry.ts';
import {
  exitOnPortProblems,
  registryHostEnv,
  startApi,
  startHost,
  startEnvironmentHost,
  startOrigins,
  startRegistry,
  stopAll,
  waitForUrl,
  type Started,
} from './lib/processes.ts';

exitOnPortProblems('start');
const { values } = scriptArgs('npm start [-- --no-build] [--release-file]', {
  options: { 'no-build': { type: 'boolean', default: false }, 'release-file': { type: 'boolean', default: false } },
});
if (!values['no-build']) await buildAll('start');

const useFile = values['release-file'];
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

// A version rebuilt with other bytes than the local registry published would be refused by the host (decision 053).
const registryData = join(ROOT, 'var', 'registry');
const rebuilt = useFile ? [] : await rebuiltSincePublished(folderStore(join(registryData, 'artifacts')));
// Its database and artifacts go aside together; the people file (tokens) stays.
const registryFiles = ['artifacts', 'registry.sqlite', 'registry.sqlite-wal', 'registry.sqlite-shm'].map((name) =>
  join(registryData, name),
);
if (rebuilt.length > 0) setAside(registryFiles, rebuilt, String(Date.now()), (message) => console.warn(`[start] ${message}`));

try {
  processes.push(...startOrigins(), startApi());
  if (!useFile) processes.push(startRegistry());
  const readiness: Record<string, string> = { registry: '/healthz', api: '/build/latest.json' };
  await Promise.all(processes.map((started) => waitForUrl(`${started.url}${readiness[started.name] ?? '/healthz'}`)));
  if (!useFile) await bootstrapRegistry((message) => console.log(`[start] registry: ${message}`));
  const host = startHost(hostPort, releaseFile, useFile ? {} : registryHostEnv());
  // Decision 059: staging beside production, its own host process on its own port.
  const hosts = useFile ? [host] : [host, startEnvironmentHost('staging', releaseFile)];
  processes.push(...hosts);
  await Promise.all(hosts.map(({ url }) => waitForUrl(`${url}/healthz`)));
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
