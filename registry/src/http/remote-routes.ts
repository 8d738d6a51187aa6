/**
 * Remote version routes: list versions with health figures, publish a version, report health,
 * and sign preview links.
 */
import { Buffer } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import type { areaVersionsSchema, VERSION_STATUSES, WireOut } from '@meridian/shared/registry-contract';
import type { RegistryDeps } from '../services/deps.ts';
import { healthFigures, recordHealth } from '../services/health.ts';
import { refuseIfLocked } from '../services/locks.ts';
import { createPreview } from '../services/preview.ts';
import { publishVersion } from '../services/publish.ts';
import { areaParam, claimOf, requireRead, requireToken, sendError, stringParam, tokenNameOf } from './http-util.ts';
import { compareVersion } from '../services/version-compare.ts';
import { readVersionMarks } from '../services/version-marks.ts';
import { healthBodySchema, previewBodySchema, publishBodySchema, validate, versionSchema } from './schemas.ts';

type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Largest publish body, in bytes (base64 inflates files by a third). */
export const PUBLISH_BODY_LIMIT = 50 * 1024 * 1024;

/** Registers `/api/remotes/{name}/versions`, `/api/health` and `/api/previews`. */
export function registerRemoteRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  const writeGuard = requireToken(deps.tokens, 'releaser');

  const read = requireRead(deps.tokens, deps.config.publicReads);

  app.get('/api/remotes/:name/versions', { preHandler: read }, async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    const release = await deps.db.getRelease(area.value);
    const marks = await readVersionMarks(deps.db, area.value);
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
          pulled: marks.pulled(record.version),
        })),
      ),
    };
    return view;
  });

  app.get('/api/remotes/:name/versions/:version/compare', { preHandler: read }, async (request, reply) => {
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
      ...(body.value.budget === undefined ? {} : { budget: body.value.budget }),
    });
    if (!result.ok) return sendError(reply, result.error);
    return reply.code(result.value.created ? 201 : 200).send(result.value);
  });

  // Each host reports under its own token's name (decision 048); an implausible report is refused naming the rule.
  app.post('/api/health', { preHandler: requireToken(deps.tokens, 'health') }, async (request, reply) => {
    const body = validate(healthBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const recorded = await recordHealth(deps, tokenNameOf(request), body.value);
    if (!recorded.ok) return sendError(reply, recorded.error);
    return { recorded: true, ...recorded.value };
  });

  app.post('/api/previews', { preHandler: writeGuard }, async (request, reply) => {
    const body = validate(previewBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { remote, version, ttlSeconds, actor, reason } = body.value;
    const unlocked = await refuseIfLocked(deps, 'preview');
    if (!unlocked.ok) return sendError(reply, unlocked.error);
    const result = await createPreview(deps, remote, version, ttlSeconds, {
      actor: tokenNameOf(request),
      ...claimOf(request, actor),
      ...(reason === undefined ? {} : { reason }),
    });
    if (!result.ok) return sendError(reply, result.error);
    return reply.code(201).send(result.value);
  });
}
