/**
 * nginx of `npm run start:cluster` (decision 029): the site's and the registry's load balancer
 * and the CDN cache in front of the object store, from Debian's package, as a child process
 * (`daemon off`) with its prefix, configuration, temporary folders, cache and logs under
 * `var/cluster/nginx/`. The configuration is the templates in `deploy/nginx/` with every
 * `{{NAME}}` filled from the port table; nothing of it is written in code. Started by root, its
 * workers run as an unprivileged user (decision 055), who owns only the folders they write.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './apps.ts';
import type { Started } from './processes.ts';
import { EXTRA_REPLICAS_FILE } from './balancer-join.ts';

/** The CDN's log of requests that reached the bucket (cache misses), one line each, under the prefix. */
export const BUCKET_REQUEST_LOG = join('logs', 'bucket-requests.log');

/** Debian's nginx binary (`apt-get install nginx-light`, or `nginx`). */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** Who nginx's workers run as when root starts it (decision 055): Debian's `www-data`, or `NGINX_USER` (its group of the same name). */
export const NGINX_WORKER_USER = process.env.NGINX_USER ?? 'www-data';

/** Folders under the prefix the workers write: temporary files and the cache. */
const WORKER_FOLDERS = ['temp', 'cdn-cache'];

const TEMPLATES = join(ROOT, 'deploy', 'nginx');

/** What the templates are filled with. */
export interface NginxTopology {
  /** The folder nginx runs in (`var/cluster/nginx`). */
  prefix: string;
  sitePort: number;
  replicaPorts: readonly number[];
  registryPort: number;
  registryProcessPorts: readonly number[];
  objectStorePort: number;
  /** `<bucket>/<prefix>` of the versions in the object store. */
  bucketPath: string;
  /** Each area's public origin port. */
  origins: readonly { area: string; port: number }[];
}

/**
 * `template` with every `{{NAME}}` replaced by `values[NAME]`; throws naming a placeholder
 * that has no value, so a template and its filler cannot drift apart silently.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    return String(value);
  });
}

const upstreamLines = (ports: readonly number[], extra: string): string =>
  ports.map((port) => `        server 127.0.0.1:${port}${extra};`).join('\n');

/** Writes `conf/nginx.conf` and one `conf/cdn-<area>.conf` per origin under the prefix; returns the main file. */
export function writeNginxConfig(topology: NginxTopology): string {
  const { prefix } = topology;
  rmSync(join(prefix, 'conf'), { recursive: true, force: true });
  for (const folder of ['conf', 'logs', ...WORKER_FOLDERS]) mkdirSync(join(prefix, folder), { recursive: true });
  // As root, the workers drop to an unprivileged user (never root, decision 055), who owns what they write;
  // the master keeps root to open the logs and read the configuration.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) handToWorkers(prefix);
  const main = fillTemplate(readFileSync(join(TEMPLATES, 'cluster.conf.template'), 'utf8'), {
    USER_LINE: asRoot ? `user ${NGINX_WORKER_USER};` : `# (not root: the workers run as ${userInfo().username}, the starting user)`,
    PREFIX: prefix,
    SITE_PORT: topology.sitePort,
    REPLICA_SERVERS: upstreamLines(topology.replicaPorts, ' max_fails=1 fail_timeout=2s'),
    REGISTRY_PORT: topology.registryPort,
    REGISTRY_SERVERS: upstreamLines(topology.registryProcessPorts, ' max_fails=1 fail_timeout=2s'),
    OBJECT_STORE_PORT: topology.objectStorePort,
  });
  const file = join(prefix, 'conf', 'nginx.conf');
  writeFileSync(file, main);
  writeFileSync(join(prefix, EXTRA_REPLICAS_FILE), '');
  const origin = readFileSync(join(TEMPLATES, 'cdn-origin.conf.template'), 'utf8');
  for (const { area, port } of topology.origins) {
    const values = {
      PREFIX: prefix,
      AREA: area,
      ORIGIN_PORT: port,
      BUCKET_PATH: topology.bucketPath,
      OBJECT_STORE_PORT: topology.objectStorePort,
    };
    writeFileSync(join(prefix, 'conf', `cdn-${area}.conf`), fillTemplate(origin, values));
  }
  return file;
}

/** Gives the worker user the folders the workers write (a cache an earlier start left as root's included). */
function handToWorkers(prefix: string): void {
  const known = spawnSync('id', ['-u', NGINX_WORKER_USER]);
  if (known.status !== 0)
    throw new Error(`the nginx worker user ${NGINX_WORKER_USER} does not exist (NGINX_USER); Debian's nginx package makes www-data`);
  for (const folder of WORKER_FOLDERS) {
    const chown = spawnSync('chown', ['-R', `${NGINX_WORKER_USER}:`, join(prefix, folder)], { encoding: 'utf8' });
    if (chown.status !== 0) throw new Error(`handing ${join(prefix, folder)} to ${NGINX_WORKER_USER} failed: ${chown.stderr}`);
  }
}

/** Installs Debian's nginx when it is missing and we are root (as `npm test` does Chromium); throws with the command otherwise. */
export function ensureNginx(): void {
  if (existsSync(NGINX_BIN)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`nginx is missing at ${NGINX_BIN}. Install Debian's package: sudo apt-get install -y nginx-light`);
  console.log('[nginx] installing Debian nginx');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !existsSync(NGINX_BIN)) throw new Error('installing nginx with apt-get failed');
}

/** Checks the configuration (`nginx -t`); throws with nginx's own message. */
export function testNginxConfig(prefix: string, file: string): void {
  const result = spawnSync(NGINX_BIN, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t refused ${file}:\n${result.stderr}`);
}

/** Starts nginx in the foreground as a child; SIGTERM (stopAll) makes it stop at once, SIGQUIT gracefully. */
export function startNginx(prefix: string, file: string, url: string): Started {
  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[start] nginx exited with code ${code} (see ${join(prefix, 'logs', 'error.log')})`);
  });
  return { name: 'nginx', url, child };
}
