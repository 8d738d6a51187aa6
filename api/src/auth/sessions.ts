/**
 * Bearer sessions: random 32-byte tokens (base64url, 43 characters) given to the client once;
 * only their sha256 is stored. Tokens expire after config.tokenTtlSeconds and are revoked by
 * logout, by a newer login when single-session is on, by password changes and when an anonymous
 * account is merged into an email account. Expired rows
 * stay a week (db/maintenance.ts), so their owners get 50014 rather than 50008.
 * Refusals (rule account.logged-out; values, decision 067): 401 with code 401 (no token), 50008 (unknown
 * or logged-out token), 50012 (revoked by a newer login or a password change), 50014 (expired);
 * 403 disabled account.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { apiError, ok } from '@meridian/shared/result';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { ErrorCode, type ApiRefused, type ApiResult } from '../http/errors.ts';

/**
 * Why a session ended; 'logout' maps to 50008, the others to 50012. 'account_merged': an
 * anonymous account was claimed into an email account (accounts/claim.ts).
 */
export type RevokeReason = 'logout' | 'superseded' | 'password_changed' | 'password_reset' | 'account_merged';

/** The caller behind a valid token. */
export interface SessionUser {
  readonly userId: number;
  readonly tokenHash: string;
}

/** A newly issued token; `expiresAt` in ms since epoch. */
export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: number;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const sessionRow = z.object({
  user_id: z.number(),
  expires_at: z.number(),
  revoked_reason: z.string().nullable(),
  disabled_at: z.number().nullable(),
});

/** sha256 of a token, hex; the only form stored in the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a token for `userId`. With config.singleSession the user's other sessions are
 * revoked as 'superseded'.
 */
export function createSession(ctx: AppContext, userId: number): IssuedToken {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + ctx.config.tokenTtlSeconds * 1000;
  if (ctx.config.singleSession) revokeUserSessions(ctx, userId, 'superseded');
  run(
    ctx.db,
    'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    hashToken(token),
    userId,
    now,
    expiresAt,
  );
  return { token, expiresAt };
}

/** Reads the bearer token of a request: undefined when there is no Authorization header. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Resolves a token to its user.
 * @returns the user, or the refusal 401 (codes 50008, 50012, 50014) or 403 for a disabled account
 */
export function authenticateToken(ctx: AppContext, token: string): ApiResult<SessionUser> {
  const illegal = () => apiError(401, ErrorCode.illegalToken, 'illegal token');
  if (!TOKEN_PATTERN.test(token)) return illegal();
  const tokenHash = hashToken(token);
  const row = getRow(
    ctx.db,
    sessionRow,
    `SELECT s.user_id, s.expires_at, s.revoked_reason, u.disabled_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
    tokenHash,
  );
  if (row === undefined || row.revoked_reason === 'logout') return illegal();
  if (row.revoked_reason !== null) {
    return apiError(401, ErrorCode.loggedInElsewhere, 'signed out: the account was used elsewhere or its password changed');
  }
  if (row.expires_at <= ctx.now()) return apiError(401, ErrorCode.tokenExpired, 'token expired');
  if (row.disabled_at !== null) return apiError(403, ErrorCode.forbidden, 'account disabled');
  return ok({ userId: row.user_id, tokenHash });
}

/**
 * The signed-in user of a request.
 * @returns the user, or the refusal 401 code 401 without a token, else as authenticateToken
 */
export function requireUser(ctx: AppContext, request: FastifyRequest): ApiResult<SessionUser> {
  const token = bearerToken(request);
  return token === undefined ? noToken() : authenticateToken(ctx, token);
}

/** The refusal of a call that needs a bearer token and got none: 401 code 401. */
export function noToken(): ApiRefused {
  return apiError(401, ErrorCode.noToken, 'authorization token required');
}

/** The signed-in user when a valid token is present, else null (for calls open to anonymous visitors). */
export function optionalUser(ctx: AppContext, request: FastifyRequest): SessionUser | null {
  const token = bearerToken(request);
  if (token === undefined) return null;
  const user = authenticateToken(ctx, token);
  return user.ok ? user.value : null;
}

/** Revokes one session; a no-op when it is already revoked. */
export function revokeSession(ctx: AppContext, tokenHash: string, reason: RevokeReason): void {
  run(
    ctx.db,
    'UPDATE sessions SET revoked_at = ?, revoked_reason = ? WHERE token_hash = ? AND revoked_at IS NULL',
    ctx.now(),
    reason,
    tokenHash,
  );
}

/** Revokes every live session of a user except `keepTokenHash` (when given). */
export function revokeUserSessions(ctx: AppContext, userId: number, reason: RevokeReason, keepTokenHash = ''): void {
  run(
    ctx.db,
    `UPDATE sessions SET revoked_at = ?, revoked_reason = ?
      WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?`,
    ctx.now(),
    reason,
    userId,
    keepTokenHash,
  );
}
