/**
 * Static routes: the artifacts of published versions (`GET /artifacts/<area>/<version>/<path>`,
 * immutable, CORS `*` and Cross-Origin-Resource-Policy `cross-origin`, so origins and CDNs can
 * mirror them) and the prebuilt console at `/` with its files under `/console/`. A version's
 * server bundles (`server/...`) hold server-side code: they are answered only to a caller with a
 * registry token, anyone else gets the 404 of a missing file (decision 020).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RegistryDeps } from '../services/deps.ts';
import { invalidArtifactPath } from '../store/artifact-store.ts';
import { contentTypeOf } from '../store/content-types.ts';
import { areaParam, authenticate, sendError, stringParam } from './http-util.ts';
import { ARTIFACT_HELMET } from './security-headers.ts';

const CONSOLE_MISSING = `<!doctype html><meta charset="utf-8"><title>Registry console</title>
<p>The console is not built. Run <code>npm run build -w registry</code>, then reload.</p>`;

/** Registers `/artifacts/...`, `/` and `/console/...`. */
export function registerStaticRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  app.get('/artifacts/:area/:version/*', { helmet: ARTIFACT_HELMET }, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const area = areaParam(request.params, 'area');
    if (!area.ok) return sendError(reply, area.error);
    const version = stringParam(request.params, 'version');
    const path = stringParam(request.params, '*');
    const notFound = { status: 404, code: 'artifact_not_found', message: `${area.value}@${version} has no file ${path}` };
    if (invalidArtifactPath(path) !== null) return sendError(reply, notFound);
    if (path.startsWith('server/') && !authenticate(request, deps.tokens()).ok) return sendError(reply, notFound);
    const record = await deps.db.getFile(area.value, version, path);
    if (record === null) return sendError(reply, notFound);
    const etag = `"${record.sha256}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag).type(contentTypeOf(path));
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const data = await deps.store.read(area.value, version, path);
    if (data === null)
      return sendError(reply, { ...notFound, message: `${area.value}@${version}/${path} is recorded but missing from the store` });
    return reply.send(Buffer.from(data));
  });

  app.get('/', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      return await readFile(join(deps.config.consoleDir, 'index.html'));
    } catch {
      return CONSOLE_MISSING;
    }
  });

  app.get('/console/*', async (request, reply) => {
    const path = stringParam(request.params, '*');
    if (invalidArtifactPath(path) !== null) return sendError(reply, { status: 404, code: 'not_found', message: 'no such console file' });
    try {
      const data = await readFile(join(deps.config.consoleDir, path));
      return reply.type(contentTypeOf(path)).header('cache-control', 'public, max-age=31536000, immutable').send(data);
    } catch {
      return sendError(reply, { status: 404, code: 'not_found', message: `no console file ${path}` });
    }
  });
}
