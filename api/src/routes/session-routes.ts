/**
 * Login, logout and anonymous signup (rule checkout.anonymous). Login takes a captcha v2 token
 * and is also served under /ws/mm/reca/r2/...; anonymous signup takes a v3 token and is also
 * served under /ws/mm/reca/r3/... (the client rewrites those paths).
 */
import { anonymousSignupCall, loginCall, logoutCall } from '@meridian/shared/api-schemas';
import type { FastifyRequest } from 'fastify';
import { ok } from '@meridian/shared/result';
import { z } from 'zod';
import { emailSchema, givenPasswordSchema, recasignSchema } from '../accounts/rules.ts';
import { createUser } from '../accounts/users.ts';
import { deviceTokenField } from '../auth/device-tokens.ts';
import { passwordLogin } from '../auth/password-login.ts';
import { limitAction } from '../auth/rate-limit.ts';
import { bearerToken, createSession, hashToken, noToken, revokeSession } from '../auth/sessions.ts';
import { requireCaptcha } from '../captcha/captcha.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { perIpLimit } from '../http/route-limits.ts';
import { parseInput, requestOf } from '../http/validate.ts';
import { RECAPTCHA_V2_PREFIX, RECAPTCHA_V3_PREFIX, WEB } from './paths.ts';
import type { RouteModule } from './paths.ts';

const loginBody = requestOf(
  loginCall,
  z.object({
    email: emailSchema,
    password: givenPasswordSchema,
    recasign: recasignSchema,
    device_token: deviceTokenField,
  }),
);
const signupBody = requestOf(anonymousSignupCall, z.object({ recasign: recasignSchema }));

/**
 * POST web/login `{ email, password, recasign, device_token? }` -> `{ token, token_type,
 *   expires_at, user_id, device_token }` (auth/password-login.ts); the client keeps the newest
 *   device_token and sends it with its next logins. 400 40010 wrong email or password, 403
 *   disabled, 429 per IP (API_RATE_LOGIN_PER_IP) or while one of the login's failure counters
 *   is locked (auth/login-lockout.ts: device token, or client and email, or email), captcha errors.
 * POST web/logout (bearer) -> null; 401 without a token; an already invalid token is fine.
 * POST web/anonymous_signup `{ recasign }` -> `{ token, token_type, expires_at, user_id }`;
 *   429 past API_RATE_LOGIN_PER_IP signups per IP and window.
 */
export const sessionRoutes: RouteModule = (app, ctx) => {
  const login = answer(async (request: { body: unknown; ip: string }) => {
    const body = parseInput(loginBody, request.body);
    if (!body.ok) return body;
    const limited = limitAction(ctx, 'login', ctx.config.rateLimits.login, request.ip);
    if (!limited.ok) return limited;
    const captcha = await requireCaptcha(ctx, body.value.recasign, 'v2', request.ip);
    if (!captcha.ok) return captcha;
    const { email, password, device_token: deviceToken } = body.value;
    const signedIn = await passwordLogin(ctx, { email, password, deviceToken, ip: request.ip });
    return signedIn.ok ? ok(reply(loginCall, signedIn.value)) : signedIn;
  });
  app.post(`${WEB}/login`, login);
  app.post(`${RECAPTCHA_V2_PREFIX}${WEB}/login`, login);

  const anonymousSignup = answer(async (request: { body: unknown; ip: string }) => {
    const body = parseInput(signupBody, request.body);
    if (!body.ok) return body;
    const captcha = await requireCaptcha(ctx, body.value.recasign, 'v3', request.ip);
    if (!captcha.ok) return captcha;
    const userId = createUser(ctx, null);
    const issued = createSession(ctx, userId);
    return ok(reply(anonymousSignupCall, { token: issued.token, token_type: 'Bearer', expires_at: issued.expiresAt, user_id: userId }));
  });
  // Both paths share one per-IP budget.
  const signupLimit = perIpLimit(app, ctx.config.rateLimits.login.perIp, ctx.config.rateLimits.windowSeconds * 1000);
  app.post(`${WEB}/anonymous_signup`, signupLimit, anonymousSignup);
  app.post(`${RECAPTCHA_V3_PREFIX}${WEB}/anonymous_signup`, signupLimit, anonymousSignup);

  app.post(
    `${WEB}/logout`,
    answer(async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === undefined) return noToken();
      // Idempotent: logging out with an unknown, expired or revoked token also succeeds.
      revokeSession(ctx, hashToken(token), 'logout');
      return ok(reply(logoutCall, null));
    }),
  );
};
