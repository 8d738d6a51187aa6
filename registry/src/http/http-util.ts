/**
 * HTTP helpers shared by the routes: JSON errors `{ code, message }`, the bearer-token and role
 * check (which also names the actor), and the area path parameter.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AREAS, isArea, type Area } from '@meridian/shared/areas';
import type { Role } from '@meridian/shared/registry-contract';
import { refusalBody } from '@meridian/shared/result';
import type { NamedToken, TokenRole } from '../config.ts';
import type { TokenSource } from '../services/token-source.ts';
import { digestOf, roleOf, tokenDigest } from '../tokens.ts';
import type { ApiError, Result } from '../errors.ts';
import { apiError, ok } from '../errors.ts';

/** Sends a refusal as `{ code, message, ...details }` with its status and headers (decision 067). */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers ?? {})
    .type('application/json')
    .send(refusalBody(error));
}

/** Who a request's token belongs to and what that token may do. */
export interface Caller {
  name: string;
  role: TokenRole;
}

const signedIn = new WeakMap<FastifyRequest, Caller>();

/**
 * Finds whose token `Authorization: Bearer <token>` carries. The presented token's sha256 is
 * compared with every configured digest (`timingSafeEqual`, never stopping early), so timing
 * tells nothing about which or how much matched, and a token kept only as its digest works
 * alike. Refuses with 401 `unauthorized` when the header is missing or matches no token.
 */
export function authenticate(request: FastifyRequest, tokens: readonly NamedToken[]): Result<Caller> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] === undefined)
    return apiError(
      401,
      'unauthorized',
      'this needs Authorization: Bearer <token> (your own registry token; reading needs a viewer’s at least)',
    );
  const presented = Buffer.from(tokenDigest(match[1]), 'hex');
  let caller: Caller | null = null;
  for (const entry of tokens) {
    const expected = Buffer.from(digestOf(entry), 'hex');
    if (expected.length === presented.length && timingSafeEqual(presented, expected) && caller === null)
      caller = { name: entry.name, role: roleOf(entry) };
  }
  return caller === null ? apiError(401, 'unauthorized', 'the bearer token is not valid') : ok(caller);
}

/**
 * What a route needs: a person's role (that or a stronger one), `health` (the hosts' reports),
 * `release-state` (a viewer or stronger, or a host: hosts follow the release state with their
 * health token, decision 051), or `any` valid token.
 */
export type Needed = Role | 'health' | 'release-state' | 'any';

const RANK: Readonly<Record<Role, number>> = { viewer: 1, releaser: 2, admin: 3 };

/**
 * Whether a token of `role` may do what needs `needed` (decision 035): people by rank (viewer <
 * releaser < admin); the hosts' `health` token only health reports (which an admin may send
 * too), so a web server's credential never switches, publishes or previews a release.
 */
export function mayDo(role: TokenRole, needed: Needed): boolean {
  if (needed === 'any') return true;
  if (needed === 'health') return role === 'health' || role === 'admin';
  if (needed === 'release-state') return true;
  return role !== 'health' && RANK[role] >= RANK[needed];
}

/**
 * A Fastify preHandler that refuses requests without a valid token (401) or whose token may not
 * do `needed` (403 `forbidden`, naming the role held and the one needed), and remembers the
 * caller for `tokenNameOf`. `tokens` is read at each request (REGISTRY_TOKENS_FILE may change).
 */
export function requireToken(tokens: TokenSource, needed: Needed = 'releaser') {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const checked = authenticate(request, tokens());
    if (!checked.ok) {
      reply.header('www-authenticate', 'Bearer');
      await sendError(reply, checked.error);
      return;
    }
    const { name, role } = checked.value;
    if (!mayDo(role, needed)) {
      const message =
        role === 'health'
          ? `the token of "${name}" may only report health and read the release state (role health)`
          : `"${name}" is a ${role}; this needs the role ${needed === 'any' || needed === 'release-state' ? 'viewer' : needed}`;
      await sendError(reply, apiError(403, 'forbidden', message, { role, needed }).error);
      return;
    }
    signedIn.set(request, checked.value);
  };
}

/**
 * The guard of a read (decision 051): at least a viewer's token (`release-state`: a host's health
 * token too), 401 without one, 403 for a host's token elsewhere; none when `publicReads`
 * (REGISTRY_PUBLIC_READS, a local demo).
 */
export function requireRead(tokens: TokenSource, publicReads: boolean, needed: 'viewer' | 'release-state' = 'viewer') {
  const guard = requireToken(tokens, needed);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!publicReads) await guard(request, reply);
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

/**
 * Refuses (403 `forbidden`) a write that asks to go over a first-load budget (`overBudget`) from
 * anyone but an admin (decision 060); ok otherwise.
 */
export function mayGoOverBudget(request: FastifyRequest, overBudget: boolean | undefined): Result<null> {
  if (overBudget !== true) return ok(null);
  const caller = signedIn.get(request);
  if (caller?.role === 'admin') return ok(null);
  return apiError(
    403,
    'forbidden',
    `"${caller?.name ?? 'anonymous'}" is a ${caller?.role ?? 'visitor'}; only an admin may put a version live over its budget`,
    {
      role: caller?.role ?? null,
      needed: 'admin',
    },
  );
}
