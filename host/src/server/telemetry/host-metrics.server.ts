/**
 * The host's Prometheus metrics (decision 056), served on its internal metrics port
 * (index.server.ts), never on the site's: requests by route pattern, area and status; renders
 * by area version and outcome; the page cache; remote loads by area version; the release
 * revision in force and its age; whether the registry answers; signals by outcome; and
 * prom-client's process metrics (event-loop lag, GC, memory).
 *
 * Labels stay bounded: a route is a route table's pattern (`/blog/:slug`), never a path; a
 * version is one of the current release state (active, canary, fallback), any other `other`,
 * and a version that leaves the state leaves the scrape.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseState } from '@meridian/shared/release';
import type { PageCache } from '../page-cache/page-cache.server.ts';
import type { KeptHtmlStore } from '../page-cache/kept-html.server.ts';
import type { ReleaseSource } from '../releases/release-source.server.ts';

/** What became of one kept content of a page (decision 077). */
export type KeptHtmlResult = 'hit' | 'miss' | 'kept';

/** How a page request's render ended. */
export type RenderOutcome = 'ok' | 'fell_back' | 'error_page' | 'unavailable';

/** What the host records. */
export interface HostMetrics {
  request(labels: { route: string; area: string; status: string }, seconds: number): void;
  render(area: Area | null, version: string, outcome: RenderOutcome): void;
  pageCache(hit: boolean): void;
  /** Kept content of a page (decision 077): `hit` written from the store, `miss` rendered anew, `kept` stored after its render. */
  keptHtml(result: KeptHtmlResult, count: number): void;
  remoteLoad(area: Area, version: string, ok: boolean): void;
  signals(outcome: string): void;
  /** Reads the page cache's size at each scrape from now on (it is made with the dependencies that take these metrics). */
  watchPageCache(size: PageCache['size']): void;
  /** Reads the kept-content store's size at each scrape from now on. */
  watchKeptHtml(size: KeptHtmlStore['size']): void;
  /** The text of a scrape; versions no longer in the release state are dropped first. */
  metrics(): Promise<string>;
  readonly contentType: string;
}

/** The versions of `area` a label may name: those of the current release state. */
function currentVersions(state: ReleaseState, area: Area): readonly string[] {
  const entry = state.remotes[area];
  if (entry === undefined) return [];
  return [entry.version, ...(entry.canary ? [entry.canary.version] : []), ...(entry.fallback ? [entry.fallback] : [])];
}

/** `version` when the current release state names it for `area`, else `other`. */
export function boundedVersion(state: ReleaseState, area: Area, version: string): string {
  return currentVersions(state, area).includes(version) ? version : 'other';
}

/** What the gauges read at each scrape. */
export interface HostMetricsSources {
  readonly releases: ReleaseSource;
  /** Whether the registry answered the last long poll; undefined when the host follows a file. */
  readonly registryReachable?: () => boolean;
  /** Clock in ms (injectable for tests). */
  readonly now?: () => number;
}

/** Creates the host's metrics on a registry of their own (with the process metrics). */
export function createHostMetrics(sources: HostMetricsSources): HostMetrics {
  const register = new Registry();
  const now = sources.now ?? Date.now;
  collectDefaultMetrics({ register });
  const requests = new Histogram({
    name: 'meridian_host_http_request_duration_seconds',
    help: 'Requests by route pattern, owning area and status, until the last byte',
    labelNames: ['route', 'area', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [register],
  });
  const renders = new Counter({
    name: 'meridian_host_renders_total',
    help: 'Page renders by area version and outcome (ok, fell_back to the active version, error_page, unavailable: the 503 page)',
    labelNames: ['area', 'version', 'outcome'] as const,
    registers: [register],
  });
  const cache = new Counter({
    name: 'meridian_host_page_cache_requests_total',
    help: 'Page requests that may be answered from the page cache, by result (hit, miss)',
    labelNames: ['result'] as const,
    registers: [register],
  });
  const kept = new Counter({
    name: 'meridian_host_kept_html_total',
    help: 'Kept content of pages kept from the server (decision 077) by result (hit: written from the store, miss: rendered anew, kept: stored)',
    labelNames: ['result'] as const,
    registers: [register],
  });
  const loads = new Counter({
    name: 'meridian_host_remote_loads_total',
    help: "Loads of an area version's server code for a request (ok, failed), as reported to the registry",
    labelNames: ['area', 'version', 'outcome'] as const,
    registers: [register],
  });
  const signals = new Counter({
    name: 'meridian_host_signals_total',
    help: 'Beacons of POST /__signals by outcome (accepted, invalid, refused, replayed, too_large, rate_limited, error)',
    labelNames: ['outcome'] as const,
    registers: [register],
  });
  const gauge = (name: string, help: string, read: () => number | null) =>
    new Gauge({
      name,
      help,
      registers: [register],
      collect() {
        const value = read();
        if (value === null) this.reset();
        else this.set(value);
      },
    });
  let pageCacheSize: PageCache['size'] | null = null;
  gauge(
    'meridian_host_page_cache_bytes',
    'Bytes the page cache holds (bodies and compressed copies)',
    () => pageCacheSize?.().bytes ?? null,
  );
  gauge('meridian_host_page_cache_entries', 'Pages the page cache holds', () => pageCacheSize?.().entries ?? null);
  let keptHtmlSize: KeptHtmlStore['size'] | null = null;
  gauge('meridian_host_kept_html_bytes', 'Bytes (UTF-16 code units) of kept content the host holds', () => keptHtmlSize?.().bytes ?? null);
  gauge('meridian_host_kept_html_entries', 'Kept contents the host holds', () => keptHtmlSize?.().entries ?? null);
  gauge('meridian_host_release_revision', 'Revision of the release state this replica serves', () =>
    Number(sources.releases.current().revision),
  );
  const appliedAt = () => sources.releases.appliedAt?.() ?? null;
  gauge('meridian_host_release_applied_timestamp_seconds', 'When this replica applied that revision (seconds since the epoch)', () => {
    const at = appliedAt();
    return at === null ? null : at / 1000;
  });
  gauge('meridian_host_release_age_seconds', 'Seconds since this replica applied the revision it serves', () => {
    const at = appliedAt();
    return at === null ? null : Math.max(0, (now() - at) / 1000);
  });
  gauge('meridian_host_registry_reachable', '1 while the release registry answers this replica, 0 while it does not', () => {
    const reachable = sources.registryReachable;
    return reachable === undefined ? null : reachable() ? 1 : 0;
  });

  const state = () => sources.releases.current();
  const version = (area: Area, value: string) => boundedVersion(state(), area, value);
  /** Drops the label sets of versions the release state no longer names. */
  const prune = async () => {
    const current = state();
    for (const counter of [renders, loads]) {
      for (const { labels } of (await counter.get()).values) {
        const area = labels.area as Area | 'host';
        if (area !== 'host' && labels.version !== 'other' && !currentVersions(current, area).includes(String(labels.version)))
          counter.remove(labels as Record<'area' | 'version' | 'outcome', string>);
      }
    }
  };
  return {
    request: (labels, seconds) => requests.observe(labels, seconds),
    render: (area, value, outcome) =>
      renders.inc({ area: area ?? 'host', version: area === null ? 'none' : version(area, value), outcome }),
    pageCache: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    keptHtml: (result, count) => {
      if (count > 0) kept.inc({ result }, count);
    },
    remoteLoad: (area, value, ok) => loads.inc({ area, version: version(area, value), outcome: ok ? 'ok' : 'failed' }),
    signals: (outcome) => signals.inc({ outcome }),
    watchPageCache(size) {
      pageCacheSize = size;
    },
    watchKeptHtml(size) {
      keptHtmlSize = size;
    },
    async metrics() {
      await prune();
      return register.metrics();
    },
    contentType: register.contentType,
  };
}
