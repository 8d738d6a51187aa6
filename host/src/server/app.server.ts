/**
 * The host's HTTP application: normalisation redirects, security headers, compression, the
 * browser build's assets and server-rendered pages.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { normalisationRedirect } from '@meridian/shared/routing';
import type { RenderDeps } from './request/render-deps.server.ts';
import { renderPage } from './request/render.server.tsx';
import { securityHeaders } from './security.server.ts';
import { registerSignalsEndpoint } from './endpoints/signals-endpoint.server.ts';
import { registerVisitorSystemEndpoint } from './endpoints/visitor-system.server.ts';
import { verifyPreviewToken } from '@meridian/shared/preview-token.server';
import { isRouteLocale, ROUTE_LOCALES } from '@meridian/shared/locales';
import type { Area } from '@meridian/shared/areas';
import { localeSitemap, robotsTxt, sitemapIndex, sitemapPaths } from './endpoints/sitemap.server.ts';

/** Rule route.double-slash: double slashes (and the off-site tricks that look like them) are collapsed by a permanent redirect. */
function normalise(req: Request, res: Response, next: NextFunction) {
  const target = normalisationRedirect(req.url);
  if (target === null) {
    next();
    return;
  }
  res.redirect(301, target);
}

/** Largest form body a page accepts. */
const FORM_BODY_LIMIT = '64kb';

/**
 * Cross-site request forgery guard for form posts: a browser names the page a form came from in
 * `Origin` (and `Sec-Fetch-Site`); a post from another site is refused. Requests that carry
 * neither come from no browser, which a forged form needs.
 */
export function isSameOriginPost(req: Request, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && origin !== 'null')
    return origin === new URL(publicOrigin).origin || origin === `${req.protocol}://${req.headers.host ?? ''}`;
  if (origin === 'null') return false;
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * Builds the Express application over the render dependencies; `requestLog` writes one line per
 * request; `devHook` (only under `npm run dev`, dev-hook.server.ts) is mounted before compression.
 */
export function createApp(deps: RenderDeps, clientDir: string, requestLog?: RequestHandler, devHook?: RequestHandler) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', deps.env.TRUST_PROXY);
  // Decision 056: every request timed by route pattern; a page names its trace in Server-Timing.
  app.use(deps.telemetry.middleware);
  if (requestLog) app.use(requestLog);
  app.use(normalise);
  app.use(
    securityHeaders({
      remoteOrigins: deps.env.REMOTE_ORIGIN_ALLOWLIST,
      apiOrigin: new URL(deps.env.API_BASE).origin,
      hstsMaxAge: deps.env.HSTS_MAX_AGE,
    }),
  );
  if (devHook) app.use(devHook);
  // Pages are compressed as they stream; assets come precompressed (compression skips a response that has an encoding).
  app.use(compression());
  app.get('/healthz', (_req, res) => {
    // appliedAt: when this replica began serving that revision (ms since the epoch), for the switch figures of the cluster suite.
    res.json({ ok: true, release: deps.releases.current().revision, appliedAt: deps.releases.appliedAt?.() });
  });
  // Latest-build info (rule shell.build-poll): the release revision in force, polled by pages to notice a newer release.
  app.get('/build/latest.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ id: deps.releases.current().revision });
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(robotsTxt(deps.env.PUBLIC_ORIGIN));
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.type('application/xml').send(sitemapIndex(deps.env.PUBLIC_ORIGIN));
  });
  app.get('/sitemaps/:file', (req, res, next) => {
    const locale = req.params.file.replace(/\.xml$/, '');
    if (!isRouteLocale(locale) || !req.params.file.endsWith('.xml')) {
      next();
      return;
    }
    const release = deps.releases.current();
    const load = (area: Area) => {
      const entry = release.remotes[area];
      return entry === undefined
        ? Promise.reject(new Error(`area ${area} has no release (never activated)`))
        : deps.remotes.load(area, entry);
    };
    Promise.all(ROUTE_LOCALES.map(async (code) => [code, await sitemapPaths(code, load, deps.log)] as const))
      .then((lists) => {
        const byPath = new Map<string, Set<string>>();
        for (const [code, paths] of lists) for (const path of paths) byPath.set(path, (byPath.get(path) ?? new Set()).add(code));
        const own = lists.find(([code]) => code === locale)?.[1] ?? [];
        res.type('application/xml').send(localeSitemap(deps.env.PUBLIC_ORIGIN, locale, own, (path) => byPath.get(path) ?? new Set()));
      })
      .catch(next);
  });
  app.get(['/favicon.svg', '/favicon.ico'], (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').sendFile('favicon.svg', { root: clientDir });
  });
  // Decisions 032 and 047: signed page views and their beacons (errors, failed navigations, Web Vitals per area version).
  registerSignalsEndpoint(app, {
    health: deps.health,
    release: () => deps.releases.current(),
    perMinute: deps.env.SIGNALS_RATE_LIMIT,
    publicOrigin: deps.env.PUBLIC_ORIGIN,
    secret: deps.env.SIGNALS_SECRET,
  });
  // The visitor's system (rule analytics.visitor), decided here so the page carries no User-Agent parser (decision 045).
  registerVisitorSystemEndpoint(app);
  // Preview links (decision 005): a signed, expiring token pins one remote version for this browser only.
  app.get('/__preview', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const secret = deps.env.PREVIEW_SECRET;
    const claims = secret === undefined ? null : verifyPreviewToken(token, secret);
    res.setHeader('Cache-Control', 'no-store');
    if (!claims) {
      res
        .status(400)
        .type('text/plain')
        .send(secret === undefined ? 'Preview links are not enabled on this server.' : 'This preview link is invalid or has expired.');
      return;
    }
    res.append('Set-Cookie', deps.cookies.preview(token, Math.max(1, claims.exp - Math.floor(Date.now() / 1000))));
    res.redirect(302, '/');
  });
  app.get('/__preview/exit', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.append('Set-Cookie', deps.cookies.preview(null));
    res.redirect(302, '/');
  });
  // Versioned assets, precompressed at build time (.br, .gz) and immutable (decision 012).
  app.use(
    '/assets',
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: false },
    }),
  );
  // Pages answer GET and HEAD, and form posts from the site's own pages (route actions, decision 013).
  const formBody = express.raw({ type: ['application/x-www-form-urlencoded', 'multipart/form-data'], limit: FORM_BODY_LIMIT });
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      renderPage(req, res, deps).catch(next);
      return;
    }
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    if (!isSameOriginPost(req, deps.env.PUBLIC_ORIGIN)) {
      res.status(403).type('text/plain').send('Forms of this site can only be sent from its own pages.');
      return;
    }
    formBody(req, res, (error?: unknown) => {
      if (error) next(error);
      else renderPage(req, res, deps).catch(next);
    });
  });
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
    if (status >= 500) deps.log(`request ${req.method} ${req.url} failed`, error);
    if (res.headersSent) {
      res.end();
      return;
    }
    res
      .status(status < 400 ? 500 : status)
      .type('text/html')
      .send(
        status === 404
          ? '<!doctype html><title>Not found</title><p>Not found.</p>'
          : '<!doctype html><title>Error</title><p>Please reload the page.</p>',
      );
  });
  return app;
}
