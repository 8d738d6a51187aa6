/**
 * `npm run start:host`: one more host replica (port `HOST_PORT`, default 3000) against the
 * registry and remote origins that `npm start` already runs, in production mode. The replica
 * boots from the last release state kept on disk when the registry cannot be reached, then
 * follows the registry. While `npm run start:cluster` runs, the replica joins it with the
 * cluster's settings (server bundles from the bucket, boot from the bucket's snapshot), on its
 * own port beside the balancer's three. Ctrl-C stops it.
 */
import { join } from 'node:path';
import { ROOT } from './lib/apps.ts';
import { hostPort } from '../tooling/local-system.ts';
import { clusterReplicaEnv, clusterRunning } from './lib/cluster.ts';
import { registryHostEnv, startHost, stopAll, waitForUrl } from './lib/processes.ts';

const port = hostPort();
const cluster = clusterRunning() ? clusterReplicaEnv(port) : {};
const host = startHost(port, join(ROOT, 'var', 'release.json'), { ...registryHostEnv(), ...cluster });
const stop = () => void stopAll([host]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
host.child.on('exit', (code) => process.exit(code ?? 1));
await waitForUrl(`${host.url}/healthz`);
console.log(`[start:host] replica serving ${host.url}${Object.keys(cluster).length > 0 ? ' (joined the running cluster)' : ''}`);
