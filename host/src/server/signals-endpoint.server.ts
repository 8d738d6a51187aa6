/**
 * `POST /__signals` (issue 19, decision 032): the pages' beacons of what visitors met, attributed
 * to an area version: browser errors, failed client navigations and Web Vitals. No cookies are
 * read and nothing personal is kept: the body is counted into the health reporter's per-version
 * sums and dropped. Rate limited per client address (express-rate-limit, `SIGNALS_RATE_LIMIT` a
 * minute), at most 8 KB, validated with zod; only versions the release state names (active,
 * canary, fallback or previous) are counted, so a made-up version cannot fill the registry.
 * Answers 204, or 400 / 413 / 429 naming the problem; never a 500 for bad input.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { AREAS, type Area } from '@meridian/shared/areas';
import type { ReleaseState } from '@meridian/shared/release';
import { VITALS } from '@meridian/shared/vitals-histogram';
import type { HealthReporter } from './health-reporter.server.ts';

/** Path of the endpoint; the browser's collector posts here. */
export const SIGNALS_PATH = '/__signals';

/** Largest beacon body, in bytes. */
export const SIGNALS_BODY_LIMIT = 8 * 1024;

const measure = z.number().finite().min(0).max(600_000);

/** One beacon: per area version, counts and raw Web Vitals values (ms; CLS unitless). */
export const beaconSchema = z.object({
  versions: z
    .array(
      z.object({
        area: z.enum(AREAS),
        version: z
          .string()
          .regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/)
          .max(64),
        errors: z.number().int().min(0).max(100).default(0),
        navFailures: z.number().int().min(0).max(100).default(0),
        vitals: z.object(Object.fromEntries(VITALS.map((vital) => [vital, z.array(measure).max(20).optional()]))).default({}),
      }),
    )
    .min(1)
    .max(10),
});

/** The versions of `area` the release state knows: signals for any other are dropped. */
function knownVersion(state: ReleaseState, area: Area, version: string): boolean {
  const entry = state.remotes[area];
  if (entry === undefined) return false;
  return entry.version === version || entry.canary?.version === version || entry.fallback === version || entry.previous.includes(version);
}

/** What the endpoint needs. */
export interface SignalsEndpointDeps {
  health: HealthReporter;
  release: () => ReleaseState;
  /** Beacons per client address per minute. */
  perMinute: number;
}

/** Registers `POST /__signals` on `app` (before the pages' catch-all). */
export function registerSignalsEndpoint(app: Express, deps: SignalsEndpointDeps): void {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: deps.perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => void res.status(429).type('text/plain').send('Too many signals from this address; try again in a minute.'),
  });
  // sendBeacon sends a Blob's type; text/plain needs no CORS preflight, so both are read.
  const body = express.text({ type: ['application/json', 'text/plain'], limit: SIGNALS_BODY_LIMIT });
  app.post(SIGNALS_PATH, limiter, body, (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    let parsed: unknown;
    try {
      parsed = typeof req.body === 'string' ? JSON.parse(req.body) : undefined;
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null) {
      res.status(400).type('text/plain').send('Invalid signals: body: expected a JSON object');
      return;
    }
    const beacon = beaconSchema.safeParse(parsed);
    if (!beacon.success) {
      const issue = beacon.error.issues[0];
      res
        .status(400)
        .type('text/plain')
        .send(`Invalid signals: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
      return;
    }
    const state = deps.release();
    for (const item of beacon.data.versions) {
      if (!knownVersion(state, item.area, item.version)) continue;
      deps.health.browserSignals(item.area, item.version, { errors: item.errors, navFailures: item.navFailures, vitals: item.vitals });
    }
    res.status(204).end();
  });
  // A body over the limit or of another type: a 4xx in words, never the error page.
  app.use(SIGNALS_PATH, (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 0;
    if (status >= 400 && status < 500)
      res
        .status(status)
        .type('text/plain')
        .send(status === 413 ? 'Signals body too large.' : 'Invalid signals.');
    else next(error);
  });
}
