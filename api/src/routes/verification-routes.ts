/**
 * Emailed codes (spec section 7 web/verification/...): sign-in by code, which creates the
 * account on first use, and the check step of the forgotten-password flow.
 */
import { z } from 'zod';
import { emailSchema, verificationCodeSchema } from '../accounts/rules.ts';
import { findOrCreateUser, findUserByEmail } from '../accounts/users.ts';
import { checkCode, issueCode } from '../accounts/verification-codes.ts';
import { limitAction } from '../auth/rate-limit.ts';
import { createSession } from '../auth/sessions.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { WEB } from './paths.ts';
import type { RouteModule } from './paths.ts';

const purpose = z.enum(['login', 'reset_password']).default('login');
const requestBody = z.object({ email: emailSchema, purpose });
const validateBody = z.object({ email: emailSchema, code: verificationCodeSchema, purpose });

/**
 * POST web/verification/request `{ email, purpose? }` -> `{ expires_in }` (seconds). purpose
 * 'login' (default) or 'reset_password'; for reset, mail goes only to existing accounts but
 * the answer is the same. 429 when rate limited.
 * POST web/verification/validate `{ email, code, purpose? }`: for 'login' consumes the code
 * and returns `{ token, token_type, expires_at, user_id, is_new_user, is_password_set }`; for
 * 'reset_password' only checks it and returns `{ valid: true }`. 400 40011 bad code.
 */
export const verificationRoutes: RouteModule = (app, ctx) => {
  app.post(`${WEB}/verification/request`, async (request) => {
    const body = parseInput(requestBody, request.body);
    limitAction(ctx, 'verification', ctx.config.rateLimits.verification, request.ip, body.email);
    const user = findUserByEmail(ctx, body.email);
    if (body.purpose === 'login' || user !== undefined) issueCode(ctx, body.email, body.purpose);
    return ok({ expires_in: ctx.config.verificationCodeTtlSeconds });
  });

  app.post(`${WEB}/verification/validate`, async (request) => {
    const body = parseInput(validateBody, request.body);
    limitAction(ctx, 'login', ctx.config.rateLimits.login, request.ip, body.email);
    if (body.purpose === 'reset_password') {
      checkCode(ctx, body.email, 'reset_password', body.code, false);
      return ok({ valid: true });
    }
    checkCode(ctx, body.email, 'login', body.code, true);
    const { user, created } = findOrCreateUser(ctx, body.email);
    if (user.disabled_at !== null) throw new ApiError(403, ErrorCode.forbidden, 'account disabled');
    const issued = createSession(ctx, user.id);
    return ok({
      token: issued.token,
      token_type: 'Bearer',
      expires_at: issued.expiresAt,
      user_id: user.id,
      is_new_user: created,
      is_password_set: user.password_hash !== null,
    });
  });
};
