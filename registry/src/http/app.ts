/**
 * The registry's Fastify application: JSON API, artifacts and console. Errors are always JSON
 * `{ code, message }`; bad input gives a 4xx, never a 500.
 */
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { describeError } from '../errors.ts';
import type { RegistryDeps } from '../services/deps.ts';
import { registerReleaseSnapshots } from '../services/release-snapshot.ts';
import { registerApprovalRoutes } from './approval-routes.ts';
import { registerHostRoutes } from './host-routes.ts';
import { registerReleaseRoutes } from './release-routes.ts';
import { registerRemoteRoutes } from './remote-routes.ts';
import { registerRolloutRoutes } from './rollout-routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStaticRoutes } from './static-routes.ts';
import { registerWhoamiRoute } from './whoami-route.ts';
import { installMetrics } from '../telemetry/registry-metrics.ts';
import { registerEnvironmentRoutes, registerRegistryWideRoutes, registerUnknownEnvironment } from './environment-routes.ts';

const FASTIFY_CODES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_body',
};

function isFastifyError(error: unknown): error is FastifyError {
  return typeof error === 'object' && error !== null && 'statusCode' in error;
}

/** Options of `createApp`: `logger` turns Fastify's request log on. */
export interface AppOptions {
  logger?: boolean;
}

/**
 * Builds the application over `deps` (not listening yet; `listen` or `ready` loads it). Every
 * answer, errors included, carries the security headers. Closing it releases long polls.
 */
export function createApp(deps: RegistryDeps, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, forceCloseConnections: true, return503OnClosing: true });

  app.setErrorHandler((error, request, reply) => {
    const status = isFastifyError(error) && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = (isFastifyError(error) && FASTIFY_CODES[error.code]) || (status === 400 ? 'invalid_body' : 'bad_request');
      return reply.code(status).send({ code, message: describeError(error) });
    }
    if (isDatabaseUnavailable(error)) {
      deps.log.warn(`${request.method} ${request.url}: database unavailable (${describeError(error)})`);
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ code: 'database_unavailable', message: 'the registry database cannot be reached; try again in a few seconds' });
    }
    const stack: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'stack') : undefined;
    deps.log.warn(`${request.method} ${request.url} failed: ${typeof stack === 'string' ? stack : describeError(error)}`);
    return reply.code(500).send({ code: 'internal', message: 'internal error; see the registry log' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ code: 'not_found', message: `no route ${request.method} ${request.url}` }),
  );
  // Decision 056: every answer counted by route pattern, every write by action and outcome.
  installMetrics(app);
  const environments = deps.config.environments.map(({ name }) => deps.inEnvironment(name) ?? deps);
  for (const view of environments) {
    app.addHook('onClose', async () => view.revisions.close());
    registerReleaseSnapshots(app, view);
  }

  registerSecurityHeaders(app);
  // Routes go in a plugin loaded after helmet, so its hooks are in place for each of them.
  void app.register(async (routes) => {
    routes.get('/healthz', async () => ({ ok: true }));
    routes.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
    registerEnvironmentScopedRoutes(routes, deps);
    registerWhoamiRoute(routes, deps);
    registerRegistryWideRoutes(routes, deps);
    registerHostRoutes(routes, deps);
    registerStaticRoutes(routes, deps);
  });
  // Decision 059: the one place that decides a request's environment is its path, /env/<name>/api/... (production also at /api/...).
  for (const view of environments) {
    void app.register(async (routes) => registerEnvironmentScopedRoutes(routes, view), { prefix: `/env/${view.environment}` });
  }
  void app.register(async (routes) => registerUnknownEnvironment(routes, deps));
  return app;
}

/** The routes that act in one environment: its release set, approvals, versions' status, rollouts, lock and promotions. */
function registerEnvironmentScopedRoutes(routes: FastifyInstance, deps: RegistryDeps): void {
  registerReleaseRoutes(routes, deps);
  registerApprovalRoutes(routes, deps);
  registerRemoteRoutes(routes, deps);
  registerRolloutRoutes(routes, deps);
  registerEnvironmentRoutes(routes, deps);
}
