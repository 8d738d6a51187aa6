/**
 * Emailed codes (web/verification/..., decision 026): sign-in by code, which creates the
 * account on first use and, called with an anonymous account's bearer token, claims that
 * account's purchases (accounts/claim.ts); and the check step of the forgotten-password flow.
 */
import { CODE_PURPOSES, verificationRequestCall, verificationValidateCall } from '@meridian/shared/api-schemas';
import { apiError, ok } from '@meridian/shared/result';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isClaimable, mergeAnonymousAccount } from '../accounts/claim.ts';
import { emailSchema, recasignSchema, verificationCodeSchema } from '../accounts/rules.ts';
import { findOrCreateUser, findUserByEmail } from '../accounts/users.ts';
import { checkCode, issueCode } from '../accounts/verification-codes.ts';
import { deviceTokenField, findDeviceToken } from '../auth/device-tokens.ts';
import { hit, hitsInWindow, limitAction, pairKey } from '../auth/rate-limit.ts';
import { optionalUser } from '../auth/sessions.ts';
import { signIn } from '../auth/sign-in.ts';
import { requireCaptcha } from '../captcha/captcha.ts';
import { inTransaction } from '../db/database.ts';
import { addressKey } from '../http/client-address.ts';
import { answer } from '../http/answer.ts';
import { reply } from '../http/envelope.ts';
import { ErrorCode } from '../http/errors.ts';
import { parseInput, requestOf } from '../http/validate.ts';
import { RECAPTCHA_V2_PREFIX, WEB } from './paths.ts';
import type { RouteModule } from './paths.ts';

const purpose = z.enum(CODE_PURPOSES).default('login');
const requestBody = requestOf(verificationRequestCall, z.object({ email: emailSchema, purpose, recasign: recasignSchema }));
const validateBody = requestOf(
  verificationValidateCall,
  z.object({ email: emailSchema, code: verificationCodeSchema, purpose, device_token: deviceTokenField }),
);

/**
 * POST web/verification/request `{ email, purpose?, recasign? }` -> `{ expires_in }` (seconds);
 *   also served under /ws/mm/reca/r2/... like login. purpose 'login' (default) or
 *   'reset_password'; for reset, mail goes only to existing accounts but the answer is the same.
 *   The first request for an address and purpose in a window needs no captcha; every later one
 *   in that window, from any client, needs a captcha v2 token in `recasign` (400 40003 without one, 40004
 *   rejected): a stranger can still ask, but each further mail costs them a solved captcha, and
 *   the owner's own request is never refused for what others did. 429 past
 *   API_RATE_VERIFICATION_PER_IP per client or API_RATE_VERIFICATION_PER_ACCOUNT per client and
 *   address together (decision 017). Codes mailed before stay valid.
 * POST web/verification/validate `{ email, code, purpose?, device_token? }`:
 *   - 'login' consumes the code and returns `{ token, token_type, expires_at, user_id,
 *     device_token, is_new_user, is_password_set, claimed, orders_moved }`. With the bearer
 *     token of an anonymous account, that account's purchases move to the email's account
 *     (created if missing), the anonymous account is closed (its tokens then get 50012):
 *     claimed true and orders_moved the number of orders moved. Any other bearer token is
 *     ignored (claimed false, orders_moved 0).
 *   - 'reset_password' only checks the code and returns `{ valid: true }`.
 *   400 40011 bad code, 403 disabled account, 429 past API_RATE_LOGIN_PER_IP per IP. No
 *   per-address limit: each code allows 5 wrong tries per client and 100 in total
 *   (accounts/verification-codes.ts).
 */
export const verificationRoutes: RouteModule = (app, ctx) => {
  const requestCode = answer(async (request: { body: unknown; ip: string }) => {
    const parsed = parseInput(requestBody, request.body);
    if (!parsed.ok) return parsed;
    const body = parsed.value;
    const perClient = hit(ctx, 'verification:ip', addressKey(request.ip), ctx.config.rateLimits.verification.perIp);
    if (!perClient.ok) return perClient;
    const asked = `${body.purpose}:${body.email}`;
    if (hitsInWindow(ctx, 'verification:email', asked) > 0) {
      const captcha = await requireCaptcha(ctx, body.recasign, 'v2', request.ip);
      if (!captcha.ok) return captcha;
    }
    // Counted once the captcha passed: a request the API sent back for one costs the client nothing here.
    const perPair = hit(ctx, 'verification:pair', pairKey(request.ip, body.email), ctx.config.rateLimits.verification.perAccount);
    if (!perPair.ok) return perPair;
    // Counted, never refused: the count only decides whether the next request needs the captcha.
    hit(ctx, 'verification:email', asked, Number.MAX_SAFE_INTEGER);
    const user = findUserByEmail(ctx, body.email);
    if (body.purpose === 'login' || user !== undefined) issueCode(ctx, body.email, body.purpose);
    return ok(reply(verificationRequestCall, { expires_in: ctx.config.verificationCodeTtlSeconds }));
  });
  app.post(`${WEB}/verification/request`, requestCode);
  app.post(`${RECAPTCHA_V2_PREFIX}${WEB}/verification/request`, requestCode);

  app.post(
    `${WEB}/verification/validate`,
    answer(async (request: FastifyRequest) => {
      const parsed = parseInput(validateBody, request.body);
      if (!parsed.ok) return parsed;
      const body = parsed.value;
      const limited = limitAction(ctx, 'login', ctx.config.rateLimits.login, request.ip);
      if (!limited.ok) return limited;
      if (body.purpose === 'reset_password') {
        const checked = checkCode(ctx, body.email, 'reset_password', body.code, false, request.ip);
        return checked.ok ? ok(reply(verificationValidateCall, { valid: true })) : checked;
      }
      const checked = checkCode(ctx, body.email, 'login', body.code, true, request.ip);
      if (!checked.ok) return checked;
      // A valid bearer token of any account; only an anonymous one is claimed below.
      const caller = optionalUser(ctx, request)?.userId ?? null;
      const outcome = inTransaction(ctx.db, () => {
        const found = findOrCreateUser(ctx, body.email);
        // A disabled account already existed: nothing was written to roll back.
        if (found.user.disabled_at !== null) return apiError(403, ErrorCode.forbidden, 'account disabled');
        // Checked inside the transaction: of two claims racing with one token, only the first moves anything.
        const claimable = caller !== null && caller !== found.user.id && isClaimable(ctx, caller);
        return ok({ ...found, claim: claimable ? mergeAnonymousAccount(ctx, caller, found.user.id) : null });
      });
      if (!outcome.ok) return outcome;
      const { user, created, claim } = outcome.value;
      return ok(
        reply(verificationValidateCall, {
          ...signIn(ctx, user.id, findDeviceToken(ctx, body.device_token)),
          is_new_user: created,
          is_password_set: user.password_hash !== null,
          claimed: claim !== null,
          orders_moved: claim?.ordersMoved ?? 0,
        }),
      );
    }),
  );
};
