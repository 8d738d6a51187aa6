/**
 * Follows the release registry (issue 4): `GET /api/releases` once at start-up, then a
 * long-poll with `If-None-Match` that answers as soon as the revision changes, so a switch
 * applies to new requests within milliseconds. Requests in flight keep the state they pinned.
 */
import { parseReleaseState, type ReleaseState } from '@meridian/shared/release';
import type { ReleaseSource } from './release-source.server.ts';

/** Seconds the registry may hold a long-poll open. */
const WAIT_SECONDS = 25;

async function fetchState(url: string, etag: string | null, wait: number, signal: AbortSignal): Promise<{ state: ReleaseState; etag: string | null } | null> {
  const response = await fetch(`${url}/api/releases${wait > 0 ? `?wait=${wait}` : ''}`, {
    headers: etag ? { 'if-none-match': etag } : {},
    signal: AbortSignal.any([signal, AbortSignal.timeout((wait + 10) * 1000)]),
  });
  if (response.status === 304) return null;
  if (!response.ok) throw new Error(`GET ${url}/api/releases answered ${response.status}`);
  return { state: parseReleaseState(await response.json()), etag: response.headers.get('etag') };
}

/**
 * Reads the registry at `url`; rejects when the first read fails (the host then cannot know
 * what to serve). Afterwards an unreachable registry or an invalid answer keeps the last good
 * state, logs, and retries after a second.
 */
export async function createRegistryReleaseSource(url: string, log: (message: string, error?: unknown) => void): Promise<ReleaseSource> {
  const controller = new AbortController();
  const first = await fetchState(url, null, 0, controller.signal);
  if (!first) throw new Error(`reading the release state from ${url}: no content`);
  let state = first.state;
  let etag = first.etag;
  log(`following the registry at ${url} (revision ${state.revision})`);

  void (async () => {
    while (!controller.signal.aborted) {
      try {
        const next = await fetchState(url, etag, WAIT_SECONDS, controller.signal);
        if (next) {
          state = next.state;
          etag = next.etag;
          log(`release state ${state.revision} applied`);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        log(`following the registry at ${url} failed, keeping revision ${state.revision}`, error);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  })();

  return { current: () => state, close: () => controller.abort() };
}
