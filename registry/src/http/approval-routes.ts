/**
 * The two-person rule's routes (decision 035): `GET /api/approvals` (the writes waiting, a viewer's
 * token at least, like the audit: decision 051), `POST /api/approvals/{id}/approve` (a releaser other than the one who
 * asked) and `POST /api/approvals/{id}/cancel` (the requester or an admin).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { approvalListSchema, WireOut } from '@meridian/shared/registry-contract';
import { approve, cancelApproval, pendingApprovals, type ApprovalExecutor } from '../services/approvals.ts';
import type { RegistryDeps } from '../services/deps.ts';
import { applyReleaseWrite } from '../services/release-service.ts';
import { callerOf, requireRead, requireToken, sendError, tokenNameOf } from './http-util.ts';
import { releaseBodySchema, rolloutBodySchema, validate } from './schemas.ts';
import { startRollout } from '../services/rollouts.ts';
import { holdsOf } from '../services/rollout-machine.ts';
import { promoteExecutor } from './environment-routes.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1) });
const cancelBody = z.object({ reason: z.string().trim().min(1).max(1000).default('withdrawn') });

/** Applies an approved release write as the requester, with the revision the request was made at as If-Match. */
const releaseExecutor: ApprovalExecutor = async (deps, approval, details) => {
  const body = validate(releaseBodySchema, approval.request);
  if (!body.ok) return body;
  const { reason: _reason, actor: _actor, ...request } = body.value;
  // An admin asked to go over budget (decision 060): the route checked the role when the request was made.
  const overBudget = 'overBudget' in request && request.overBudget === true ? { overBudget: true } : {};
  return applyReleaseWrite(deps, {
    request,
    ifMatch: approval.revision,
    actor: approval.requestedBy,
    reason: approval.reason,
    details,
    ...overBudget,
  });
};

/** Starts an approved guarded rollout as the requester, at the revision the request was made at. */
const rolloutExecutor: ApprovalExecutor = async (deps, approval, details) => {
  const { action: _action, ...request } = approval.request as Record<string, unknown>;
  const body = validate(rolloutBodySchema, request);
  if (!body.ok) return body;
  const { remote, version, stages, hold, maxHold, reason, overBudget } = body.value;
  return startRollout(deps, {
    remote,
    version,
    stages,
    ...holdsOf(hold, maxHold),
    actor: approval.requestedBy,
    reason,
    ifMatch: approval.revision,
    details,
    ...(overBudget === true ? { overBudget } : {}),
  });
};

/** Executors per approvable action. */
export const APPROVAL_EXECUTORS: Readonly<Record<string, ApprovalExecutor>> = {
  activate: releaseExecutor,
  canary: releaseExecutor,
  promote: releaseExecutor,
  rollout: rolloutExecutor,
  'promote-env': promoteExecutor,
};

/** Registers the approval routes. */
export function registerApprovalRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  app.get('/api/approvals', { preHandler: requireRead(deps.tokens, deps.config.publicReads) }, async () => {
    const body: WireOut<typeof approvalListSchema> = { approvals: await pendingApprovals(deps) };
    return body;
  });

  app.post('/api/approvals/:id/approve', { preHandler: requireToken(deps.tokens, 'releaser') }, async (request, reply) => {
    const params = validate(idParams, request.params, 'invalid_path');
    if (!params.ok) return sendError(reply, params.error);
    const result = await approve(deps, params.value.id, tokenNameOf(request), APPROVAL_EXECUTORS);
    if (!result.ok) return sendError(reply, result.error);
    return result.value;
  });

  app.post('/api/approvals/:id/cancel', { preHandler: requireToken(deps.tokens, 'releaser') }, async (request, reply) => {
    const params = validate(idParams, request.params, 'invalid_path');
    if (!params.ok) return sendError(reply, params.error);
    const body = validate(cancelBody, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const caller = callerOf(request) ?? { name: tokenNameOf(request), role: 'releaser' };
    const result = await cancelApproval(deps, params.value.id, caller, body.value.reason);
    if (!result.ok) return sendError(reply, result.error);
    return { cancelled: result.value };
  });
}
