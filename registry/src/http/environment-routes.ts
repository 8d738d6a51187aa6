/**
 * Environment routes (decisions 059-061). In every environment (under `/env/<name>`, production also
 * at the root): `POST /api/lock` and `/api/unlock`, `POST /api/promote-env` (into this environment,
 * from the one the body names; If-Match of this environment) and `GET
 * /api/remotes/{name}/versions/{version}/budget`. Registry-wide: `GET /api/environments`, `GET
 * /api/environments/diff?from=&to=` and `POST /api/gc` (admin). Reads need a viewer's token (decision
 * 051). A path under `/env/` naming no configured environment answers 404 `unknown_environment`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AREAS } from '@meridian/shared/areas';
import { ENVIRONMENT_NAME_PATTERN } from '@meridian/shared/registry-contract';
import type { approvalRequestedSchema, WireOut } from '@meridian/shared/registry-contract';
import { apiError } from '../errors.ts';
import { type ApprovalExecutor, needsApproval, requestApproval } from '../services/approvals.ts';
import { budgetFigures } from '../services/budget.ts';
import type { RegistryDeps } from '../services/deps.ts';
import { diffEnvironments, listEnvironments } from '../services/environment-view.ts';
import { collectGarbage } from '../services/gc.ts';
import { lockEnvironment, unlockEnvironment } from '../services/locks.ts';
import { PROMOTE_ENV, promoteEnvironment } from '../services/promote-env.ts';
import { etagOf, parseRevisionHeader } from '../services/release-view.ts';
import {
  areaParam,
  callerOf,
  claimOf,
  mayGoOverBudget,
  requireRead,
  requireToken,
  sendError,
  stringParam,
  tokenNameOf,
} from './http-util.ts';
import { validate, versionSchema } from './schemas.ts';

const reason = z.string().trim().min(1, 'is required: say why').max(1000);
const environmentName = z.string().regex(ENVIRONMENT_NAME_PATTERN, 'must be an environment name such as staging');

const lockBody = z.object({ reason, until: z.iso.datetime({ offset: true }).optional() });
const unlockBody = z.object({ reason });
/** `POST /api/promote-env`: one area, or `all`; `fromRevision`, when given, must still be the source's revision. */
export const promoteBody = z
  .object({
    from: environmentName,
    remote: z.enum(AREAS).optional(),
    all: z.boolean().optional(),
    fromRevision: z.number().int().min(0).optional(),
    reason,
    actor: z.string().trim().min(1).max(100).optional(),
    overBudget: z.boolean().optional(),
  })
  .refine((body) => (body.remote === undefined) === (body.all === true), { message: 'give either remote or all: true', path: ['remote'] });
const diffQuery = z.object({ from: environmentName, to: environmentName });
const gcBody = z.object({
  keep: z.number().int().min(1).max(1000).default(10),
  minAgeSeconds: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400)
    .optional(),
  dryRun: z.boolean().default(false),
});

/** Applies an approved promotion as the requester, at the revisions it was asked at. */
export const promoteExecutor: ApprovalExecutor = async (deps, approval, details) => {
  const body = validate(promoteBody, approval.request);
  if (!body.ok) return body;
  const { from, remote, fromRevision, overBudget } = body.value;
  return promoteEnvironment(deps, {
    from,
    areas: remote === undefined ? 'all' : [remote],
    ifMatch: approval.revision,
    ...(fromRevision === undefined ? {} : { fromRevision }),
    actor: approval.requestedBy,
    reason: approval.reason,
    details,
    ...(overBudget === true ? { overBudget } : {}),
  });
};

/** Registers the routes of one environment's lock, promotions and budgets over `deps` (that environment's view). */
export function registerEnvironmentRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  const writeGuard = requireToken(deps.tokens, 'releaser');

  app.post('/api/lock', { preHandler: writeGuard }, async (request, reply) => {
    const body = validate(lockBody, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const until = body.value.until === undefined ? null : Date.parse(body.value.until);
    const result = await lockEnvironment(deps, tokenNameOf(request), body.value.reason, until);
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return result.value;
  });

  app.post('/api/unlock', { preHandler: writeGuard }, async (request, reply) => {
    const body = validate(unlockBody, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const caller = callerOf(request) ?? { name: tokenNameOf(request), role: 'releaser' };
    const result = await unlockEnvironment(deps, caller, body.value.reason);
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return result.value;
  });

  app.post('/api/promote-env', { preHandler: writeGuard }, async (request, reply) => {
    const body = validate(promoteBody, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { from, remote, fromRevision, reason: why, actor, overBudget } = body.value;
    const allowed = mayGoOverBudget(request, overBudget);
    if (!allowed.ok) return sendError(reply, allowed.error);
    const ifMatch = parseRevisionHeader(request.headers['if-match']);
    if (needsApproval(deps, PROMOTE_ENV) || needsApproval(deps, 'activate')) {
      // The target's two-person rule (decision 035): a promotion activates, so it waits for a second releaser.
      const source = deps.inEnvironment(from);
      if (source === null) return sendError(reply, apiError(404, 'unknown_environment', `no environment "${from}" is configured`).error);
      const seen = fromRevision ?? (await source.db.currentRevision());
      const asked = await requestApproval(deps, {
        request: { ...body.value, action: PROMOTE_ENV, fromRevision: seen, ...(remote === undefined ? {} : { remote }) },
        actor: tokenNameOf(request),
        reason: why,
        ifMatch,
      });
      if (!asked.ok) return sendError(reply, asked.error);
      const answer: WireOut<typeof approvalRequestedSchema> = { approval: asked.value };
      return reply.code(202).send(answer);
    }
    const result = await promoteEnvironment(deps, {
      from,
      areas: remote === undefined ? 'all' : [remote],
      ifMatch,
      ...(fromRevision === undefined ? {} : { fromRevision }),
      actor: tokenNameOf(request),
      ...claimOf(request, actor),
      reason: why,
      ...(overBudget === true ? { overBudget } : {}),
    });
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return result.value;
  });

  app.get(
    '/api/remotes/:name/versions/:version/budget',
    { preHandler: requireRead(deps.tokens, deps.config.publicReads) },
    async (request, reply) => {
      const area = areaParam(request.params);
      if (!area.ok) return sendError(reply, area.error);
      const version = validate(versionSchema, stringParam(request.params, 'version'), 'invalid_path');
      if (!version.ok) return sendError(reply, version.error);
      const figures = await budgetFigures(deps, area.value, version.value);
      if (figures === null)
        return sendError(reply, apiError(404, 'version_not_found', `${area.value}@${version.value} has not been published`).error);
      return figures;
    },
  );
}

/** Registers the routes over every environment: the list, two side by side, and retention (admin). */
export function registerRegistryWideRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  // Reads need a viewer's token at least (decision 051).
  const read = requireRead(deps.tokens, deps.config.publicReads);
  app.get('/api/environments', { preHandler: read }, async () => listEnvironments(deps));

  app.get('/api/environments/diff', { preHandler: read }, async (request, reply) => {
    const query = validate(diffQuery, request.query, 'invalid_query');
    if (!query.ok) return sendError(reply, query.error);
    const result = await diffEnvironments(deps, query.value.from, query.value.to);
    if (!result.ok) return sendError(reply, result.error);
    return result.value;
  });

  app.post('/api/gc', { preHandler: requireToken(deps.tokens, 'admin') }, async (request, reply) => {
    const body = validate(gcBody, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { keep, minAgeSeconds, dryRun } = body.value;
    const minAgeMs = minAgeSeconds === undefined ? deps.config.retention.minAgeMs : minAgeSeconds * 1000;
    // One run at a time, across every registry process (an advisory lock on PostgreSQL).
    return deps.db.withPublishLock('gc', () => collectGarbage(deps, { keep, minAgeMs, dryRun, actor: tokenNameOf(request) }));
  });
}

/** Answers a path under `/env/<name>/` with 404: `unknown_environment` when no such environment is configured. */
export function registerUnknownEnvironment(app: FastifyInstance, deps: RegistryDeps): void {
  app.all('/env/:environment/*', async (request, reply) => {
    const name = stringParam(request.params, 'environment');
    if (deps.inEnvironment(name) !== null)
      return sendError(reply, apiError(404, 'not_found', `no route ${request.method} ${request.url}`).error);
    const known = deps.config.environments.map((environment) => environment.name).join(', ');
    return sendError(reply, apiError(404, 'unknown_environment', `no environment "${name}" is configured; known: ${known}`).error);
  });
}
