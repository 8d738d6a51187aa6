/**
 * Sign-in by email and password (web/login, decision 026) behind the lockout of
 * auth/login-lockout.ts: failures are counted against the browser's device token of the
 * account when it presents a valid one, else against the client address and email pair and
 * the email across all clients.
 */
import { apiError, ok } from '@meridian/shared/result';
import { findUserByEmail } from '../accounts/users.ts';
import type { AppContext } from '../context.ts';
import { ErrorCode, type ApiResult } from '../http/errors.ts';
import { findDeviceToken } from './device-tokens.ts';
import { lockoutKeys, releaseAttempt, reserveAttempts } from './login-lockout.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { pairKey } from './rate-limit.ts';
import { signIn } from './sign-in.ts';
import type { SignedIn } from './sign-in.ts';

/** A checked login body; `email` lower-cased. */
export interface PasswordLoginInput {
  readonly email: string;
  readonly password: string;
  /** The browser's device token from an earlier sign-in, if any. */
  readonly deviceToken?: string | undefined;
  /** The client's address (request.ip). */
  readonly ip: string;
}

/**
 * Checks the password and signs in.
 * @returns the sign-in, or the refusal 429 while one of the login's counters is locked, 400 40010
 *   wrong email or password (same answer for unknown emails and accounts without a password), 403 disabled
 */
export async function passwordLogin(ctx: AppContext, input: PasswordLoginInput): Promise<ApiResult<SignedIn>> {
  const user = findUserByEmail(ctx, input.email);
  const presented = findDeviceToken(ctx, input.deviceToken);
  const device = presented !== null && presented.userId === user?.id ? presented : null;
  const keys = lockoutKeys(input.email, pairKey(input.ip, input.email), device, ctx.config.rateLimits.login.perAccount);
  const reserved = reserveAttempts(ctx, keys);
  if (!reserved.ok) return reserved;
  const matches = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  if (user === undefined || user.password_hash === null || !matches) {
    return apiError(400, ErrorCode.badCredentials, 'wrong email or password');
  }
  for (const { key } of keys) releaseAttempt(ctx, key);
  if (user.disabled_at !== null) return apiError(403, ErrorCode.forbidden, 'account disabled');
  return ok(signIn(ctx, user.id, device));
}
