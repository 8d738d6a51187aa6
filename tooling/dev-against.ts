/**
 * `npm run dev -- --only <area> --against <registry URL>` (docs/development.md, "Work on one area", decision
 * 036): the release state of a deployed registry with the watched areas swapped for this
 * machine's watch build, written to a release file the local host follows. The registry is read
 * like a host reads it (`GET /api/releases`, then a long-poll, with the developer's own token),
 * never written to; over https only, plain http to this machine only (decision 052).
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReleaseState, ReleaseStateEntry } from '@meridian/shared/release';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import type { LocalArea as RemoteArea } from './local-system.ts';
import { isLoopback } from './dev-trust.ts';

/** The pre-release tag of a watch build made for `--against`: `1.0.0` is watched as `1.0.0-local`, in its own folder. */
export const LOCAL_PRERELEASE = 'local';

/** Milliseconds `--against` waits for the registry's first answer before refusing to start. */
const FIRST_READ_TIMEOUT_MS = 5000;
/** Seconds the registry may hold a long-poll open (as hosts ask). */
const WAIT_SECONDS = 25;

/**
 * The registry's base URL from the `--against` argument: an absolute https URL (http only to this
 * machine) without query or fragment, trailing slashes dropped. @throws Error naming what is wrong with `input`.
 */
export function registryBase(input: string | undefined): string {
  if (input === undefined || input === '' || input.startsWith('--'))
    throw new Error('--against takes the URL of a release registry, for example --against https://registry.example.com');
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new Error(`--against ${input}: not a URL (expected http(s)://host[:port])`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--against ${input}: the registry is reached over http or https, not ${url.protocol}`);
  if (url.protocol === 'http:' && !isLoopback(url.hostname))
    throw new Error(
      `--against ${input}: plain http only to this machine (localhost, 127.0.0.1, [::1]); a deployed registry is reached over https, which proves who answers`,
    );
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '')
    throw new Error(`--against ${input}: give the registry's base URL only (no query, fragment or credentials)`);
  return url.href.replace(/\/+$/, '');
}

/** The message of `error` and of its causes (fetch hides ECONNREFUSED in `cause`); errors of another realm included. */
function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; typeof current === 'object' && current !== null && 'message' in current && parts.length < 3;) {
    parts.push(String(current.message));
    current = 'cause' in current ? current.cause : undefined;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}

/** The Authorization header of the developer's registry token (the registry answers reads to a token only, decision 051). */
function authorization(token: string | undefined): Record<string, string> {
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

/**
 * Reads the deployed release state (`GET <registry>/api/releases`, the read a host makes).
 * @throws Error saying the registry is unreachable, answered an error status, or answered
 * something that is not a release state, with the reason.
 */
export async function readDeployedState(
  registry: string,
  token?: string,
  timeoutMs = FIRST_READ_TIMEOUT_MS,
): Promise<{ state: ReleaseState; etag: string | null }> {
  let response: Response;
  try {
    response = await fetch(`${registry}/api/releases`, { headers: authorization(token), signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`the registry at ${registry} cannot be reached (${reasonOf(error)})`, { cause: error });
  }
  if (response.status === 401 || response.status === 403)
    throw new Error(
      `the registry at ${registry} answered GET /api/releases with ${response.status}: set REGISTRY_TOKEN to your own token for it (a viewer's is enough)`,
    );
  if (!response.ok) throw new Error(`the registry at ${registry} answered GET /api/releases with ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${registry}/api/releases did not answer JSON: is this a release registry?`);
  }
  try {
    return { state: parseReleaseState(body), etag: response.headers.get('etag') };
  } catch (error) {
    throw new Error(`${registry}/api/releases is not a release state (${reasonOf(error)})`, { cause: error });
  }
}

/**
 * The deployed `state` with each of `local` (area -> version and origin of this machine's watch
 * build) in place of the deployed entry: no canary, no history, no fallback to a deployed version
 * (a failure of the local build is seen, not hidden), and no recorded hashes (a watch build has none;
 * the development host runs it unchecked, decision 053). The revision says both sources.
 */
export function withLocalAreas(
  state: ReleaseState,
  local: Readonly<Partial<Record<RemoteArea, { version: string; origin: string }>>>,
): ReleaseState {
  const remotes: Partial<Record<RemoteArea, ReleaseStateEntry>> = { ...state.remotes };
  for (const [area, entry] of Object.entries(local) as [RemoteArea, { version: string; origin: string }][]) {
    remotes[area] = { ...entry, canary: null, previous: [], integrity: {} };
  }
  return { revision: `${state.revision}+${LOCAL_PRERELEASE}`, remotes };
}

/** Writes `state` to `file` atomically (the host watches the file and must never read half of it). */
export function writeReleaseFile(file: string, state: ReleaseState): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, file);
}

/** The origins of the areas in `state` (the host's allow-list must hold them). */
export function originsOf(state: ReleaseState): string[] {
  return [...new Set(Object.values(state.remotes).map((entry) => entry.origin))];
}

/**
 * Follows the registry by long-poll (as hosts do) and calls `onState` with each new state;
 * an unreachable registry is reported once per outage and retried every second. Returns a stop function.
 */
export function followRegistry(
  registry: string,
  token: string | undefined,
  etag: string | null,
  onState: (state: ReleaseState) => void,
  log: (message: string) => void,
): () => void {
  const controller = new AbortController();
  void (async () => {
    let current = etag;
    let failing = false;
    while (!controller.signal.aborted) {
      try {
        const response = await fetch(`${registry}/api/releases${current === null ? '' : `?wait=${WAIT_SECONDS}`}`, {
          headers: { ...authorization(token), ...(current === null ? {} : { 'if-none-match': current }) },
          signal: AbortSignal.any([controller.signal, AbortSignal.timeout((WAIT_SECONDS + 10) * 1000)]),
        });
        if (failing) log(`the registry at ${registry} answers again`);
        failing = false;
        if (response.status === 304) continue;
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const state = parseReleaseState(await response.json());
        current = response.headers.get('etag');
        onState(state);
        // Without an ETag the registry cannot hold the next poll: ask again in a second, not in a loop.
        if (current === null) await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!failing)
          log(`following the registry at ${registry} failed (${reasonOf(error)}), keeping the last state, retrying every second`);
        failing = true;
        await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
      }
    }
  })();
  return () => controller.abort();
}
