/**
 * Captcha verification behind one interface with two providers: the built-in local one
 * (local-captcha.ts, default) and Google reCAPTCHA (recaptcha.ts). Login uses v2 tokens,
 * anonymous signup v3 tokens (spec section 7); an empty token fails with
 * 'recaptcha token is empty' (spec section 5).
 */
import type { AppContext } from '../context.ts';
import { ApiError, ErrorCode } from '../http/errors.ts';

/** v2: checkbox widget (login); v3: invisible, score-based (anonymous signup). */
export type CaptchaKind = 'v2' | 'v3';

/** A verifier's answer; `unavailable` means the provider could not be asked. */
export type CaptchaVerdict = { readonly ok: true } | { readonly ok: false; readonly unavailable?: boolean };

/** One captcha provider. */
export interface CaptchaVerifier {
  readonly provider: 'local' | 'recaptcha';
  /** Checks a non-empty token for `kind`; `ip` is the client address. Never throws. */
  verify(token: string, kind: CaptchaKind, ip: string): Promise<CaptchaVerdict>;
}

/** The local provider also issues tokens (POST /captcha/local/token). */
export interface LocalCaptcha extends CaptchaVerifier {
  readonly provider: 'local';
  /** A signed token for `kind` and `action`, valid for the configured TTL. */
  issue(kind: CaptchaKind, action: string): string;
}

/**
 * Rejects a request whose captcha token (`recasign`) is missing, empty or not accepted.
 * @throws ApiError 400 code 40003 'recaptcha token is empty', 400 code 40004 when rejected,
 *   503 code 503 when the provider cannot be reached
 */
export async function requireCaptcha(ctx: AppContext, token: string | undefined, kind: CaptchaKind, ip: string): Promise<void> {
  if (token === undefined || token.trim() === '') {
    throw new ApiError(400, ErrorCode.captchaEmpty, 'recaptcha token is empty');
  }
  const verdict = await ctx.captcha.verify(token.trim(), kind, ip);
  if (verdict.ok) return;
  if (verdict.unavailable === true) {
    throw new ApiError(503, ErrorCode.unavailable, 'captcha verification is unavailable, try again later');
  }
  throw new ApiError(400, ErrorCode.captchaInvalid, 'recaptcha verification failed');
}
