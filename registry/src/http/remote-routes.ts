/**
 * Remote version routes: list versions with health figures, publish a version, report health,
 * and sign preview links.
 */
import { Buffer } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import type { areaVersionsSchema, VERSION_STATUSES, WireOut } from '@meridian/shared/registry-contract';
import type { RegistryDeps } from '../services/deps.ts';
import { healthFigures, recordHealth } from '../services/health.ts';
import { createPreview } from '../services/preview.ts';
import { publishVersion } from '../services/publish.ts';
import { areaParam, claimOf, requireToken, sendError, stringParam, tokenNameOf } from './http-util.ts';
import { compareVersion } from '../services/version-compare.ts';
import { healthBodySchema, previewBodySchema, publishBodySchema, validate, versionSchema } from './schemas.ts';

type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Largest publish body, in bytes (base64 inflates files by a third). */
export const PUBLISH_BODY_LIMIT = 50 * 1024 * 1024;

/** Registers `/api/remotes/{name}/versions`, `/api/health` and `/api/previews`. */
export function registerRemoteRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  const writeGuard = requireToken(deps.tokens, 'releaser');

  app.get('/api/remotes/:name/versions', async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    const release = await deps.db.getRelease(area.value);
    const statusOf = (version: string): VersionStatus => {
      if (release?.version === version) return 'active';
      if (release?.canary?.version === version) return 'canary';
      return release?.previous.includes(version) ? 'previous' : 'available';
    };
    const view: WireOut<typeof areaVersionsSchema> = {
      remote: area.value,
      active: release?.version ?? null,
      origin: release?.origin ?? deps.config.defaultOrigins[area.value],
      canary: release?.canary
        ? { version: release.canary.version, percent: release.canary.percent, startedAt: new Date(release.canary.startedMs).toISOString() }
        : null,
      previous: release?.previous ?? [],
      canaryPolicy: deps.config.canary,
      versions: await Promise.all(
        (await deps.db.listVersions(area.value)).map(async (record) => ({
          version: record.version,
          status: statusOf(record.version),
          publishedAt: record.publishedAt,
          publishedBy: record.publishedBy,
          files: record.fileCount,
          bytes: record.totalBytes,
          health: await healthFigures(deps, area.value, record.version),
        })),
      ),
    };
    return view;
  });

  app.get('/api/remotes/:name/versions/:version/compare', async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    const version = validate(versionSchema, stringParam(request.params, 'version'), 'invalid_path');
    if (!version.ok) return sendError(reply, version.error);
    const result = await compareVersion(deps, area.value, version.value);
    if (!result.ok) return sendError(reply, result.error);
    return result.value;
  });

  app.post('/api/remotes/:name/versions', { bodyLimit: PUBLISH_BODY_LIMIT, preHandler: writeGuard }, async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    const body = validate(publishBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const result = await publishVersion(deps, {
      area: area.value,
      version: body.value.version,
      files: body.value.files.map((file) => ({ path: file.path, sha256: file.sha256, data: Buffer.from(file.contentBase64, 'base64') })),
      actor: tokenNameOf(request),
      ...claimOf(request, body.value.actor),
      reason: body.value.reason ?? 'publish',
      ...(body.value.provenance === undefined ? {} : { provenance: body.value.provenance }),
    });
    if (!result.ok) return sendError(reply, result.error);
    return reply.code(result.value.created ? 201 : 200).send(result.value);
  });

  app.post('/api/health', { preHandler: requireToken(deps.tokens, 'health') }, async (request, reply) => {
    const body = validate(healthBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    return { recorded: true, ...(await recordHealth(deps, body.value)) };
  });

  app.post('/api/previews', { preHandler: writeGuard }, async (request, reply) => {
    const body = validate(previewBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { remote, version, ttlSeconds, actor, reason } = body.value;
    const result = await createPreview(deps, remote, version, ttlSeconds, {
      actor: tokenNameOf(request),
      ...claimOf(request, actor),
      ...(reason === undefined ? {} : { reason }),
    });
    if (!result.ok) return sendError(reply, result.error);
    return reply.code(201).send(result.value);
  });
}
