/**
 * `GET /api/whoami`: the name and role of the token a caller holds, so the console can say who is
 * signed in, and offer only what that role may do (the API refuses the rest with 403). `GET
 * /api/people` (admin): who has a token, with roles (decision 035).
 */
import type { FastifyInstance } from 'fastify';
import type { callerSchema, peopleSchema, WireOut } from '@meridian/shared/registry-contract';
import type { RegistryDeps } from '../services/deps.ts';
import { roleOf } from '../tokens.ts';
import { callerOf, requireToken } from './http-util.ts';

/** Registers `GET /api/whoami` → `{ name, role }` (viewer, releaser, admin or health; 401 `unauthorized` without a valid token) and `GET /api/people` → `{ people: [{ name, role }] }` (admin only, 403 otherwise). */
export function registerWhoamiRoute(app: FastifyInstance, deps: RegistryDeps): void {
  app.get('/api/whoami', { preHandler: requireToken(deps.tokens, 'any') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = callerOf(request);
    if (caller === undefined) throw new Error('GET /api/whoami: no caller; the route lacks requireToken');
    const body: WireOut<typeof callerSchema> = caller;
    return body;
  });

  app.get('/api/people', { preHandler: requireToken(deps.tokens, 'admin') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const body: WireOut<typeof peopleSchema> = { people: deps.tokens().map((entry) => ({ name: entry.name, role: roleOf(entry) })) };
    return body;
  });
}
