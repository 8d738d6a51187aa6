/**
 * The pages' evidence of what visitors met (decisions 032 and 047), from this site's own pages only:
 *
 * - `GET /__signals/view?versions=tools@1.0.5,...` (no-store, asked after hydration): a signed page
 *   view (`page-view-token.server.ts`) naming the versions the page says it was rendered with that
 *   the release state knows; rate limited per address.
 * - `POST /__signals`: one page view's beacon, `{ view, versions: [{ area, version, error,
 *   navFailure, vitals }] }`, taken only with a same-origin `Origin` (and `Sec-Fetch-Site` when
 *   sent) and a valid token naming each version; each page view speaks once per version (a
 *   replay on this replica is refused here, on another one by the registry, which counts each id once).
 *
 * No cookie is read and nothing personal is kept: the token carries a keyed hash of the address,
 * never the address. Answers 204 or 200, or a 4xx in words (400, 403, 409, 413, 429); never a 500.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { AREAS, type Area } from '@meridian/shared/areas';
import type { ReleaseState } from '@meridian/shared/release';
import { SIGNALS_PATH } from '../../signals/signals-path.ts';
import { releaseNames, type HealthReporter } from '../process/health-reporter.server.ts';
import { newPageViewId, PAGE_VIEW_TTL_S, signPageView, sourceKey, verifyPageView } from './page-view-token.server.ts';
import { isSameSiteBeacon, SeenViews } from './signals-guards.server.ts';

/** Path of the beacon; the browser's collector posts here. */
export { SIGNALS_PATH };

/** Path where a page asks for its signed page view. */
export const PAGE_VIEW_PATH = '/__signals/view';

/** Largest beacon body, in bytes. */
export const SIGNALS_BODY_LIMIT = 8 * 1024;

const measure = z.number().finite().min(0).max(600_000);
const version = z
  .string()
  .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/)
  .max(64);

/** One page view's beacon: its token and, per area version, whether it met an error or a failed navigation, and its final Web Vitals. */
export const beaconSchema = z.object({
  view: z.string().min(1).max(2048),
  versions: z
    .array(
      z.object({
        area: z.enum(AREAS),
        version,
        error: z.boolean().default(false),
        navFailure: z.boolean().default(false),
        vitals: z.object({ lcp: measure, inp: measure, cls: measure, ttfb: measure }).partial().default({}),
      }),
    )
    .min(1)
    .max(10),
});

/** What the endpoints need. */
export interface SignalsEndpointDeps {
  health: HealthReporter;
  release: () => ReleaseState;
  /** Page views and beacons per client address per minute, each. */
  perMinute: number;
  /** The site's public origin (PUBLIC_ORIGIN): beacons from any other are refused. */
  publicOrigin: string;
  /** HMAC secret of page views, the same on every replica (SIGNALS_SECRET). */
  secret: string;
  now?: () => number;
}

const words = (res: Response, status: number, text: string) => void res.status(status).type('text/plain').send(text);

function limiter(perMinute: number, what: string) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => words(res, 429, `Too many ${what} from this address; try again in a minute.`),
  });
}

/** Registers `GET /__signals/view` and `POST /__signals` on `app` (before the pages' catch-all). */
export function registerSignalsEndpoint(app: Express, deps: SignalsEndpointDeps): void {
  const now = deps.now ?? Date.now;
  const seen = new SeenViews(50_000);
  app.get(PAGE_VIEW_PATH, limiter(deps.perMinute, 'page views'), (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!isSameSiteBeacon(req, deps.publicOrigin, false))
      return words(res, 403, 'Page views are handed out to this site’s own pages only.');
    const asked = typeof req.query.versions === 'string' ? req.query.versions.split(',').slice(0, 10) : [];
    const state = deps.release();
    const versions = asked.flatMap((item) => {
      const [area = '', named = ''] = item.split('@');
      return (AREAS as readonly string[]).includes(area) && releaseNames(state, area as Area, named)
        ? [{ area: area as Area, version: named }]
        : [];
    });
    if (versions.length === 0)
      return words(res, 400, 'Invalid page view: name the area versions the page was rendered with (versions=area@version,...).');
    const exp = Math.floor(now() / 1000) + PAGE_VIEW_TTL_S;
    const view = signPageView({ id: newPageViewId(), exp, source: sourceKey(req.ip ?? '', deps.secret, now()), versions }, deps.secret);
    res.json({ view, versions: versions.map((item) => `${item.area}@${item.version}`), expiresAt: new Date(exp * 1000).toISOString() });
  });
  // sendBeacon sends a Blob's type; text/plain needs no CORS preflight, so both are read.
  const body = express.text({ type: ['application/json', 'text/plain'], limit: SIGNALS_BODY_LIMIT });
  app.post(SIGNALS_PATH, limiter(deps.perMinute * 2, 'signals'), (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    // Before the body is read: a cross-site beacon costs nothing but this answer.
    if (!isSameSiteBeacon(req, deps.publicOrigin, true)) return words(res, 403, 'Signals are taken only from this site’s own pages.');
    next();
  });
  app.post(SIGNALS_PATH, body, (req: Request, res: Response) => {
    let parsed: unknown;
    try {
      parsed = typeof req.body === 'string' ? JSON.parse(req.body) : undefined;
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null) return words(res, 400, 'Invalid signals: body: expected a JSON object');
    const beacon = beaconSchema.safeParse(parsed);
    if (!beacon.success) {
      const issue = beacon.error.issues[0];
      return words(res, 400, `Invalid signals: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
    }
    const claims = verifyPageView(beacon.data.view, deps.secret, now());
    if (claims === null) return words(res, 403, 'Signals need a page view this site signed, unexpired: this one is not.');
    const named = new Set(claims.versions.map((item) => `${item.area}@${item.version}`));
    const unnamed = beacon.data.versions.find((item) => !named.has(`${item.area}@${item.version}`));
    if (unnamed !== undefined) return words(res, 403, `This page view was not rendered with ${unnamed.area}@${unnamed.version}.`);
    const fresh = beacon.data.versions.filter((item) => seen.add(`${claims.id}@${item.area}@${item.version}`));
    if (fresh.length === 0) return words(res, 409, 'This page view already reported these versions; a page view speaks once.');
    const state = deps.release();
    for (const item of fresh) {
      if (!releaseNames(state, item.area, item.version)) continue;
      deps.health.browserView(item.area, item.version, {
        id: claims.id,
        source: claims.source,
        error: item.error,
        navFailure: item.navFailure,
        vitals: item.vitals,
      });
    }
    res.status(204).end();
  });
  // A body over the limit or of another type: a 4xx in words, never the error page.
  app.use(SIGNALS_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 0;
    if (status >= 400 && status < 500) words(res, status, status === 413 ? 'Signals body too large.' : 'Invalid signals.');
    else next(error);
  });
}
