/**
 * `npm run start:cluster`: the production topology on one machine, on loopback, with the same
 * public ports as `npm start` (decision 029; docs/operations.md, "Production topology"): nginx balances the
 * site over three host replicas (one more serves staging on its own port, decision 059) and the
 * registry over two registry processes, and caches the
 * five remote origins in front of the object store (s3rver); the registry keeps its state in
 * PostgreSQL; Prometheus scrapes every process and evaluates the operator's alerts (decision 057).
 * Data lives under var/cluster/ and var/s3/ and is reused by the next start; the first
 * start publishes and activates every area. Ctrl-C or SIGTERM stops everything it started.
 * `--no-build` skips the build step.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiPort,
  environmentHostPort,
  LOCAL_AREAS,
  metricsPortOf,
  objectStorePort,
  originPort,
  postgresPort,
  prometheusPort,
  registryPort,
  registryProcessPorts,
  replicaPorts,
  siteOrigin,
} from '../tooling/local-system.ts';
import { REGISTRY, ROOT } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { localSecrets } from './lib/local-secrets.ts';
import { buildAll } from './lib/build.ts';
import { BUCKET_PATH, CLUSTER, clusterEnvironmentEnv, clusterRegistryEnv, clusterReplicaEnv } from './lib/cluster.ts';
import { ensureNginx, startNginx, testNginxConfig, writeNginxConfig } from './lib/nginx.ts';
import { startPostgres, stopLeftoverPostgres, type PostgresServer } from './lib/postgres.ts';
import { bootstrapRegistry } from './lib/registry-bootstrap.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { OBJECT_STORE, startObjectStore } from './lib/s3.ts';
import { checkPrometheusConfig, ensurePrometheus, startPrometheus, writePrometheusConfig } from './lib/prometheus.ts';
import { httpStore, rebuiltSincePublished, setAside } from './lib/stale-registry.ts';
import {
  exitOnPortProblems,
  registryHostEnv,
  startApi,
  startEnvironmentHost,
  startHost,
  startRegistry,
  stopAll,
  waitForUrl,
  type Started,
} from './lib/processes.ts';

exitOnPortProblems('start:cluster');
const { values } = scriptArgs('npm run start:cluster [-- --no-build]', { options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) await buildAll('start:cluster');
ensureNginx();
ensurePrometheus();

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
  let store = startObjectStore();
  await waitForUrl(`${OBJECT_STORE.endpoint}/`);
  // A version rebuilt with other bytes than the bucket holds would be refused by every replica (decision 053).
  const rebuilt = await rebuiltSincePublished(httpStore(`${OBJECT_STORE.endpoint}/${BUCKET_PATH}`));
  if (rebuilt.length > 0) {
    await stopAll([store]);
    stopLeftoverPostgres(CLUSTER.postgresDir);
    setAside([OBJECT_STORE.dataDir, CLUSTER.postgresDir], rebuilt, String(Date.now()), (message) =>
      console.warn(`[start:cluster] ${message}`),
    );
    store = startObjectStore();
  }
  processes.push(store, startApi());
  stopLeftoverPostgres(CLUSTER.postgresDir);
  postgres = await startPostgres({
    dataDir: CLUSTER.postgresDir,
    port: postgresPort(),
    database: CLUSTER.database,
    password: localSecrets().postgresPassword,
  });
  console.log(`[start:cluster] PostgreSQL up on ${postgres.shownUrl} (scram-sha-256, password in var/local-secrets.json)`);
  await waitForUrl(`${OBJECT_STORE.endpoint}/`);
  const registries = registryProcessPorts().map((port) =>
    named(startRegistry(clusterRegistryEnv(port), replicaPorts()), `registry :${port}`, `http://127.0.0.1:${port}`),
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
    ...registries.map(({ url }) => waitForUrl(`${url}/healthz`)),
    waitForUrl(`${processes[1]?.url ?? ''}/build/latest.json`),
  ]);
  await bootstrapRegistry((message) => console.log(`[start:cluster] registry: ${message}`));
  const replicas = replicaPorts().map((port) =>
    named(startHost(port, releaseFile, { ...registryHostEnv(), ...clusterReplicaEnv(port) }), `host :${port}`, `http://localhost:${port}`),
  );
  // Decision 059: one replica of staging beside production's, on its own port, following staging.
  const staging = startEnvironmentHost('staging', releaseFile, clusterEnvironmentEnv('staging'));
  processes.push(...replicas, staging);
  await Promise.all([...replicas, staging].map(({ url }) => waitForUrl(`${url}/readyz`, 60_000)));
  await waitForUrl(`${siteOrigin()}/healthz`);
  // Short intervals so an alert fires within seconds here; production scrapes every 15-30 s.
  const prometheusConfig = writePrometheusConfig({
    dir: CLUSTER.prometheusDir,
    hostMetricsPorts: [...replicaPorts(), environmentHostPort('staging')].map(metricsPortOf),
    registryMetricsPorts: registryProcessPorts().map(metricsPortOf),
    apiMetricsPort: metricsPortOf(apiPort()),
    scrapeSeconds: 2,
    evaluationSeconds: 1,
  });
  checkPrometheusConfig(prometheusConfig);
  const prometheus = startPrometheus(CLUSTER.prometheusDir, prometheusConfig, prometheusPort());
  processes.push(prometheus);
  await waitForUrl(`${prometheus.url}/-/ready`);
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
console.log(`  ${'PostgreSQL'.padEnd(20)} ${postgres?.shownUrl ?? ''}  (data ${CLUSTER.postgresDir})`);
console.log(
  `  ${'metrics'.padEnd(20)} each process's port + 250: replicas ${replicaPorts().map(metricsPortOf).join(', ')}, registries ${registryProcessPorts().map(metricsPortOf).join(', ')}, api ${metricsPortOf(apiPort())}`,
);
console.log(
  `\n  Prometheus           http://127.0.0.1:${prometheusPort()}/alerts  (rules deploy/prometheus/alerts.yml, data ${CLUSTER.prometheusDir})`,
);
console.log(`\n  registry console     ${REGISTRY.url}/  (write token: registryToken in var/local-secrets.json)`);
console.log('  Ctrl-C stops everything.\n');
