/**
 * Whether a remote version's origin answers, known on every request within a bounded time
 * (docs/architecture.md, "Operations"). A host that loaded an area keeps its server code in memory,
 * but the browser still needs that origin for the area's scripts, styles and messages: when it
 * is gone, the page must be the localised 503 page, not a page that never hydrates.
 *
 * One `HEAD <origin>/<version>/mf-manifest.json` per version at most every `ttlMs`, shared by
 * concurrent requests; an answer is trusted for `ttlMs`, a probe gives up after `timeoutMs`.
 */
import { manifestUrl, type ReleaseEntry } from '@meridian/shared/release';

/** Reachability of remote versions. */
export interface OriginProbe {
  /** Resolves when the version's manifest answers 2xx; rejects with an Error naming the URL and why. */
  check(entry: ReleaseEntry): Promise<void>;
}

/** Options of {@link createOriginProbe}. */
export interface OriginProbeOptions {
  /** Milliseconds an answer is trusted. */
  readonly ttlMs: number;
  /** Milliseconds a probe may take. */
  readonly timeoutMs: number;
  /** Clock in ms (injectable for tests). */
  readonly now?: () => number;
  /** fetch (injectable for tests). */
  readonly fetch?: typeof fetch;
}

/** Most versions remembered at once; the oldest answer is forgotten first. */
const MAX_ENTRIES = 200;

/** Creates a probe; see the module comment for the rules. */
export function createOriginProbe({ ttlMs, timeoutMs, now = Date.now, fetch: fetchFn = fetch }: OriginProbeOptions): OriginProbe {
  const answers = new Map<string, { at: number; result: Promise<void> }>();
  const probe = async (url: string): Promise<void> => {
    let response: Response;
    try {
      response = await fetchFn(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    } catch (error) {
      throw new Error(`${url} did not answer within ${timeoutMs} ms: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  };
  return {
    check(entry) {
      const url = manifestUrl(entry);
      const cached = answers.get(url);
      if (cached !== undefined && now() - cached.at < ttlMs) return cached.result;
      const result = probe(url);
      // Rejections are handled by callers; this keeps an unobserved cached rejection from being reported.
      result.catch(() => undefined);
      answers.delete(url);
      answers.set(url, { at: now(), result });
      if (answers.size > MAX_ENTRIES) answers.delete(answers.keys().next().value ?? url);
      return result;
    },
  };
}
