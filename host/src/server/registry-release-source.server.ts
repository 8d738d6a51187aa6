/**
 * Follows the release registry (issue 4): `GET /api/releases` at start-up, then a long-poll
 * with `If-None-Match` that answers as soon as the revision changes, so a switch applies to new
 * requests within milliseconds. Requests in flight keep the state they pinned.
 *
 * The control plane may be down when a replica starts (ARCHITECTURE.md, "Operations"): every
 * state the host applies is kept in a cache file, and a starting host that cannot reach the
 * registry within a bounded wait boots from that file, then follows the registry when it returns.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ReleaseState } from '@meridian/shared/release';
import { parseReleaseState } from '@meridian/shared/release-state.server';
import type { ReleaseSource } from './release-source.server.ts';

/** Seconds the registry may hold a long-poll open. */
const WAIT_SECONDS = 25;
/** Milliseconds between attempts while the registry cannot be reached. */
const RETRY_MS = 1000;

async function fetchState(
  url: string,
  etag: string | null,
  wait: number,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<{ state: ReleaseState; etag: string | null } | null> {
  const response = await fetch(`${url}/api/releases${wait > 0 ? `?wait=${wait}` : ''}`, {
    headers: etag ? { 'if-none-match': etag } : {},
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
  /** File that keeps the last applied state (written atomically on every change). */
  readonly cacheFile: string;
  /** Milliseconds to wait for the registry at start-up before booting from `cacheFile`. */
  readonly bootWaitMs: number;
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

/**
 * Reads the registry at `url`, waiting at most `bootWaitMs`; when it cannot be reached, boots
 * from the last state kept in `cacheFile`. Rejects only when neither is available (the host
 * then cannot know what to serve). Afterwards an unreachable registry or an invalid answer keeps
 * the last good state, logs once per outage, and retries every second.
 */
export async function createRegistryReleaseSource({
  url,
  cacheFile,
  bootWaitMs,
  log,
}: RegistryReleaseSourceOptions): Promise<ReleaseSource> {
  const controller = new AbortController();
  let state: ReleaseState;
  let etag: string | null = null;
  try {
    const first = await fetchState(url, null, 0, controller.signal, bootWaitMs);
    if (!first) throw new Error('no content');
    state = first.state;
    etag = first.etag;
    writeCache(cacheFile, state, log);
    log(`following the registry at ${url} (revision ${state.revision})`);
  } catch (error) {
    const cached = readCache(cacheFile);
    if (cached === null)
      throw new Error(
        `reading the release state: the registry at ${url} did not answer within ${bootWaitMs} ms and ${cacheFile} holds no state`,
        { cause: error },
      );
    state = cached;
    log(
      `the registry at ${url} did not answer within ${bootWaitMs} ms: booting from revision ${state.revision} kept in ${cacheFile}, following the registry when it returns`,
      error,
    );
  }

  void (async () => {
    let failing = false;
    while (!controller.signal.aborted) {
      try {
        const next = await fetchState(url, etag, etag === null ? 0 : WAIT_SECONDS, controller.signal, (WAIT_SECONDS + 10) * 1000);
        if (failing) log(`the registry at ${url} answers again`);
        failing = false;
        if (next) {
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

  return { current: () => state, close: () => controller.abort() };
}
