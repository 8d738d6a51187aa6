/**
 * Device tokens (the OWASP "device cookie" against brute force without lockout abuse): a
 * random opaque token given to a browser at each successful sign-in (password or code), sent
 * back with later password logins as `device_token`. A browser holding a valid one for the
 * account is never blocked by the account's failure counter (auth/login-lockout.ts), only by
 * its own. Only the sha256 is stored; a token lives DEVICE_TOKEN_TTL_MS and a user keeps at
 * most MAX_DEVICE_TOKENS (the oldest go first). A token is replaced by a new one whenever it
 * is presented at a successful sign-in.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { getRow, run } from '../db/database.ts';
import { hashToken } from './sessions.ts';

/** Lifetime of a device token: one year, in ms. */
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 3600 * 1000;

/** Device tokens one user keeps; issuing another drops the oldest. */
export const MAX_DEVICE_TOKENS = 10;

/**
 * The optional `device_token` field of sign-in bodies. Any string up to 200 characters is
 * accepted: an unknown, expired or malformed one only means "a browser not seen before".
 */
export const deviceTokenField = z.string().max(200, 'device_token is too long').optional();

/** A valid device token: whose it is and its stored hash. */
export interface DeviceToken {
  readonly userId: number;
  readonly tokenHash: string;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const tokenRow = z.object({ user_id: z.number() });

/** The live device token `token`, or null when it is absent, malformed, unknown or expired. */
export function findDeviceToken(ctx: AppContext, token: string | undefined): DeviceToken | null {
  if (token === undefined || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const row = getRow(ctx.db, tokenRow, 'SELECT user_id FROM device_tokens WHERE token_hash = ? AND expires_at > ?', tokenHash, ctx.now());
  return row === undefined ? null : { userId: row.user_id, tokenHash };
}

/**
 * Issues a device token for `userId` (43 base64url characters), deleting `replaces` (the hash
 * of the token the browser presented) and the user's tokens beyond MAX_DEVICE_TOKENS.
 */
export function issueDeviceToken(ctx: AppContext, userId: number, replaces?: DeviceToken | null): string {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  if (replaces !== undefined && replaces !== null && replaces.userId === userId) {
    run(ctx.db, 'DELETE FROM device_tokens WHERE token_hash = ?', replaces.tokenHash);
  }
  run(
    ctx.db,
    'INSERT INTO device_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    hashToken(token),
    userId,
    now,
    now + DEVICE_TOKEN_TTL_MS,
  );
  run(
    ctx.db,
    `DELETE FROM device_tokens WHERE user_id = ? AND token_hash NOT IN (
       SELECT token_hash FROM device_tokens WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
    userId,
    userId,
    MAX_DEVICE_TOKENS,
  );
  return token;
}
