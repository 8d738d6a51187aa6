/**
 * Captcha verification behind one interface with two providers: the built-in local one
 * (local-captcha.ts, default) and Google reCAPTCHA (recaptcha.ts). Login uses v2 tokens,
 * anonymous signup v3 tokens (rule account.captcha); an empty token fails with
 * 'recaptcha token is empty'.
 */
import { apiError, ok } from '@meridian/shared/result';
import { ErrorCode, type ApiResult } from '../http/errors.ts';

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
 * Refuses a request whose captcha token (`recasign`) is missing, empty or not accepted by
 * `ctx.captcha` (the app context's verifier; only that part is taken, so this module and
 * context.ts do not import each other).
 * @returns ok, or the refusal 400 code 40003 'recaptcha token is empty', 400 code 40004 when
 *   rejected, 503 code 503 when the provider cannot be reached
 */
export async function requireCaptcha(
  ctx: { readonly captcha: CaptchaVerifier },
  token: string | undefined,
  kind: CaptchaKind,
  ip: string,
): Promise<ApiResult<void>> {
  if (token === undefined || token.trim() === '') {
    return apiError(400, ErrorCode.captchaEmpty, 'recaptcha token is empty');
  }
  const verdict = await ctx.captcha.verify(token.trim(), kind, ip);
  if (verdict.ok) return ok(undefined);
  if (verdict.unavailable === true) {
    return apiError(503, ErrorCode.unavailable, 'captcha verification is unavailable, try again later');
  }
  return apiError(400, ErrorCode.captchaInvalid, 'recaptcha verification failed');
}
