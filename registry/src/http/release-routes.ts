/**
 * Release set routes: `GET /api/releases` (ETag, If-None-Match, long poll `?wait=`),
 * `POST /api/releases` (actions, If-Match required) and `GET /api/audit`.
 */
import type { FastifyInstance } from 'fastify';
import type { approvalRequestedSchema, auditListSchema, WireOut } from '@meridian/shared/registry-contract';
import { needsApproval, requestApproval } from '../services/approvals.ts';
import type { RegistryDeps } from '../services/deps.ts';
import { applyReleaseWrite } from '../services/release-service.ts';
import { etagOf, parseRevisionHeader, readReleaseView } from '../services/release-view.ts';
import { claimOf, requireToken, sendError, tokenNameOf } from './http-util.ts';
import { auditQuerySchema, releaseBodySchema, releasesQuerySchema, validate } from './schemas.ts';

/** Registers the release set and audit routes. */
export function registerReleaseRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  app.get('/api/releases', async (request, reply) => {
    const query = validate(releasesQuerySchema, request.query, 'invalid_query');
    if (!query.ok) return sendError(reply, query.error);
    const known = parseRevisionHeader(request.headers['if-none-match']);
    let view = await readReleaseView(deps.db, deps.config.canary.maxFailureRate);
    if (typeof known === 'number' && known === view.revision && query.value.wait > 0) {
      await deps.revisions.waitForChange(known, query.value.wait * 1000);
      view = await readReleaseView(deps.db, deps.config.canary.maxFailureRate);
    }
    reply.header('etag', etagOf(view.revision)).header('cache-control', 'no-cache');
    if (typeof known === 'number' && known === view.revision) return reply.code(304).send();
    return view;
  });

  app.post('/api/releases', { preHandler: requireToken(deps.tokens, 'releaser') }, async (request, reply) => {
    const body = validate(releaseBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { reason, actor, ...action } = body.value;
    const ifMatch = parseRevisionHeader(request.headers['if-match']);
    if (needsApproval(deps, action.action)) {
      // The two-person rule: the write waits for a second releaser (202), nothing changes yet.
      const asked = await requestApproval(deps, { request: { ...action, reason }, actor: tokenNameOf(request), reason, ifMatch });
      if (!asked.ok) return sendError(reply, asked.error);
      const answer: WireOut<typeof approvalRequestedSchema> = { approval: asked.value };
      return reply.code(202).send(answer);
    }
    const result = await applyReleaseWrite(deps, {
      request: action,
      ifMatch,
      actor: tokenNameOf(request),
      ...claimOf(request, actor),
      reason,
    });
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return result.value;
  });

  app.get('/api/audit', async (request, reply) => {
    const query = validate(auditQuerySchema, request.query, 'invalid_query');
    if (!query.ok) return sendError(reply, query.error);
    const { remote, limit, before } = query.value;
    const list: WireOut<typeof auditListSchema> = {
      entries: await deps.db.listAudit({ ...(remote ? { area: remote } : {}), limit, ...(before ? { beforeId: before } : {}) }),
    };
    return list;
  });
}
