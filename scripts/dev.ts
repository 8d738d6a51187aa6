/**
 * `npm run dev` (README, "Development"): the local system of `npm start` with each remote
 * rebuilt on change and shown without a restart. Development mode, not what production runs:
 * remotes are rebuilt in place (unminified) into the version folder `var/release.dev.json` pins,
 * origins send `no-cache`, and the host runs with NODE_ENV=development and its development hook
 * (HOST_DEV_HOOK), which drops what it cached of a rebuilt area and tells open pages to reload.
 * The host, `shared/`, the api and the registry are built once; editing them needs a restart.
 * `--only marketing[,blog]` watches only those remotes; the others are served as `npm run build`
 * built them (production builds), which also starts faster.
 */
import { join } from 'node:path';
import { ROOT, REMOTES } from './lib/apps.ts';
import { hostPort as localHostPort } from '../tooling/local-system.ts';
import { BUILDS, buildIfChanged } from './lib/build.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { exitOnPortProblems, startApi, startHost, startOrigin, stopAll, waitForUrl, type Started } from './lib/processes.ts';
import { watchRemote, type RemoteBuild, type RemoteWatching } from './lib/watch-remote.ts';

const BANNER = [
  '',
  '  ==========================================================================',
  '   DEVELOPMENT MODE (npm run dev): NOT what production runs.',
  '   Remotes are rebuilt in place on every change (unminified), origins send',
  '   no-cache, the host runs NODE_ENV=development with its dev hook. Use',
  '   npm start for the production path.',
  '  ==========================================================================',
  '',
].join('\n');
console.log(BANNER);
exitOnPortProblems('dev');

const only = process.argv.includes('--only') ? (process.argv[process.argv.indexOf('--only') + 1] ?? '').split(',') : null;
const unknown = only?.filter((area) => !REMOTES.some((remote) => remote.area === area)) ?? [];
if (only !== null && (only.length === 0 || unknown.length > 0)) {
  console.error(`[dev] --only takes areas separated by commas (${REMOTES.map(({ area }) => area).join(',')}), not '${unknown.join(',')}'`);
  process.exit(2);
}
const watched = REMOTES.filter(({ area }) => only === null || only.includes(area));
const releaseFile = join(ROOT, 'var', 'release.dev.json');
const hostPort = localHostPort();
const hostUrl = `http://localhost:${hostPort}`;
const processes: Started[] = [];
const watchers: RemoteWatching[] = [];

let stopping = false;
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[dev] ${signal}: stopping ${watchers.length} watchers and ${processes.length} processes`);
  await Promise.all(watchers.map((watching) => new Promise<void>((resolveClose) => watching.close(() => resolveClose()))));
  await stopAll(processes);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Tells the host an area was rebuilt; the host drops its caches and reloads the pages that show it. */
async function announce({ area, build, ms, error }: RemoteBuild): Promise<void> {
  if (error !== null) {
    console.error(`[dev] ${area}: build ${build} failed, the host keeps the last good one:\n${error}`);
    return;
  }
  if (build === 0) return;
  try {
    const response = await fetch(`${hostUrl}/__dev/rebuilt/${area}`, { method: 'POST', signal: AbortSignal.timeout(2000) });
    console.log(`[dev] ${area}: rebuilt in ${ms} ms, host ${response.ok ? 'reloaded it' : `answered ${response.status}`}`);
  } catch (cause) {
    console.error(
      `[dev] ${area}: rebuilt in ${ms} ms, the host could not be told (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
}

try {
  const watchedWorkspaces = new Set(watched.map(({ area }) => `remote-${area}`));
  for (const { workspace, args } of BUILDS.filter(({ workspace }) => !watchedWorkspaces.has(workspace))) {
    console.log(`[dev] ${workspace}: ${(await buildIfChanged(workspace, args)) ? 'built' : 'up to date'}`);
  }
  // One remote after the other: five first builds at once would fight for two cores.
  for (const { area } of watched) {
    await new Promise<void>((resolveFirst) => {
      const started = Date.now();
      void watchRemote(area, (build) => {
        if (build.build === 0) {
          console.log(`[dev] ${area}: first build ${build.error === null ? 'done' : 'FAILED'} in ${Date.now() - started} ms, watching`);
          if (build.error !== null) console.error(build.error);
          resolveFirst();
        } else void announce(build);
      }).then((watching) => watchers.push(watching));
    });
  }
  ensureReleaseFile(releaseFile, true);
  const noCache = { MERIDIAN_ORIGIN_NO_CACHE: 'true', NODE_ENV: 'development' };
  processes.push(...REMOTES.map(({ area }) => startOrigin(area, noCache)), startApi());
  const readiness: Record<string, string> = { api: '/build/latest.json' };
  await Promise.all(processes.map((started) => waitForUrl(`${started.url}${readiness[started.name] ?? '/healthz'}`)));
  const host = startHost(hostPort, releaseFile, { NODE_ENV: 'development', HOST_DEV_HOOK: 'true', RELEASE_SOURCE: 'file' });
  processes.push(host);
  await waitForUrl(`${host.url}/healthz`);
} catch (error) {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  await shutdown('start-up failure', 1);
}
console.log('\n  process              URL');
for (const { name, url } of processes) console.log(`  ${name.padEnd(20)} ${url}`);
console.log(`\n  release file         ${releaseFile}`);
console.log(`  watched              ${watched.map(({ area }) => area).join(', ')}`);
console.log('  Edit remote-<area>/src or locales: the area is rebuilt and open pages reload. Ctrl-C stops everything.\n');
