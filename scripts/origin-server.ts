/**
 * A remote's origin, as a CDN would serve it: the immutable versioned artifacts under
 * `/<version>/...` (browser and server builds, `mf-manifest.json`, message bundles). Server
 * bundles (`/<version>/server/`) go only to hosts that send `ORIGIN_SERVER_TOKEN`
 * (tooling/server-bundle-guard.ts); anyone else gets 404.
 * Usage: node scripts/origin-server.ts <area>
 */
import { join, relative, sep } from 'node:path';
import express from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { REMOTES, ROOT, remotePort, type RemoteArea } from './lib/apps.ts';
import { scriptArgs } from './lib/args.ts';
import { mayServe } from '../tooling/server-bundle-guard.ts';

const USAGE = `node scripts/origin-server.ts <${REMOTES.map((remote) => remote.area).join('|')}>`;
const [area] = scriptArgs(USAGE, { allowPositionals: true }).positionals as (RemoteArea | undefined)[];
if (!area || !REMOTES.some((remote) => remote.area === area)) {
  console.error(`usage: ${USAGE}`);
  process.exit(2);
}
const port = remotePort(area);
const root = process.env.MERIDIAN_ORIGIN_ROOT ?? join(ROOT, `remote-${area}`, 'dist');
// npm run dev rebuilds version folders in place: browsers must ask again every time.
const noCache = process.env.MERIDIAN_ORIGIN_NO_CACHE === 'true';
if (noCache && process.env.NODE_ENV === 'production') {
  console.error('[origin] MERIDIAN_ORIGIN_NO_CACHE is for npm run dev only, refused with NODE_ENV=production');
  process.exit(2);
}
const IMMUTABLE = 'public, max-age=31536000, immutable';
const VERSION_FOLDER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
/** True for a file inside `<root>/<semver>/`. */
const inVersionFolder = (file: string): boolean => {
  const [first, ...rest] = relative(root, file).split(sep);
  return rest.length > 0 && VERSION_FOLDER.test(first ?? '');
};
const serverToken = process.env.ORIGIN_SERVER_TOKEN || undefined;
if (serverToken === undefined)
  console.warn(`[origin:${area}] no ORIGIN_SERVER_TOKEN: server bundles are refused to everyone, hosts included`);
const app = express();
app.disable('x-powered-by');
app.use((req, res, next) => {
  if (mayServe(req.path, req.headers.authorization, serverToken)) next();
  else res.status(404).type('text/plain').send('Not found');
});
app.use(compression());
app.use((_req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  next();
});
app.get('/healthz', (_req, res) => {
  res.json({ ok: true, area });
});
// Files come precompressed from the build (.br, .gz), as a CDN serves them.
app.use(
  expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders(res, path) {
        // A version folder never changes once published (the registry refuses other bytes under a
        // version), its JSON included: manifests and message bundles are cached like its scripts.
        // Anything outside a version folder is re-read after a minute.
        if (noCache) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', inVersionFolder(path) ? IMMUTABLE : 'public, max-age=60');
      },
    },
  }),
);
app.use((_req, res) => {
  res.status(404).type('text/plain').send('Not found');
});
const server = app.listen(port, '127.0.0.1', () => {
  console.log(`[origin:${area}] serving ${root} on http://localhost:${port}`);
});
// Idle connections outlive any client's (as the host's do), so no client reuses one this origin has just closed.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
