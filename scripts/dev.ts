/**
 * `npm run dev` (docs/development.md, "Development"): the local system of `npm start` with each remote
 * rebuilt on change and shown without a restart. Development mode, not what production runs:
 * remotes are rebuilt in place (unminified) into the version folder `var/release.dev.json` pins,
 * origins send `no-cache`, and the host runs with NODE_ENV=development and its development hook
 * (HOST_DEV_HOOK), which drops what it cached of a rebuilt area and tells open pages to reload.
 * The host, `shared/`, the api and the registry are built once; editing them needs a restart.
 * `--only marketing[,blog]` watches only those remotes; the others are served as `npm run build`
 * built them (production builds), which also starts faster. With `--against <registry URL>`
 * (decision 036) the other areas are the deployed ones: the host follows that registry's release
 * state with the watched areas swapped for their local watch builds (version `<version>-local`).
 * It asks before it trusts (decision 052): the registry over https only (http to this machine),
 * the origins whose server code the host will run printed and confirmed in a terminal or named
 * with `--trust-origins a,b`, the developer's own REGISTRY_TOKEN and ORIGIN_SERVER_TOKEN only
 * (never this machine's local secrets).
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { join } from 'node:path';
import { ROOT, REMOTES, versionOf, type RemoteArea } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { hostPort as localHostPort, originOf } from '../tooling/local-system.ts';
import {
  LOCAL_PRERELEASE,
  followRegistry,
  originsOf,
  readDeployedState,
  registryBase,
  withLocalAreas,
  writeReleaseFile,
} from '../tooling/dev-against.ts';
import { BUILDS, buildIfChanged } from './lib/build.ts';
import { ensureReleaseFile } from './lib/release-file.ts';
import { exitOnPortProblems, startApi, startHost, startOrigin, stopAll, waitForUrl, type Started } from './lib/processes.ts';
import { buildHostDevClient } from './lib/host-dev-client.ts';
import { confirmOrigins, parseTrustedOrigins } from '../tooling/dev-trust.ts';
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

const { values: options } = scriptArgs('npm run dev [-- --only <area,...> [--against <registry URL> [--trust-origins <origin,...>]]]', {
  options: { only: { type: 'string' }, against: { type: 'string' }, 'trust-origins': { type: 'string' } },
});
const only = options.only === undefined ? null : options.only.split(',');
const unknown = only?.filter((area) => !REMOTES.some((remote) => remote.area === area)) ?? [];
if (only !== null && (only.length === 0 || unknown.length > 0)) {
  console.error(`[dev] --only takes areas separated by commas (${REMOTES.map(({ area }) => area).join(',')}), not '${unknown.join(',')}'`);
  process.exit(2);
}
const watched = REMOTES.filter(({ area }) => only === null || only.includes(area));
const againstArgument = options.against ?? null;
/** The developer's own token for the deployed registry (a viewer's is enough); never a local secret. */
const registryToken = process.env.REGISTRY_TOKEN || undefined;
let registry: string | null = null;
let deployed: Awaited<ReturnType<typeof readDeployedState>> | null = null;
/** The watched areas' release entries when they come from this machine (--against): version `<version>-local`. */
const localEntries = Object.fromEntries(
  watched.map(({ area }) => [area, { version: `${versionOf(`remote-${area}`)}-${LOCAL_PRERELEASE}`, origin: originOf(area) }]),
) as Partial<Record<RemoteArea, { version: string; origin: string }>>;
/** The deployed origins whose server code the local host runs (every area but the watched ones). */
let trustedOrigins: string[] = [];
if (againstArgument !== null) {
  try {
    if (only === null) throw new Error('--against needs --only <area>: the areas to run from this machine');
    registry = registryBase(againstArgument);
    const trusted = parseTrustedOrigins(options['trust-origins'] ?? null);
    deployed = await readDeployedState(registry, registryToken);
    const local = new Set(Object.values(localEntries).map((entry) => entry.origin));
    trustedOrigins = originsOf(withLocalAreas(deployed.state, localEntries)).filter((origin) => !local.has(origin));
    console.log(
      [
        `[dev] the local host will RUN SERVER CODE (the server bundles of every area but ${watched.map(({ area }) => area).join(', ')}) from:`,
        ...trustedOrigins.map((origin) => `[dev]   ${origin}`),
      ].join('\n'),
    );
    const terminal = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;
    try {
      await confirmOrigins(trustedOrigins, {
        trusted,
        interactive: terminal !== null,
        ask: (question) => terminal?.question(question) ?? Promise.resolve(''),
      });
    } finally {
      terminal?.close();
    }
  } catch (error) {
    console.error(`[dev] ${error instanceof Error ? error.message : String(error)}; nothing was started`);
    process.exit(2);
  }
}
if (registry !== null && deployed !== null) {
  const others = REMOTES.filter(({ area }) => !(area in localEntries)).map(({ area }) => {
    const entry = deployed?.state.remotes[area];
    return `${area} ${entry === undefined ? 'NOT ACTIVATED (its pages answer 503)' : `${entry.version} from ${entry.origin}`}`;
  });
  console.log(
    [
      '  ##########################################################################',
      `   AGAINST THE DEPLOYED SITE: release state of ${registry}`,
      ...Object.entries(localEntries).map(
        ([area, entry]) => `   ${area.toUpperCase()} FROM THIS MACHINE: ${entry.version}, ${entry.origin}`,
      ),
      ...others.map((line) => `   deployed: ${line}`),
      '   Only this machine sees the local build; the registry is read, never written.',
      '  ##########################################################################',
      '',
    ].join('\n'),
  );
}
const releaseFile = join(ROOT, 'var', registry === null ? 'release.dev.json' : 'release.against.json');
const hostPort = localHostPort();
const hostUrl = `http://localhost:${hostPort}`;
const processes: Started[] = [];
const watchers: RemoteWatching[] = [];
let stopFollowing = () => {};

let stopping = false;
async function shutdown(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[dev] ${signal}: stopping ${watchers.length} watchers and ${processes.length} processes`);
  stopFollowing();
  await Promise.all(watchers.map((watching) => new Promise<void>((resolveClose) => watching.close(() => resolveClose()))));
  await stopAll(processes);
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

/** Tells the host an area was rebuilt; the host drops its caches and reloads the pages that show it. */
async function announce({ area, build, ms, hash, error }: RemoteBuild): Promise<void> {
  if (error !== null) {
    console.error(`[dev] ${area}: build ${build} failed, the host keeps the last good one:\n${error}`);
    return;
  }
  if (build === 0) return;
  try {
    const response = await fetch(`${hostUrl}/__dev/rebuilt/${area}?hash=${hash}`, { method: 'POST', signal: AbortSignal.timeout(2000) });
    console.log(`[dev] ${area}: rebuilt in ${ms} ms, host ${response.ok ? 'reloaded it' : `answered ${response.status}`}`);
  } catch (cause) {
    console.error(
      `[dev] ${area}: rebuilt in ${ms} ms, the host could not be told (${cause instanceof Error ? cause.message : String(cause)})`,
    );
  }
}

try {
  const watchedWorkspaces = new Set(watched.map(({ area }) => `remote-${area}`));
  // Against a deployed site the other areas come from its origins: only the host is built here.
  const builds = BUILDS.filter(({ workspace }) => !watchedWorkspaces.has(workspace) && (registry === null || workspace === 'host'));
  for (const { workspace, args } of builds) {
    console.log(`[dev] ${workspace}: ${(await buildIfChanged(workspace, args)) ? 'built' : 'up to date'}`);
  }
  const devClient = await buildHostDevClient();
  console.log(`[dev] host development page bundle (React Refresh): ${devClient.built ? 'built' : 'up to date'}`);
  // One remote after the other: five first builds at once would fight for two cores.
  for (const { area } of watched) {
    await new Promise<void>((resolveFirst) => {
      const started = Date.now();
      void watchRemote(
        area,
        (build) => {
          if (build.build === 0) {
            console.log(`[dev] ${area}: first build ${build.error === null ? 'done' : 'FAILED'} in ${Date.now() - started} ms, watching`);
            if (build.error !== null) console.error(build.error);
            resolveFirst();
          } else void announce(build);
        },
        registry === null ? undefined : LOCAL_PRERELEASE,
      ).then((watching) => watchers.push(watching));
    });
  }
  const noCache = { MERIDIAN_ORIGIN_NO_CACHE: 'true', NODE_ENV: 'development' };
  let hostEnv: NodeJS.ProcessEnv = { CLIENT_DIR: devClient.dir };
  if (registry !== null && deployed !== null) {
    // The host reads server bundles from the deployed origins with ORIGIN_SERVER_TOKEN (the CDN's read
    // credential) when the developer sets it; else a token made for this run, which only the local origins know.
    const token = process.env.ORIGIN_SERVER_TOKEN || randomBytes(32).toString('base64url');
    const allowList = [...trustedOrigins, ...watched.map(({ area }) => originOf(area))];
    writeReleaseFile(releaseFile, withLocalAreas(deployed.state, localEntries));
    stopFollowing = followRegistry(
      registry,
      registryToken,
      deployed.etag,
      (state) => {
        writeReleaseFile(releaseFile, withLocalAreas(state, localEntries));
        const unknown = originsOf(state).filter((origin) => !allowList.includes(origin));
        console.log(`[dev] the registry's release state ${state.revision} applied`);
        if (unknown.length > 0)
          console.warn(
            `[dev] not trusted, not loaded: the new origin(s) ${unknown.join(', ')}; restart npm run dev to be asked about them`,
          );
      },
      (message) => console.warn(`[dev] ${message}`),
    );
    processes.push(...watched.map(({ area }) => startOrigin(area, { ...noCache, ORIGIN_SERVER_TOKEN: token })), startApi());
    hostEnv = { ...hostEnv, REMOTE_ORIGIN_ALLOWLIST: allowList.join(','), ORIGIN_SERVER_TOKEN: token };
  } else {
    ensureReleaseFile(releaseFile, true);
    processes.push(...REMOTES.map(({ area }) => startOrigin(area, noCache)), startApi());
  }
  const readiness: Record<string, string> = { api: '/build/latest.json' };
  await Promise.all(processes.map((started) => waitForUrl(`${started.url}${readiness[started.name] ?? '/healthz'}`)));
  const host = startHost(hostPort, releaseFile, { NODE_ENV: 'development', HOST_DEV_HOOK: 'true', RELEASE_SOURCE: 'file', ...hostEnv });
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
if (registry !== null) console.log(`  other areas          the deployed ones, release state of ${registry}`);
console.log('  Edit remote-<area>/src or locales: the area is rebuilt and open pages reload. Ctrl-C stops everything.\n');
