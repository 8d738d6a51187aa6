/**
 * Login, logout and anonymous signup (spec sections 6 and 7). Login takes a captcha v2 token
 * and is also served under /ws/mm/reca/r2/...; anonymous signup takes a v3 token and is also
 * served under /ws/mm/reca/r3/... (the client rewrites those paths).
 */
import { z } from 'zod';
import { emailSchema, givenPasswordSchema, recasignSchema } from '../accounts/rules.ts';
import { createUser, findUserByEmail } from '../accounts/users.ts';
import { dummyPasswordHash, verifyPassword } from '../auth/password-hash.ts';
import { limitAction } from '../auth/rate-limit.ts';
import { bearerToken, createSession, hashToken, revokeSession } from '../auth/sessions.ts';
import { requireCaptcha } from '../captcha/captcha.ts';
import { ok } from '../http/envelope.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { RECAPTCHA_V2_PREFIX, RECAPTCHA_V3_PREFIX, WEB } from './paths.ts';
import type { RouteModule } from './paths.ts';

const loginBody = z.object({ email: emailSchema, password: givenPasswordSchema, recasign: recasignSchema });
const signupBody = z.object({ recasign: recasignSchema });

/**
 * POST web/login `{ email, password, recasign }` -> `{ token, token_type, expires_at, user_id }`;
 * 400 40010 wrong email or password, 403 disabled, 429 rate limited, captcha errors.
 * POST web/logout (bearer) -> null; 401 without a token; an already invalid token is fine.
 * POST web/anonymous_signup `{ recasign }` -> `{ token, token_type, expires_at, user_id }`.
 */
export const sessionRoutes: RouteModule = (app, ctx) => {
  const login = async (request: { body: unknown; ip: string }) => {
    const body = parseInput(loginBody, request.body);
    limitAction(ctx, 'login', ctx.config.rateLimits.login, request.ip, body.email);
    await requireCaptcha(ctx, body.recasign, 'v2', request.ip);
    const user = findUserByEmail(ctx, body.email);
    const matches = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (user === undefined || user.password_hash === null || !matches) {
      throw new ApiError(400, ErrorCode.badCredentials, 'wrong email or password');
    }
    if (user.disabled_at !== null) throw new ApiError(403, ErrorCode.forbidden, 'account disabled');
    const issued = createSession(ctx, user.id);
    return ok({ token: issued.token, token_type: 'Bearer', expires_at: issued.expiresAt, user_id: user.id });
  };
  app.post(`${WEB}/login`, login);
  app.post(`${RECAPTCHA_V2_PREFIX}${WEB}/login`, login);

  const anonymousSignup = async (request: { body: unknown; ip: string }) => {
    const body = parseInput(signupBody, request.body);
    limitAction(ctx, 'signup', ctx.config.rateLimits.login, request.ip);
    await requireCaptcha(ctx, body.recasign, 'v3', request.ip);
    const userId = createUser(ctx, null);
    const issued = createSession(ctx, userId);
    return ok({ token: issued.token, token_type: 'Bearer', expires_at: issued.expiresAt, user_id: userId });
  };
  app.post(`${WEB}/anonymous_signup`, anonymousSignup);
  app.post(`${RECAPTCHA_V3_PREFIX}${WEB}/anonymous_signup`, anonymousSignup);

  app.post(`${WEB}/logout`, async (request) => {
    const token = bearerToken(request);
    if (token === undefined) throw new ApiError(401, ErrorCode.noToken, 'authorization token required');
    // Idempotent: logging out with an unknown, expired or revoked token also succeeds.
    revokeSession(ctx, hashToken(token), 'logout');
    return ok(null);
  });
};
