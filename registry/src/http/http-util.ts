/**
 * HTTP helpers shared by the routes: JSON errors `{ code, message }`, the bearer-token check
 * for writes (which also names the actor), and the area path parameter.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AREAS, isArea, type Area } from '@meridian/shared/areas';
import type { NamedToken, TokenRole } from '../config.ts';
import type { ApiError, Result } from '../errors.ts';
import { apiError, ok } from '../errors.ts';

/** Sends a refusal as `{ code, message, ...details }` with its status. */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .type('application/json')
    .send({ code: error.code, message: error.message, ...error.details });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Who a request's token belongs to and what that token may do. */
export interface Caller {
  name: string;
  role: TokenRole;
}

const signedIn = new WeakMap<FastifyRequest, Caller>();

/**
 * Finds whose token `Authorization: Bearer <token>` carries. Every configured token is compared
 * (as sha256 digests, with `timingSafeEqual`, never stopping early), so timing tells nothing
 * about which or how much matched. Refuses with 401 `unauthorized` when the header is missing
 * or matches no token.
 */
export function authenticate(request: FastifyRequest, tokens: readonly NamedToken[]): Result<Caller> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined) return apiError(401, 'unauthorized', 'writes need Authorization: Bearer <token> (one of REGISTRY_TOKENS)');
  const presented = digest(match[1]);
  let caller: Caller | null = null;
  for (const entry of tokens) {
    if (timingSafeEqual(presented, digest(entry.token)) && caller === null) caller = { name: entry.name, role: entry.role ?? 'write' };
  }
  return caller === null ? apiError(401, 'unauthorized', 'the bearer token is not valid') : ok(caller);
}

/**
 * Whether a token of `role` may do what needs `needed`: a `write` token may do everything, a
 * `health` token (the hosts') only what needs `health`, so a web server's credential never
 * switches, publishes or previews a release.
 */
export function mayDo(role: TokenRole, needed: TokenRole): boolean {
  return role === 'write' || role === needed;
}

/**
 * A Fastify preHandler that refuses requests without a valid token (401) or whose token may not
 * do `needed` (403 `forbidden`), and remembers the caller for `tokenNameOf`.
 */
export function requireToken(tokens: readonly NamedToken[], needed: TokenRole = 'write') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const checked = authenticate(request, tokens);
    if (!checked.ok) {
      reply.header('www-authenticate', 'Bearer');
      await sendError(reply, checked.error);
      return;
    }
    if (!mayDo(checked.value.role, needed)) {
      await sendError(
        reply,
        apiError(403, 'forbidden', `the token of "${checked.value.name}" may only report health (role ${checked.value.role})`).error,
      );
      return;
    }
    signedIn.set(request, checked.value);
  };
}

/** The caller `requireToken` let through, or undefined on a route without the guard. */
export function callerOf(request: FastifyRequest): Caller | undefined {
  return signedIn.get(request);
}

/**
 * The name of the token that authenticated `request`: the actor of every write. Throws an Error
 * when the route has no `requireToken` guard (a programming error, answered with 500).
 */
export function tokenNameOf(request: FastifyRequest): string {
  const name = signedIn.get(request)?.name;
  if (name === undefined) throw new Error(`${request.method} ${request.url}: no token name; the route lacks requireToken`);
  return name;
}

/**
 * What the caller says about who it acts for (body `actor`, else `X-Registry-Actor`, trimmed
 * to 100 characters) as `{ claimedActor }`, or `{}`. Never the actor of the audit: only a
 * note, marked as claimed.
 */
export function claimOf(request: FastifyRequest, fromBody: string | undefined): { claimedActor?: string } {
  const header = request.headers['x-registry-actor'];
  const fromHeader = typeof header === 'string' && header.trim() !== '' ? header.trim().slice(0, 100) : undefined;
  const claimed = fromBody ?? fromHeader;
  return claimed === undefined ? {} : { claimedActor: claimed };
}

/** The `{name}` path parameter as an area; refuses with 404 `unknown_remote`. */
export function areaParam(params: unknown, key = 'name'): Result<Area> {
  const value: unknown = typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined;
  return isArea(value)
    ? ok(value)
    : apiError(404, 'unknown_remote', `unknown remote "${String(value)}"; expected one of ${AREAS.join(', ')}`);
}

/** A string path or query parameter, or '' when absent. */
export function stringParam(params: unknown, key: string): string {
  const value: unknown = typeof params === 'object' && params !== null ? Reflect.get(params, key) : undefined;
  return typeof value === 'string' ? value : '';
}
