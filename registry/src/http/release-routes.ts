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
import { refuseIfLocked } from '../services/locks.ts';
import { claimOf, mayGoOverBudget, requireRead, requireToken, sendError, tokenNameOf } from './http-util.ts';
import { auditQuerySchema, releaseBodySchema, releasesQuerySchema, validate } from './schemas.ts';

/** Registers the release set and audit routes. */
export function registerReleaseRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  const read = requireRead(deps.tokens, deps.config.publicReads);
  app.get('/api/releases', { preHandler: requireRead(deps.tokens, deps.config.publicReads, 'release-state') }, async (request, reply) => {
    const query = validate(releasesQuerySchema, request.query, 'invalid_query');
    if (!query.ok) return sendError(reply, query.error);
    const known = parseRevisionHeader(request.headers['if-none-match']);
    let view = await readReleaseView(deps.db, deps.config.canary.maxFailureRate, deps.integrity);
    if (typeof known === 'number' && known === view.revision && query.value.wait > 0) {
      await deps.revisions.waitForChange(known, query.value.wait * 1000);
      view = await readReleaseView(deps.db, deps.config.canary.maxFailureRate, deps.integrity);
    }
    reply.header('etag', etagOf(view.revision)).header('cache-control', 'no-cache');
    if (typeof known === 'number' && known === view.revision) return reply.code(304).send();
    return view;
  });

  app.post('/api/releases', { preHandler: requireToken(deps.tokens, 'releaser') }, async (request, reply) => {
    const body = validate(releaseBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { reason, actor, ...action } = body.value;
    const overBudget = 'overBudget' in action ? action.overBudget : undefined;
    const allowed = mayGoOverBudget(request, overBudget);
    if (!allowed.ok) return sendError(reply, allowed.error);
    const ifMatch = parseRevisionHeader(request.headers['if-match']);
    const unlocked = await refuseIfLocked(deps, action.action);
    if (!unlocked.ok) return sendError(reply, unlocked.error);
    if (needsApproval(deps, action.action, action.action === 'canary' ? action.percent : undefined)) {
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
      ...(overBudget === undefined ? {} : { overBudget }),
    });
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return result.value;
  });

  app.get('/api/audit', { preHandler: read }, async (request, reply) => {
    const query = validate(auditQuerySchema, request.query, 'invalid_query');
    if (!query.ok) return sendError(reply, query.error);
    const { remote, limit, before } = query.value;
    const list: WireOut<typeof auditListSchema> = {
      entries: await deps.db.listAudit({ ...(remote ? { area: remote } : {}), limit, ...(before ? { beforeId: before } : {}) }),
    };
    return list;
  });
}
