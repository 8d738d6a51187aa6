/**
 * Google reCAPTCHA provider: posts the token to the siteverify URL with the v2 or v3 secret.
 * v3 answers must also reach config.minScore. Selected by API_CAPTCHA_PROVIDER=recaptcha;
 * tests pass a stub `fetch`, so Google is never called by them.
 */
import { z } from 'zod';
import type { RecaptchaConfig } from '../config.ts';
import type { CaptchaKind, CaptchaVerdict, CaptchaVerifier } from './captcha.ts';

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

const TIMEOUT_MS = 5000;

/**
 * Creates the reCAPTCHA provider.
 * @param fetchImpl the fetch to call siteverify with (global fetch in production)
 */
export function createRecaptcha(config: RecaptchaConfig, fetchImpl: typeof fetch): CaptchaVerifier {
  return {
    provider: 'recaptcha',
    async verify(token: string, kind: CaptchaKind, ip: string): Promise<CaptchaVerdict> {
      const form = new URLSearchParams({
        secret: kind === 'v2' ? config.v2Secret : config.v3Secret,
        response: token,
        remoteip: ip,
      });
      let answer: unknown;
      try {
        const response = await fetchImpl(config.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return { ok: false, unavailable: true };
        answer = await response.json();
      } catch {
        return { ok: false, unavailable: true };
      }
      const parsed = answerSchema.safeParse(answer);
      if (!parsed.success) return { ok: false, unavailable: true };
      if (!parsed.data.success) return { ok: false };
      if (kind === 'v3' && (parsed.data.score ?? 0) < config.minScore) return { ok: false };
      return { ok: true };
    },
  };
}
