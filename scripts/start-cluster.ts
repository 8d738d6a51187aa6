/**
 * `npm run start:cluster`: the production topology on one machine, on loopback, with the same
 * public ports as `npm start` (decision 029; README, "Production topology"): nginx balances the
 * site over three host replicas and the registry over two registry processes, and caches the
 * five remote origins in front of the object store (s3rver); the registry keeps its state in
 * PostgreSQL. Data lives under var/cluster/ and var/s3/ and is reused by the next start; the first
 * start publishes and activates every area. Ctrl-C or SIGTERM stops everything it started.
 * `--no-build` skips the build step.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCAL_AREAS,
  objectStorePort,
  originPort,
  postgresPort,
  registryPort,
  registryProcessPorts,
  replicaPorts,
  siteOrigin,
} from '../tooling/local-system.ts';
import { REGISTRY, ROOT } from './lib/apps.ts';
import { buildAll } from './lib/build.ts';
import { BUCKET_PATH, CLUSTER, clusterRegistryEnv, clusterReplicaEnv } from './lib/cluster.ts';
import { ensureNginx, startNginx, testNginxConfig, writeNginxConfig } from './lib/nginx.ts';
import { startPostgres, stopLeftoverPostgres, type PostgresServer } from './lib/postgres.ts';
import { bootstrapRegistry } from './lib/registry-bootstrap.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { OBJECT_STORE, startObjectStore } from './lib/s3.ts';
import {
  exitOnPortProblems,
  registryHostEnv,
  startApi,
  startHost,
  startRegistry,
  stopAll,
  waitForUrl,
  type Started,
} from './lib/processes.ts';

exitOnPortProblems('start:cluster');
if (!process.argv.includes('--no-build')) await buildAll('start:cluster');
ensureNginx();

const releaseFile = join(ROOT, 'var', 'release.json');
ensureReleaseFile(releaseFile);
mkdirSync(CLUSTER.dir, { recursive: true });
const started = Date.now();
const processes: Started[] = [];
let postgres: PostgresServer | undefined;

let stopping = false;
async function shutdown(signal: string, code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start:cluster] ${signal}: stopping ${processes.length} processes and PostgreSQL`);
  // Replicas first (they drain behind the balancer), then what they follow, the balancer last.
  const hosts = processes.filter(({ name }) => name.startsWith('host'));
  const nginx = processes.filter(({ name }) => name === 'nginx');
  await stopAll(hosts);
  await stopAll(processes.filter((started) => !hosts.includes(started) && !nginx.includes(started)));
  await stopAll(nginx);
  try {
    postgres?.stop();
  } catch (error) {
    console.error(`[start:cluster] ${error instanceof Error ? error.message : String(error)}`);
  }
  rmSync(CLUSTER.pidFile, { force: true });
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const named = (base: Started, name: string, url: string): Started => ({ ...base, name, url });

try {
  writeFileSync(CLUSTER.pidFile, `${process.pid}\n`);
  const store = startObjectStore();
  processes.push(store, startApi());
  stopLeftoverPostgres(CLUSTER.postgresDir);
  postgres = await startPostgres({ dataDir: CLUSTER.postgresDir, port: postgresPort(), database: CLUSTER.database });
  console.log(`[start:cluster] PostgreSQL up on ${postgres.url}`);
  await waitForUrl(`${OBJECT_STORE.endpoint}/`);
  const registries = registryProcessPorts().map((port) =>
    named(startRegistry(clusterRegistryEnv(port)), `registry :${port}`, `http://127.0.0.1:${port}`),
  );
  processes.push(...registries);
  const config = writeNginxConfig({
    prefix: CLUSTER.nginxPrefix,
    sitePort: Number(new URL(siteOrigin()).port),
    replicaPorts: replicaPorts(),
    registryPort: registryPort(),
    registryProcessPorts: registryProcessPorts(),
    objectStorePort: objectStorePort(),
    bucketPath: BUCKET_PATH,
    origins: LOCAL_AREAS.map((area) => ({ area, port: originPort(area) })),
  });
  testNginxConfig(CLUSTER.nginxPrefix, config);
  processes.push(startNginx(CLUSTER.nginxPrefix, config, siteOrigin()));
  await Promise.all([
    ...registries.map(({ url }) => waitForUrl(`${url}/api/releases`)),
    waitForUrl(`${processes[1]?.url ?? ''}/build/latest.json`),
  ]);
  await bootstrapRegistry((message) => console.log(`[start:cluster] registry: ${message}`));
  const replicas = replicaPorts().map((port) =>
    named(startHost(port, releaseFile, { ...registryHostEnv(), ...clusterReplicaEnv(port) }), `host :${port}`, `http://localhost:${port}`),
  );
  processes.push(...replicas);
  await Promise.all(replicas.map(({ url }) => waitForUrl(`${url}/readyz`, 60_000)));
  await waitForUrl(`${siteOrigin()}/healthz`);
} catch (error) {
  console.error(`[start:cluster] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown('start-up failure', 1);
}
console.log(`\n  process              URL  (up in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`  ${'site (nginx)'.padEnd(20)} ${siteOrigin()}  -> replicas ${replicaPorts().join(', ')}`);
console.log(`  ${'registry (nginx)'.padEnd(20)} ${REGISTRY.url}  -> processes ${registryProcessPorts().join(', ')}`);
for (const area of LOCAL_AREAS)
  console.log(`  ${`${area} (CDN)`.padEnd(20)} http://localhost:${originPort(area)}  -> ${OBJECT_STORE.endpoint}/${BUCKET_PATH}/${area}/`);
for (const { name, url } of processes) console.log(`  ${name.padEnd(20)} ${url}`);
console.log(`  ${'PostgreSQL'.padEnd(20)} ${postgres?.url ?? ''}  (data ${CLUSTER.postgresDir})`);
console.log(`\n  registry console     ${REGISTRY.url}/  (write token: registryToken in var/local-secrets.json)`);
console.log('  Ctrl-C stops everything.\n');
