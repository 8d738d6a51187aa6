/**
 * What this page view met, per area version (decisions 032 and 047), sent once to the host's
 * `POST /__signals` with `navigator.sendBeacon`: whether it met an uncaught error or unhandled
 * rejection from an area's code (the first script URL of the stack under an area's
 * `<origin>/<version>/` in the page's pinned release), whether a client navigation into an area
 * failed, and the final Web Vitals (LCP, INP, CLS, TTFB, from `web-vitals`) of the area that
 * rendered the page. The beacon carries the signed page view the page asked for at
 * `GET /__signals/view` when the collector started (pages are cached, so it cannot be in the
 * HTML); it speaks once per version: when the page is first hidden or left, or after five minutes
 * open. Nothing personal: yes/no and timings, no URL, no cookie. Loaded after hydration, and only
 * for the sampled share of page views (after-hydration.client.ts).
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseSet } from '@meridian/shared/release';
import type { Vital } from '@meridian/shared/vitals-histogram';
import type { EarlyError } from './early-errors.client.ts';

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

/** The page view the host signed: its token and the versions it names. */
export interface SignedView {
  view: string;
  versions: readonly string[];
}

/** What the collector needs; every browser part is injectable for tests. */
export interface PageSignalsInputs {
  release: ReleaseSet;
  /** The area that rendered the page on the server, or null (the unavailable page). */
  pageArea: Area | null;
  /** `POST` beacons here. */
  endpoint: string;
  /** `GET` the signed page view here (`?versions=area@version,...`). */
  viewEndpoint: string;
  /** The area of a path the router knows, for navigations. */
  areaAt: (pathname: string) => Area | null;
  /** React Router's `router.subscribe`. */
  subscribe: (listener: (state: { navigation: { state: string }; location: { pathname: string }; errors: unknown }) => void) => () => void;
  send?: (url: string, body: string) => boolean;
  /** Asks for the signed page view; default `fetch`, null when refused or unreachable. */
  askView?: (url: string) => Promise<SignedView | null>;
  target?: Pick<Window, 'addEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'visibilityState'>;
  /** Registers the Web Vitals callbacks; default the `web-vitals` library's. */
  observeVitals?: (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;
  /** How long a page may stay open before its beacon goes anyway, in ms (default five minutes). */
  maxOpenMs?: number;
  /** Errors the page met before the collector started (early-errors.client.ts), counted like later ones. */
  earlier?: readonly EarlyError[];
}

interface Entry {
  area: Area;
  version: string;
  error: boolean;
  navFailure: boolean;
  vitals: Partial<Record<Vital, number>>;
  sent: boolean;
}

const MAX_VERSIONS = 10;

async function fetchView(url: string): Promise<SignedView | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
    return response.ok ? ((await response.json()) as SignedView) : null;
  } catch {
    return null;
  }
}

/** Starts collecting; returns `flush` (send what this page view has not said yet). */
export function startPageSignals(inputs: PageSignalsInputs): { flush: () => void } {
  const { release } = inputs;
  const send = inputs.send ?? ((url, body) => navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' })));
  const target = inputs.target ?? window;
  const doc = inputs.doc ?? document;
  const entries = new Map<string, Entry>();
  const entryOf = ({ area, version }: AreaVersion): Entry | null => {
    const key = `${area}@${version}`;
    let found = entries.get(key);
    if (found === undefined) {
      if (entries.size >= MAX_VERSIONS) return null;
      found = { area, version, error: false, navFailure: false, vitals: {}, sent: false };
      entries.set(key, found);
    }
    return found.sent ? null : found;
  };
  const versionOf = (area: Area | null): AreaVersion | null => {
    const entry = area === null ? undefined : release.remotes[area];
    return area === null || entry === undefined ? null : { area, version: entry.version };
  };
  const countError = (stack: string | undefined, filename?: string) => {
    const owner = areaOfError(stack, filename, release);
    const entry = owner && entryOf(owner);
    if (entry) entry.error = true;
  };

  let signed: SignedView | null = null;
  const pinned = Object.entries(release.remotes).map(([area, entry]) => `${area}@${entry.version}`);
  void (inputs.askView ?? fetchView)(`${inputs.viewEndpoint}?versions=${encodeURIComponent(pinned.join(','))}`).then((answer) => {
    signed = answer;
  });

  for (const { stack, filename } of inputs.earlier ?? []) countError(stack, filename);
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
    // A navigation into an area makes this page view one of that version's; a failed one says so.
    const entry = ((owner) => owner && entryOf(owner))(versionOf(inputs.areaAt(state.location.pathname)));
    if (entry && state.errors !== null && state.errors !== undefined) entry.navFailure = true;
  });

  const pageOwner = versionOf(inputs.pageArea);
  if (pageOwner !== null) entryOf(pageOwner);
  // Every change: the beacon goes once, at the first hide or pagehide, and web-vitals would report LCP only on a hide it sees
  // after ours (pagehide comes first when a visitor leaves); the latest value of each vital is then at hand.
  const observe =
    inputs.observeVitals ?? ((report) => [onLCP, onINP, onCLS, onTTFB].forEach((on) => on(report, { reportAllChanges: true })));
  if (pageOwner !== null) {
    observe((metric) => {
      const entry = entryOf(pageOwner);
      if (entry === null || !Number.isFinite(metric.value)) return;
      entry.vitals[metric.name.toLowerCase() as Vital] = Math.round(metric.value * 1000) / 1000;
    });
  }

  const flush = () => {
    const view = signed;
    if (view === null) return;
    const unsent = [...entries.values()].filter((entry) => !entry.sent && view.versions.includes(`${entry.area}@${entry.version}`));
    if (unsent.length === 0) return;
    for (const entry of unsent) entry.sent = true;
    const versions = unsent.map(({ area, version, error, navFailure, vitals }) => ({ area, version, error, navFailure, vitals }));
    send(inputs.endpoint, JSON.stringify({ view: view.view, versions }));
  };
  // The last moment a page is sure to run: when it is hidden (tab switch, close, navigation away).
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  target.addEventListener('pagehide', flush);
  setTimeout(flush, inputs.maxOpenMs ?? 300_000);
  return { flush };
}
