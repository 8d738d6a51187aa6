/**
 * Follows the release registry in one environment (decision 059: production's
 * `/api/releases`, another's `/env/<name>/api/releases`): `GET` at start-up, then a long-poll
 * with `If-None-Match` that answers as soon as the revision changes, so a switch applies to new
 * requests within milliseconds. Requests in flight keep the state they pinned.
 *
 * The control plane may be down when a replica starts (docs/architecture.md, "Operations"). A
 * starting host retries the registry with backoff for a bounded wait (a refused connection is
 * usually a registry that is restarting), then boots from the release snapshot the registry keeps
 * in the bucket (a fresh container has nothing else), then from the cache file of the last state
 * it applied, and follows the registry when it returns. Only when all three fail does it stop.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReleaseState } from '@meridian/shared/release';
import { environmentApiBase, PRODUCTION } from '@meridian/shared/registry-contract';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import type { ReleaseSource } from './release-source.server.ts';

/** Seconds the registry may hold a long-poll open. */
const WAIT_SECONDS = 25;
/** Milliseconds between attempts while the registry cannot be reached. */
const RETRY_MS = 1000;
/** First and longest pause between start-up attempts (doubled each time, with jitter). */
const BOOT_BACKOFF_MS = { first: 100, max: 500 };
/** Time limit of reading the release snapshot. */
const SNAPSHOT_TIMEOUT_MS = 5000;

async function fetchState(
  url: string,
  token: string | undefined,
  etag: string | null,
  wait: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ state: ReleaseState; etag: string | null } | null> {
  // `url` is the environment's API base (decision 059): `<registry>/env/<name>`, production's the registry itself.
  const response = await fetch(`${url}/api/releases${wait > 0 ? `?wait=${wait}` : ''}`, {
    // The registry answers reads to a token only (decision 051); a host's health token may read the release state.
    headers: { ...(etag ? { 'if-none-match': etag } : {}), ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`GET ${url}/api/releases answered ${response.status}`);
  return { state: parseReleaseState(await response.json()), etag: response.headers.get('etag') };
}

/** Options of {@link createRegistryReleaseSource}. */
export interface RegistryReleaseSourceOptions {
  /** The registry's base URL. */
  readonly url: string;
  /** The host's registry token (its health token, REGISTRY_TOKEN), sent with every read of the release state. */
  readonly token?: string | undefined;
  /** The registry environment to follow (decision 059); production when absent. */
  readonly environment?: string | undefined;
  /** File that keeps the last applied state (written atomically on every change). */
  readonly cacheFile: string;
  /** Milliseconds to keep trying the registry at start-up before booting from the snapshot or `cacheFile`. */
  readonly bootWaitMs: number;
  /** http(s) URL of the registry's release snapshot (`release-state.json` in the bucket), read when the registry cannot be. */
  readonly snapshotUrl?: string | undefined;
  readonly log: (message: string, error?: unknown) => void;
}

function readCache(file: string): ReleaseState | null {
  try {
    return parseReleaseState(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

function writeCache(file: string, state: ReleaseState, log: RegistryReleaseSourceOptions['log']): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(state)}\n`);
    renameSync(temporary, file);
  } catch (error) {
    log(`keeping the release state in ${file} failed; a restart during a registry outage would not find it`, error);
  }
}

/** Error message of `error` and of its causes (fetch hides the reason, such as ECONNREFUSED, in `cause`). */
function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error && parts.length < 3; current = current.cause) parts.push(current.message);
  return parts.length > 0 ? parts.join(': ') : String(error);
}

/**
 * Asks the registry until it answers with a valid state or `bootWaitMs` has passed, pausing
 * 100, 200, 400, 500, 500 ... ms (each 50-100 % of that, so replicas started together spread out).
 */
async function readRegistryWithin(url: string, token: string | undefined, bootWaitMs: number, signal: AbortSignal) {
  const deadline = Date.now() + bootWaitMs;
  let attempts = 0;
  for (;;) {
    attempts += 1;
    try {
      // The last attempt, at the deadline, still gets 100 ms to connect.
      const first = await fetchState(url, token, null, 0, signal, Math.max(100, deadline - Date.now()));
      if (first) return first;
      throw new Error('answered 304 to a request without If-None-Match');
    } catch (error) {
      const remaining = deadline - Date.now();
      if (signal.aborted || remaining <= 0)
        throw new Error(`the registry at ${url} did not answer within ${bootWaitMs} ms (${attempts} attempts, last: ${reasonOf(error)})`, {
          cause: error,
        });
      const pause = Math.min(BOOT_BACKOFF_MS.max, BOOT_BACKOFF_MS.first * 2 ** (attempts - 1)) * (0.5 + Math.random() / 2);
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, remaining)));
    }
  }
}

async function readSnapshot(snapshotUrl: string, signal: AbortSignal): Promise<ReleaseState> {
  let response: Response;
  try {
    response = await fetch(snapshotUrl, { signal: AbortSignal.any([signal, AbortSignal.timeout(SNAPSHOT_TIMEOUT_MS)]) });
  } catch (error) {
    throw new Error(`the release snapshot at ${snapshotUrl} could not be read: ${reasonOf(error)}`, { cause: error });
  }
  if (!response.ok) throw new Error(`the release snapshot at ${snapshotUrl} could not be read: it answered ${response.status}`);
  try {
    return parseReleaseState(await response.json());
  } catch (error) {
    throw new Error(`the release snapshot at ${snapshotUrl} could not be read: ${reasonOf(error)}`, { cause: error });
  }
}

/** The state to start with when the registry does not answer: the snapshot, else the cache file; throws naming all three. */
async function fallbackState(options: RegistryReleaseSourceOptions, registryError: Error, signal: AbortSignal): Promise<ReleaseState> {
  const { snapshotUrl, cacheFile, log } = options;
  let snapshotProblem = 'no RELEASE_SNAPSHOT_URL is set';
  if (snapshotUrl !== undefined) {
    try {
      const state = await readSnapshot(snapshotUrl, signal);
      log(
        `${registryError.message}: booting from revision ${state.revision} of the release snapshot at ${snapshotUrl}, following the registry when it returns`,
      );
      writeCache(cacheFile, state, log);
      return state;
    } catch (error) {
      snapshotProblem = reasonOf(error);
      log(`${snapshotProblem}; trying ${cacheFile}`);
    }
  }
  const cached = readCache(cacheFile);
  if (cached === null)
    throw new Error(`reading the release state: ${registryError.message}, ${snapshotProblem}, and ${cacheFile} holds no state`, {
      cause: registryError,
    });
  log(
    `${registryError.message}: booting from revision ${cached.revision} kept in ${cacheFile}, following the registry when it returns`,
    registryError.cause,
  );
  return cached;
}

/**
 * Reads the registry at `url`, retrying with backoff for at most `bootWaitMs`; when it cannot
 * be reached, boots from the release snapshot at `snapshotUrl` (when set), then from the last
 * state kept in `cacheFile`. Rejects, naming each source and why it failed, only when none has
 * a state (the host then cannot know what to serve). Afterwards an unreachable registry or an
 * invalid answer keeps the last good state, logs once per outage, and retries every second.
 */
export async function createRegistryReleaseSource(options: RegistryReleaseSourceOptions): Promise<ReleaseSource> {
  const { token, cacheFile, bootWaitMs, log } = options;
  const url = environmentApiBase(options.url, options.environment ?? PRODUCTION);
  const controller = new AbortController();
  let state: ReleaseState;
  let etag: string | null = null;
  let appliedAt = Date.now();
  try {
    const first = await readRegistryWithin(url, token, bootWaitMs, controller.signal);
    state = first.state;
    etag = first.etag;
    writeCache(cacheFile, state, log);
    log(`following the registry at ${url} (revision ${state.revision})`);
  } catch (error) {
    state = await fallbackState(options, error instanceof Error ? error : new Error(String(error)), controller.signal);
  }

  // Whether the last long poll failed: the registry cannot be reached from here (the metrics' `meridian_host_registry_reachable`).
  let failing = false;
  void (async () => {
    while (!controller.signal.aborted) {
      try {
        const next = await fetchState(url, token, etag, etag === null ? 0 : WAIT_SECONDS, controller.signal, (WAIT_SECONDS + 10) * 1000);
        if (failing) log(`the registry at ${url} answers again`);
        failing = false;
        if (next) {
          appliedAt = Date.now();
          state = next.state;
          etag = next.etag;
          writeCache(cacheFile, state, log);
          log(`release state ${state.revision} applied`);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        if (!failing)
          log(`following the registry at ${url} failed, keeping revision ${state.revision} and retrying every ${RETRY_MS} ms`, error);
        failing = true;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  })();

  return { current: () => state, close: () => controller.abort(), appliedAt: () => appliedAt, reachable: () => !failing };
}
