/**
 * `npm start`: builds what changed, then starts the remote origins and the host, prints their
 * URLs and stops everything on Ctrl-C or SIGTERM. `--no-build` skips the build step.
 */
import { resolve } from 'node:path';
import { portOf, ROOT } from './lib/apps.ts';
import { buildIfChanged } from './lib/build.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { startHost, startOrigins, stopAll, waitForUrl, type Started } from './lib/processes.ts';
import { REMOTES } from './lib/apps.ts';

if (!process.argv.includes('--no-build')) {
  for (const workspace of [...REMOTES.map((remote) => `remote-${remote.area}`), 'host']) {
    const built = await buildIfChanged(workspace);
    console.log(`[start] ${workspace}: ${built ? 'built' : 'up to date'}`);
  }
}

const releaseFile = resolve(ROOT, process.env.RELEASE_FILE ?? 'var/release.json');
ensureReleaseFile(releaseFile);
const hostPort = portOf('HOST_PORT', 3000);
const processes: Started[] = [...startOrigins(), startHost(hostPort, releaseFile)];

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start] ${signal}: stopping ${processes.length} processes`);
  await stopAll(processes);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await Promise.all(processes.map((started) => waitForUrl(`${started.url}/healthz`)));
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown('start-up failure');
}
console.log('\n  process              URL');
for (const { name, url } of processes) console.log(`  ${name.padEnd(20)} ${url}`);
console.log(`\n  release file         ${releaseFile}`);
console.log('  Ctrl-C stops everything.\n');
