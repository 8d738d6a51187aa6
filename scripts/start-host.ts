/**
 * `npm run start:host`: one more host replica (port `HOST_PORT`, default 3000) against the
 * registry and remote origins that `npm start` already runs, in production mode. The replica
 * boots from the last release state kept on disk when the registry cannot be reached, then
 * follows the registry. While `npm run start:cluster` runs, the replica joins it with the
 * cluster's settings (server bundles from the bucket, boot from the bucket's snapshot), on its
 * own port, and once ready (`/readyz` 200) adds itself to the site balancer. Ctrl-C or SIGTERM
 * first takes it out of the balancer (nginx reloaded), then drains and stops it.
 */
import { join } from 'node:path';
import { ROOT } from './lib/apps.ts';
import { hostPort } from '../tooling/local-system.ts';
import { joinBalancer, leaveBalancer } from './lib/balancer-join.ts';
import { CLUSTER, clusterReplicaEnv, clusterRunning } from './lib/cluster.ts';
import { registryHostEnv, startHost, stopAll, waitForUrl } from './lib/processes.ts';

const port = hostPort();
const inCluster = clusterRunning();
const cluster = inCluster ? clusterReplicaEnv(port) : {};
// In a cluster the replica has its own process group: Ctrl-C reaches this script, which leaves the balancer first.
const host = startHost(port, join(ROOT, 'var', 'release.json'), { ...registryHostEnv(), ...cluster }, inCluster);
/** Resolves true once the replica's line is in the balancer's list (set while joining). */
let joined: Promise<boolean> = Promise.resolve(false);
let stopping = false;

/** Leaves the balancer when it joined (so nginx stops sending before the drain), then stops the replica. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (await joined.catch(() => true)) {
    await leaveBalancer(CLUSTER.nginxPrefix, port).catch((error: unknown) =>
      console.error(`[start:host] leaving the balancer: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  await stopAll([host]);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
host.child.on('exit', (code) => void stop(code ?? 1));
await waitForUrl(`${host.url}/healthz`);
if (inCluster) {
  await waitForUrl(`${host.url}/readyz`, 60_000);
  // A stop that comes while joining waits for the join, then takes the line out again.
  if (!stopping) joined = joinBalancer(CLUSTER.nginxPrefix, port).then(() => true);
  await joined;
}
console.log(`[start:host] replica serving ${host.url}${inCluster ? ' (joined the running cluster and its site balancer)' : ''}`);
