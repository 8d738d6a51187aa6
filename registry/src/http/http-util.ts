/**
 * HTTP helpers shared by the routes: JSON errors `{ code, message }`, the bearer-token check
 * for writes, and the area path parameter.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isArea, type Area } from '@meridian/shared/areas';
import type { ApiError, Result } from '../errors.ts';
import { apiError, ok } from '../errors.ts';

/** Sends a refusal as `{ code, message, ...details }` with its status. */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.status).type('application/json').send({ code: error.code, message: error.message, ...error.details });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Checks `Authorization: Bearer <token>` in constant time. Refuses with 401 `unauthorized`
 * when the header is missing or the token differs.
 */
export function checkToken(request: FastifyRequest, token: string): Result<true> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) return apiError(401, 'unauthorized', 'writes need Authorization: Bearer <REGISTRY_TOKEN>');
  if (!timingSafeEqual(digest(match[1]), digest(token))) return apiError(401, 'unauthorized', 'the bearer token is not valid');
  return ok(true);
}

/** A Fastify preHandler that refuses requests without the write token. */
export function requireToken(token: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const checked = checkToken(request, token);
    if (!checked.ok) {
      reply.header('www-authenticate', 'Bearer');
      await sendError(reply, checked.error);
    }
  };
}

/** The `{name}` path parameter as an area; refuses with 404 `unknown_remote`. */
export function areaParam(params: unknown, key = 'name'): Result<Area> {
  const value: unknown = typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined;
  return isArea(value) ? ok(value) : apiError(404, 'unknown_remote', `unknown remote "${String(value)}"; expected one of marketing, blog, account, checkout, tools`);
}

/** The actor of a write: the body's `actor`, else `X-Registry-Actor`, else `anonymous`. */
export function actorOf(request: FastifyRequest, fromBody: string | undefined): string {
  const header = request.headers['x-registry-actor'];
  const fromHeader = typeof header === 'string' && header.trim() !== '' ? header.trim().slice(0, 100) : undefined;
  return fromBody ?? fromHeader ?? 'anonymous';
}

/** A string path or query parameter, or '' when absent. */
export function stringParam(params: unknown, key: string): string {
  const value: unknown = typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined;
  return typeof value === 'string' ? value : '';
}
