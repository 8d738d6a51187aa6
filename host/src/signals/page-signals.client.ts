/**
 * What this page's visitor meets, per area version (issue 19, decision 032), sent to the host's
 * `POST /__signals` with `navigator.sendBeacon`: uncaught errors and unhandled rejections
 * attributed to the area whose code threw (the first script URL of the stack under an area's
 * `<origin>/<version>/` in the page's pinned release), failed client navigations (the page's
 * area at the failed location), and Web Vitals (LCP, INP, CLS, TTFB, from `web-vitals`) of the
 * area that rendered the page. Nothing personal: counts and timings, no URL, no cookie, no id.
 * Loaded after hydration, and only for the sampled share of page views (bootstrap.client.tsx).
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import type { Vital } from '@meridian/shared/vitals-histogram';

/** An area version. */
export interface AreaVersion {
  area: Area;
  version: string;
}

/** The area version whose folder `url` is in, from the page's pinned release, or null (host code, another site). */
export function areaOfScript(url: string, release: ReleaseSet): AreaVersion | null {
  for (const [area, entry] of Object.entries(release.remotes) as [Area, { origin: string; version: string }][]) {
    if (url.startsWith(`${entry.origin}/${entry.version}/`)) return { area, version: entry.version };
  }
  return null;
}

/** The first area version named by a script URL in `stack` (or `filename`), or null. */
export function areaOfError(stack: string | undefined, filename: string | undefined, release: ReleaseSet): AreaVersion | null {
  const urls = [...(stack ?? '').matchAll(/https?:\/\/[^\s)'"]+/g)].map((match) => match[0]);
  for (const url of filename ? [filename, ...urls] : urls) {
    const found = areaOfScript(url, release);
    if (found !== null) return found;
  }
  return null;
}

/** What the collector needs; every browser part is injectable for tests. */
export interface PageSignalsInputs {
  release: ReleaseSet;
  /** The area that rendered the page on the server, or null (the unavailable page). */
  pageArea: Area | null;
  endpoint: string;
  /** The area of a path the router knows, for failed navigations. */
  areaAt: (pathname: string) => Area | null;
  /** React Router's `router.subscribe`. */
  subscribe: (listener: (state: { navigation: { state: string }; location: { pathname: string }; errors: unknown }) => void) => () => void;
  send?: (url: string, body: string) => boolean;
  target?: Pick<Window, 'addEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'visibilityState'>;
  /** Registers the Web Vitals callbacks; default the `web-vitals` library's. */
  observeVitals?: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  /** How often a non-empty batch is sent while the page stays open, in ms. */
  intervalMs?: number;
}

interface Batch {
  area: Area;
  version: string;
  errors: number;
  navFailures: number;
  vitals: Partial<Record<Vital, number[]>>;
}

const LIMIT_PER_KIND = 100;
const MAX_VERSIONS = 10;

/** Starts collecting; returns `flush` (send what is batched now). */
export function startPageSignals(inputs: PageSignalsInputs): { flush: () => void } {
  const { release } = inputs;
  const send = inputs.send ?? ((url, body) => navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' })));
  const target = inputs.target ?? window;
  const doc = inputs.doc ?? document;
  const batches = new Map<string, Batch>();
  const batchOf = ({ area, version }: AreaVersion): Batch | null => {
    const key = `${area}@${version}`;
    let found = batches.get(key);
    if (found === undefined) {
      if (batches.size >= MAX_VERSIONS) return null;
      found = { area, version, errors: 0, navFailures: 0, vitals: {} };
      batches.set(key, found);
    }
    return found;
  };
  const versionOf = (area: Area | null): AreaVersion | null => {
    const entry = area === null ? undefined : release.remotes[area];
    return area === null || entry === undefined ? null : { area, version: entry.version };
  };
  const countError = (stack: string | undefined, filename?: string) => {
    const owner = areaOfError(stack, filename, release);
    const batch = owner && batchOf(owner);
    if (batch && batch.errors < LIMIT_PER_KIND) batch.errors += 1;
  };

  target.addEventListener('error', (event) => {
    const { error, filename } = event as ErrorEvent;
    countError(error instanceof Error ? error.stack : undefined, filename);
  });
  target.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent;
    countError(reason instanceof Error ? reason.stack : undefined);
  });

  let lastPath = '';
  inputs.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    if (state.errors === null || state.errors === undefined) return;
    const owner = versionOf(inputs.areaAt(state.location.pathname));
    const batch = owner && batchOf(owner);
    if (batch && batch.navFailures < LIMIT_PER_KIND) batch.navFailures += 1;
  });

  const pageOwner = versionOf(inputs.pageArea);
  const observe = inputs.observeVitals ?? ((report) => [onLCP, onINP, onCLS, onTTFB].forEach((on) => on(report)));
  if (pageOwner !== null) {
    observe((metric) => {
      const name = metric.name.toLowerCase() as Vital;
      const batch = batchOf(pageOwner);
      if (batch === null || !Number.isFinite(metric.value)) return;
      const values = (batch.vitals[name] ??= []);
      if (values.length < 20) values.push(Math.round(metric.value * 1000) / 1000);
    });
  }

  const flush = () => {
    if (batches.size === 0) return;
    const versions = [...batches.values()];
    batches.clear();
    send(inputs.endpoint, JSON.stringify({ versions }));
  };
  // The last moment a page is sure to run: when it is hidden (tab switch, close, navigation away).
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  target.addEventListener('pagehide', flush);
  setInterval(flush, inputs.intervalMs ?? 15_000);
  return { flush };
}
