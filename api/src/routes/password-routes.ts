/**
 * Password calls (decision 026: web/set_password, change_password, reset_password).
 * New passwords follow rule account.password; changing revokes the account's other sessions and
 * resetting revokes all of them (their holders then get 50012).
 */
import { changePasswordCall, resetPasswordCall, setPasswordCall } from '@meridian/shared/api-schemas';
import { apiError, ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailSchema, givenPasswordSchema, newPasswordSchema, verificationCodeSchema } from '../accounts/rules.ts';
import { findUserByEmail, getUser, setPasswordHash } from '../accounts/users.ts';
import { badCode, checkCode } from '../accounts/verification-codes.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { limitAction } from '../auth/rate-limit.ts';
import { requireUser, revokeUserSessions } from '../auth/sessions.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { ErrorCode } from '../http/errors.ts';
import { parseInput, requestOf } from '../http/validate.ts';
import { WEB } from './paths.ts';
import type { RouteModule } from './paths.ts';

const setBody = requestOf(setPasswordCall, z.object({ password: newPasswordSchema }));
const changeBody = requestOf(changePasswordCall, z.object({ old_password: givenPasswordSchema, new_password: newPasswordSchema }));
const resetBody = requestOf(resetPasswordCall, z.object({ email: emailSchema, code: verificationCodeSchema, password: newPasswordSchema }));

/**
 * POST web/set_password (bearer) `{ password }` -> null; 400 40012 when a password is already
 * set, 40014 for an anonymous account (it has no email, and a password alone never signs in:
 * the buyer first signs in with an emailed code, which claims the purchase, then sets one).
 * POST web/change_password (bearer) `{ old_password, new_password }` -> null; 400 40013 when
 * old_password is wrong; 429 when rate limited.
 * POST web/reset_password `{ email, code, password }` -> null; 400 40011 for a bad code; 429 per
 * IP (API_RATE_LOGIN_PER_IP).
 */
export const passwordRoutes: RouteModule = (app, ctx) => {
  app.post(
    `${WEB}/set_password`,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(setBody, request.body);
      if (!body.ok) return body;
      const user = getUser(ctx, session.value.userId);
      if (user.is_anonymous === 1 || user.email === null) {
        return apiError(
          400,
          ErrorCode.emailRequired,
          'an anonymous account has no email, so a password could never be used to sign in: sign in with a code sent to your email first',
        );
      }
      if (user.password_hash !== null) return apiError(400, ErrorCode.passwordAlreadySet, 'password is already set; use change_password');
      setPasswordHash(ctx, user.id, await hashPassword(body.value.password));
      return ok(reply(setPasswordCall, null));
    }),
  );

  app.post(
    `${WEB}/change_password`,
    answer(async (request: FastifyRequest) => {
      const session = requireUser(ctx, request);
      if (!session.ok) return session;
      const body = parseInput(changeBody, request.body);
      if (!body.ok) return body;
      const limited = limitAction(ctx, 'login', ctx.config.rateLimits.login, request.ip, `user:${session.value.userId}`);
      if (!limited.ok) return limited;
      const user = getUser(ctx, session.value.userId);
      if (user.password_hash === null || !(await verifyPassword(body.value.old_password, user.password_hash))) {
        return apiError(400, ErrorCode.wrongCurrentPassword, 'current password is wrong');
      }
      setPasswordHash(ctx, user.id, await hashPassword(body.value.new_password));
      revokeUserSessions(ctx, user.id, 'password_changed', session.value.tokenHash);
      return ok(reply(changePasswordCall, null));
    }),
  );

  app.post(
    `${WEB}/reset_password`,
    answer(async (request: FastifyRequest) => {
      const body = parseInput(resetBody, request.body);
      if (!body.ok) return body;
      const { email, code, password } = body.value;
      // Per IP only: a per-address limit would let anyone block the owner's reset, and each code
      // already allows only a few wrong tries per client (accounts/verification-codes.ts).
      const limited = limitAction(ctx, 'login', ctx.config.rateLimits.login, request.ip);
      if (!limited.ok) return limited;
      const checked = checkCode(ctx, email, 'reset_password', code, true, request.ip);
      if (!checked.ok) return checked;
      const user = findUserByEmail(ctx, email);
      if (user === undefined) return badCode();
      setPasswordHash(ctx, user.id, await hashPassword(password));
      revokeUserSessions(ctx, user.id, 'password_reset');
      return ok(reply(resetPasswordCall, null));
    }),
  );
};
