/**
 * What the request path tells the host's metrics and traces (decision 056), in one object of the
 * render dependencies: a middleware that times every request by route pattern and gives the
 * page its `traceparent` (Server-Timing), the remote loader and health reporter seen through
 * them, and the page's route, render outcome and page cache answer. {@link NO_TELEMETRY}, for
 * `METRICS_PORT=off` and the tests, records nothing.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Area } from '@meridian/shared/areas';
import { activeTraceparent, annotateActiveSpan, inRootServerSpan, inSpan, tracingOn } from '@meridian/shared/spans.server';
import type { RemoteLoader } from '../../federation/server-loader.server.ts';
import type { HealthReporter } from '../process/health-reporter.server.ts';
import { SIGNALS_PATH } from '../../signals/signals-path.ts';
import type { HostMetrics, KeptHtmlResult, RenderOutcome } from './host-metrics.server.ts';

/** The host's telemetry as the steps of a request use it. */
export interface HostTelemetry {
  /** First middleware of the app: times the request, and starts its span (its trace named in `Server-Timing`). */
  readonly middleware: RequestHandler;
  /** `loader` with a span per load (area, version) and the outcome counted. */
  remoteLoader(loader: RemoteLoader): RemoteLoader;
  /** `reporter` whose remote load outcomes are counted too. */
  health(reporter: HealthReporter): HealthReporter;
  /** The matched page's route pattern (`/blog/:slug`) and area, once known. */
  page(res: Response, route: string, area: Area | null): void;
  render(area: Area | null, version: string, outcome: RenderOutcome): void;
  pageCache(hit: boolean): void;
  keptHtml(result: KeptHtmlResult, count: number): void;
}

/** The named steps of a page request (render.server.tsx, decision 031), each a span of the request's trace. */
export type StepName = 'decide' | 'pin' | 'cache' | 'load' | 'render' | 'respond';

/** Runs `work` as the step `name`: a child span of the request when tracing, else just `work()`. */
export function step<T>(name: StepName, work: () => T): T {
  return inSpan(name, { 'meridian.step': name }, work);
}

/** Requests with no span of their own: health checks, static files, the release file. */
const QUIET_PATHS = /^\/(healthz|readyz|assets\/|favicon|build\/latest\.json)/;

/**
 * A request's span when tracing (decision 056): the root of a trace of its own (a visitor's
 * `traceparent` is never continued), named `GET` until the page names its route, ended when the
 * answer has gone; the page carries its `traceparent` in `Server-Timing`, a header, not the page:
 * a kept page is sent to many visitors, each with a trace of its own. Without tracing, just `next()`.
 */
function requestSpan(req: Request, res: Response, next: NextFunction): void {
  if (!tracingOn() || QUIET_PATHS.test(req.path)) {
    next();
    return;
  }
  inRootServerSpan(req.method, { 'http.request.method': req.method, 'url.path': req.path }, (finish) => {
    const traceparent = activeTraceparent();
    if (traceparent !== null) res.setHeader('Server-Timing', `traceparent;desc="${traceparent}"`);
    res.once('close', () => finish(res.writableFinished ? res.statusCode : null));
    next();
  });
}

/** Telemetry that records nothing but the traces (when an exporter is named). */
export const NO_TELEMETRY: HostTelemetry = {
  middleware: requestSpan,
  remoteLoader: (loader) => loader,
  health: (reporter) => reporter,
  page: () => {},
  render: () => {},
  pageCache: () => {},
  keptHtml: () => {},
};

const SIGNAL_OUTCOMES: Readonly<Record<number, string>> = {
  204: 'accepted',
  400: 'invalid',
  // Decision 047: another site's beacon or one without a signed page view (403), a page view's second (409).
  403: 'refused',
  409: 'replayed',
  413: 'too_large',
  415: 'invalid',
  429: 'rate_limited',
};

interface Routed {
  route?: string;
  area?: string;
}
const routed = new WeakMap<Response, Routed>();

/** The route label of a request no page route matched: Express's own route, the assets, or `other`. */
function routeOf(req: Request, res: Response): { route: string; area: string } {
  const page = routed.get(res);
  if (page?.route !== undefined) return { route: page.route, area: page.area ?? 'host' };
  const own = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof own === 'string') return { route: own, area: 'host' };
  return { route: req.originalUrl.startsWith('/assets/') ? '/assets/*' : 'other', area: 'host' };
}

/** The telemetry over `metrics` (and over the traces, when an exporter is named). */
export function createHostTelemetry(metrics: HostMetrics): HostTelemetry {
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('close', () => {
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      metrics.request({ ...routeOf(req, res), status }, (performance.now() - started) / 1000);
      if (req.method === 'POST' && req.path === SIGNALS_PATH) metrics.signals(SIGNAL_OUTCOMES[res.statusCode] ?? 'error');
    });
    requestSpan(req, res, next);
  };
  return {
    middleware,
    remoteLoader: (loader) => ({
      load: (area, entry) =>
        inSpan('remote load', { 'meridian.area': area, 'meridian.version': entry.version, 'meridian.origin': entry.origin }, () =>
          loader.load(area, entry),
        ),
      forget: (area) => loader.forget(area),
    }),
    health: (reporter) => ({
      ...reporter,
      record(area, version, ok) {
        metrics.remoteLoad(area, version, ok);
        reporter.record(area, version, ok);
      },
    }),
    page(res, route, area) {
      routed.set(res, { route, area: area ?? 'host' });
      if (tracingOn()) annotateActiveSpan({ 'http.route': route, 'meridian.area': area ?? 'host' }, `${res.req.method} ${route}`);
    },
    render: (area, version, outcome) => metrics.render(area, version, outcome),
    pageCache: (hit) => metrics.pageCache(hit),
    keptHtml: (result, count) => metrics.keptHtml(result, count),
  };
}

/**
 * The route label of a page: its matched routes' patterns joined (`/blog/:slug`, `/*` for a
 * page no area knows), or `unavailable` for an area's 503 page; never the visited path.
 */
export function routePattern(matches: readonly { readonly route: { readonly path?: string } }[], unavailable: boolean): string {
  if (unavailable) return 'unavailable';
  const path = matches
    .map((match) => match.route.path ?? '')
    .filter((part) => part !== '' && part !== '/')
    .join('/');
  return `/${path}`.replace(/\/{2,}/g, '/');
}
