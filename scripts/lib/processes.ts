/** Starts and stops the local processes of the system (host, remote origins), each on loopback. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LOCAL_PEOPLE_FILE, REGISTRY, REMOTES, ROOT, type RemoteArea } from './apps.ts';
import {
  apiOrigin,
  apiPort,
  environmentHostPort,
  environmentSiteOrigin,
  hostPort,
  LOCAL_ENVIRONMENTS,
  metricsPortOf,
  originOf,
  originPort,
  siteOrigin,
  type LocalEnvironment,
} from '../../tooling/local-system.ts';
import { localHostToken } from './host-tokens.ts';
import { localSecrets } from './local-secrets.ts';
import { portProblems } from '../../tooling/bad-ports.ts';

/** A started process with its name and URL. */
export interface Started {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
}

/** Stops this script (exit 2) naming each problem of the port table (tooling/bad-ports.ts), before anything starts. */
export function exitOnPortProblems(label: string): void {
  const problems = portProblems();
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[${label}] ${problem}`);
  process.exit(2);
}

/** Every process runs as production runs it, unless the caller's environment says otherwise (`npm run dev`). */
const MODE = { NODE_ENV: process.env.NODE_ENV ?? 'production' };

function launch(
  name: string,
  url: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  detached = false,
  output: 'inherit' | 'pipe' = 'inherit',
): Started {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...MODE, ...env },
    stdio: ['ignore', output, output],
    detached,
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[start] ${name} exited with code ${code}`);
  });
  return { name, url, child };
}

/** Starts the origin of one remote; it serves server bundles only to holders of the local `ORIGIN_SERVER_TOKEN`. */
export function startOrigin(area: RemoteArea, env: NodeJS.ProcessEnv = {}): Started {
  return launch(`origin ${area}`, `http://localhost:${originPort(area)}`, [join(ROOT, 'scripts', 'origin-server.ts'), area], ROOT, {
    ORIGIN_SERVER_TOKEN: localSecrets().originServerToken,
    ...env,
  });
}

/**
 * Environment of a host that follows the local registry (rather than a release file) in
 * `environment` (decision 059); `startHost` gives it its own health token, which may only report
 * health (decision 048).
 */
export function registryHostEnv(environment: LocalEnvironment = 'production'): NodeJS.ProcessEnv {
  return {
    RELEASE_SOURCE: 'registry',
    REGISTRY_URL: REGISTRY.url,
    REGISTRY_ENVIRONMENT: environment,
  };
}

/** The sites of the local environments, `production=<origin>,staging=<origin>` (the registry's REGISTRY_ENVIRONMENTS). */
export function localEnvironments(): string {
  return (Object.keys(LOCAL_ENVIRONMENTS) as LocalEnvironment[]).map((name) => `${name}=${environmentSiteOrigin(name)}`).join(',');
}

/**
 * Starts the host of `environment` other than production on its own port (base + its offset), following
 * the local registry in that environment, with a cache file of its own.
 */
export function startEnvironmentHost(environment: LocalEnvironment, releaseFile: string, env: NodeJS.ProcessEnv = {}): Started {
  const started = startHost(environmentHostPort(environment), releaseFile, {
    ...registryHostEnv(environment),
    RELEASE_CACHE_FILE: join(ROOT, 'var', `release-state.${environment}.cache.json`),
    ...env,
  });
  return { ...started, name: `host (${environment})` };
}

/** Every remote origin of the local system, comma-separated (allow-lists). */
export function localOrigins(): string {
  return REMOTES.map(({ area }) => originOf(area)).join(',');
}

/**
 * Starts the host SSR server on `port` with the release file `releaseFile`; every address comes from
 * tooling/local-system.ts. `ownProcessGroup`: a terminal's Ctrl-C reaches only the caller, which
 * stops the host itself (start:host leaves the balancer first). `output: 'pipe'` hands its log to
 * the caller (`child.stdout`, `child.stderr`) instead of this terminal: a journey that reads it.
 */
export function startHost(
  port: number,
  releaseFile: string,
  env: NodeJS.ProcessEnv = {},
  ownProcessGroup = false,
  output: 'inherit' | 'pipe' = 'inherit',
): Started {
  const url = `http://localhost:${port}`;
  // Decision 048: a host that reports to the registry does so with a token of its own, named host-<port>.
  const ownToken = env.RELEASE_SOURCE === 'registry' && env.REGISTRY_TOKEN === undefined ? { REGISTRY_TOKEN: localHostToken(port) } : {};
  return launch(
    'host',
    url,
    ['dist/server/server.cjs'],
    join(ROOT, 'host'),
    {
      HOST_PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      REMOTE_ORIGIN_ALLOWLIST: localOrigins(),
      API_BASE: apiOrigin(),
      RELEASE_FILE: releaseFile,
      RELEASE_CACHE_FILE: join(ROOT, 'var', 'release-state.cache.json'),
      HOST_LOG_LEVEL: process.env.HOST_LOG_LEVEL ?? 'info',
      // No load balancer in front of a local host: stopping need not wait for one to notice /readyz.
      HOST_DRAIN_MS: process.env.HOST_DRAIN_MS ?? '0',
      PREVIEW_SECRET: localSecrets().previewSecret,
      ORIGIN_SERVER_TOKEN: localSecrets().originServerToken,
      // Its metrics on its own port + 250 (decision 056), whatever METRICS_PORT the caller's shell has.
      METRICS_PORT: String(metricsPortOf(port)),
      // Every local host signs and verifies page views with the same secret, as replicas do (decision 047).
      SIGNALS_SECRET: localSecrets().signalsSecret,
      ...ownToken,
      ...env,
    },
    ownProcessGroup,
    output,
  );
}

/** Runs the registry CLI (`registry/src/cli.ts`) against the local registry; resolves with its exit code and output. */
export function registryCli(args: readonly string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(ROOT, 'registry', 'src', 'cli.ts'), ...args], {
      cwd: ROOT,
      env: { ...process.env, REGISTRY_URL: REGISTRY.url, REGISTRY_TOKEN: REGISTRY.token, REGISTRY_ACTOR: 'npm-start' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolveRun({ code: code ?? 1, output }));
  });
}

/**
 * Starts the release registry with the local write token; the hosts' health tokens are in its
 * tokens file (decision 048), those of `hostPorts` added before it starts (in production it needs one).
 */
export function startRegistry(env: NodeJS.ProcessEnv = {}, hostPorts: readonly number[] = [hostPort()]): Started {
  // The people file may not exist yet (`people add` creates it); its folder must.
  mkdirSync(dirname(LOCAL_PEOPLE_FILE), { recursive: true });
  for (const port of hostPorts) localHostToken(port);
  return launch('registry', REGISTRY.url, ['src/main.ts'], join(ROOT, 'registry'), {
    REGISTRY_PORT: String(REGISTRY.port),
    REGISTRY_TOKEN: REGISTRY.token,
    // Every token has a role (decision 051): the person running the local system is its admin.
    REGISTRY_TOKEN_ROLE: 'admin',
    // People added with `npm run release -- people add <name> <role>`, and each local host's health token (digests only).
    REGISTRY_TOKENS_FILE: LOCAL_PEOPLE_FILE,
    // Handed to the loads-and-renders checker only, which reads server bundles as a host does.
    ORIGIN_SERVER_TOKEN: localSecrets().originServerToken,
    REGISTRY_PREVIEW_SECRET: localSecrets().previewSecret,
    REGISTRY_ALLOWED_ORIGINS: localOrigins(),
    HOST_ORIGIN: siteOrigin(),
    REGISTRY_ENVIRONMENTS: localEnvironments(),
    ...Object.fromEntries(REMOTES.map(({ area }) => [`MERIDIAN_${area.toUpperCase()}_ORIGIN`, originOf(area)])),
    REGISTRY_HOST_SHARED: join(ROOT, 'host', 'dist', 'client', 'shared-versions.json'),
    METRICS_PORT: String(metricsPortOf(Number(env.REGISTRY_PORT ?? REGISTRY.port))),
    ...env,
  });
}

/**
 * Starts the reference API (port 3100) on its SQLite file under var/. Its dev endpoints (the
 * mail outbox with everyone's sign-in codes) stay off unless `API_DEV_ENDPOINTS=true` is set,
 * as the e2e suite does; the API then says so loudly at start-up.
 */
export function startApi(env: NodeJS.ProcessEnv = {}): Started {
  return launch('api', apiOrigin(), ['src/main.ts'], join(ROOT, 'api'), {
    API_PORT: String(apiPort()),
    // Each environment's site calls the api from the browser.
    API_CORS_ORIGINS:
      process.env.API_CORS_ORIGINS ?? (Object.keys(LOCAL_ENVIRONMENTS) as LocalEnvironment[]).map(environmentSiteOrigin).join(','),
    // Payers come back from the api's payment sandboxes; the host's server calls forward the visitor's address.
    API_PUBLIC_ORIGIN: apiOrigin(),
    API_TRUSTED_PROXY: process.env.API_TRUSTED_PROXY ?? '127.0.0.1,::1',
    API_DEV_ENDPOINTS: process.env.API_DEV_ENDPOINTS ?? 'false',
    API_CAPTCHA_LOCAL_SECRET: localSecrets().captchaSecret,
    API_GEO_FALLBACK_COUNTRY: process.env.API_GEO_FALLBACK_COUNTRY ?? 'US',
    API_LOG_LEVEL: process.env.API_LOG_LEVEL ?? 'warn',
    METRICS_PORT: String(metricsPortOf(Number(env.API_PORT ?? apiPort()))),
    ...env,
  });
}

/** Starts every remote origin. */
export function startOrigins(): Started[] {
  return REMOTES.map(({ area }) => startOrigin(area));
}

/**
 * Polls `url` until it answers 2xx or `timeoutMs` passes. Generous by default: a busy 2-core machine
 * starts a process many times slower than a quiet one, and a start that gives up early fails for nothing.
 */
export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  throw new Error(`waiting for ${url}: no answer within ${timeoutMs} ms`);
}

/** Sends SIGTERM to every process and waits for them to exit (SIGKILL after 5 s). */
export async function stopAll(processes: readonly Started[]): Promise<void> {
  await Promise.all(
    processes.map(
      ({ child }) =>
        new Promise<void>((resolveStop) => {
          if (child.exitCode !== null || child.signalCode !== null) {
            resolveStop();
            return;
          }
          const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolveStop();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
