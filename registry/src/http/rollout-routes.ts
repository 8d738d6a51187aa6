/**
 * Guarded rollout and signal routes (decision 032):
 * `POST /api/rollouts` (start; If-Match like every release write), `GET /api/rollouts/{name}`
 * (status, the guard's figures now, the next step's time), `POST /api/rollouts/{name}/{pause|resume|stop}`,
 * and `GET /api/remotes/{name}/versions/{version}/signals?minutes=` (a version's window: errors
 * per 1 000 page views, server error rate, p75 Web Vitals, sample sizes, and per-minute counts).
 */
import type { FastifyInstance } from 'fastify';
import { apiError } from '../errors.ts';
import type { RegistryDeps } from '../services/deps.ts';
import { windowFigures } from '../services/guard-statistics.ts';
import { holdsOf } from '../services/rollout-machine.ts';
import { controlRollout, rolloutStatus, startRollout, type RolloutControl } from '../services/rollouts.ts';
import { parseRevisionHeader, etagOf } from '../services/release-view.ts';
import { refuseIfLocked } from '../services/locks.ts';
import { areaParam, claimOf, mayGoOverBudget, requireRead, requireToken, sendError, stringParam, tokenNameOf } from './http-util.ts';
import { rolloutBodySchema, rolloutControlSchema, signalsQuerySchema, validate, versionSchema } from './schemas.ts';
import type { approvalRequestedSchema, WireOut } from '@meridian/shared/registry-contract';
import { needsApproval, requestApproval } from '../services/approvals.ts';

const CONTROLS: readonly RolloutControl[] = ['pause', 'resume', 'stop'];

/** Registers the rollout and signal routes. */
export function registerRolloutRoutes(app: FastifyInstance, deps: RegistryDeps): void {
  const writeGuard = requireToken(deps.tokens, 'releaser');

  app.post('/api/rollouts', { preHandler: writeGuard }, async (request, reply) => {
    const body = validate(rolloutBodySchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const { remote, version, stages, hold, maxHold, reason, actor, overBudget } = body.value;
    const allowed = mayGoOverBudget(request, overBudget);
    if (!allowed.ok) return sendError(reply, allowed.error);
    const ifMatch = parseRevisionHeader(request.headers['if-match']);
    const unlocked = await refuseIfLocked(deps, 'rollout-start');
    if (!unlocked.ok) return sendError(reply, unlocked.error);
    if (needsApproval(deps, 'rollout')) {
      // The two-person rule (decision 035): the start waits for a second releaser (202).
      const asked = await requestApproval(deps, {
        request: {
          action: 'rollout',
          remote,
          version,
          stages,
          hold,
          ...(maxHold === undefined ? {} : { maxHold }),
          ...(overBudget === true ? { overBudget } : {}),
          reason,
        },
        actor: tokenNameOf(request),
        reason,
        ifMatch,
      });
      if (!asked.ok) return sendError(reply, asked.error);
      const answer: WireOut<typeof approvalRequestedSchema> = { approval: asked.value };
      return reply.code(202).send(answer);
    }
    const result = await startRollout(deps, {
      remote,
      version,
      stages,
      ...holdsOf(hold, maxHold),
      actor: tokenNameOf(request),
      ...claimOf(request, actor),
      reason,
      ifMatch,
      ...(overBudget === true ? { overBudget } : {}),
    });
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return reply.code(201).send({ ...result.value, rollout: await rolloutStatus(deps, remote) });
  });

  const read = requireRead(deps.tokens, deps.config.publicReads);
  app.get('/api/rollouts/:name', { preHandler: read }, async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    return rolloutStatus(deps, area.value);
  });

  app.post('/api/rollouts/:name/:control', { preHandler: writeGuard }, async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    const control = CONTROLS.find((item) => item === stringParam(request.params, 'control'));
    if (control === undefined) return sendError(reply, apiError(404, 'not_found', 'expected pause, resume or stop').error);
    const body = validate(rolloutControlSchema, request.body);
    if (!body.ok) return sendError(reply, body.error);
    const unlocked = await refuseIfLocked(deps, `rollout-${control}`);
    if (!unlocked.ok) return sendError(reply, unlocked.error);
    const result = await controlRollout(deps, area.value, control, tokenNameOf(request), body.value.reason);
    if (!result.ok) return sendError(reply, result.error);
    reply.header('etag', etagOf(result.value.revision));
    return result.value;
  });

  app.get('/api/remotes/:name/versions/:version/signals', { preHandler: read }, async (request, reply) => {
    const area = areaParam(request.params);
    if (!area.ok) return sendError(reply, area.error);
    const version = validate(versionSchema, stringParam(request.params, 'version'), 'invalid_version');
    if (!version.ok) return sendError(reply, version.error);
    const query = validate(signalsQuerySchema, request.query, 'invalid_query');
    if (!query.ok) return sendError(reply, query.error);
    const toMs = deps.now();
    const fromMs = toMs - query.value.minutes * 60_000;
    const [counts, minutes] = await Promise.all([
      deps.db.sumSignals(area.value, version.value, fromMs, toMs),
      deps.db.signalMinutes(area.value, version.value, fromMs, toMs),
    ]);
    return {
      remote: area.value,
      version: version.value,
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      figures: windowFigures(counts),
      minutes: minutes.map((minute) => ({ ...minute, at: new Date(minute.minute * 60_000).toISOString() })),
    };
  });
}
