/**
 * `GET /api/whoami`: the name of the token a caller holds, so the console can say who is signed
 * in (and check a token before keeping it). The name is what the audit log records.
 */
import type { FastifyInstance } from 'fastify';
import type { RegistryDeps } from '../services/deps.ts';
import { callerOf, requireToken } from './http-util.ts';

/** Registers `GET /api/whoami` → `{ name, role }` (role `write` or `health`); 401 `unauthorized` without a valid token. */
export function registerWhoamiRoute(app: FastifyInstance, deps: RegistryDeps): void {
  app.get('/api/whoami', { preHandler: requireToken(deps.config.tokens, 'health') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return callerOf(request) ?? {};
  });
}
