/**
 * `npm run start:host`: one more host replica (port `HOST_PORT`, default 3000) against the
 * registry and remote origins that `npm start` already runs, in production mode. The replica
 * boots from the last release state kept on disk when the registry cannot be reached, then
 * follows the registry. Ctrl-C stops it.
 */
import { join } from 'node:path';
import { ROOT } from './lib/apps.ts';
import { hostPort } from '../tooling/local-system.ts';
import { registryHostEnv, startHost, stopAll, waitForUrl } from './lib/processes.ts';

const port = hostPort();
const host = startHost(port, join(ROOT, 'var', 'release.json'), registryHostEnv());
const stop = () => void stopAll([host]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
host.child.on('exit', (code) => process.exit(code ?? 1));
await waitForUrl(`${host.url}/healthz`);
console.log(`[start:host] replica serving ${host.url}`);
