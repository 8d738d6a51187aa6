/** Picks the captcha provider named by config.captcha (login and signup, rule account.captcha). */
import type { DatabaseSync } from 'node:sqlite';
import type { AppConfig } from '../config.ts';
import type { CaptchaVerifier, LocalCaptcha } from './captcha.ts';
import { createLocalCaptcha } from './local-captcha.ts';
import { createRecaptcha } from './recaptcha.ts';

/**
 * The configured verifier, plus the local token issuer when the local provider is chosen.
 * @param fetchImpl used only by the reCAPTCHA provider
 */
export function createCaptcha(
  config: AppConfig,
  db: DatabaseSync,
  now: () => number,
  fetchImpl: typeof fetch,
): { captcha: CaptchaVerifier; localCaptcha: LocalCaptcha | null } {
  if (config.captcha.provider === 'local') {
    const local = createLocalCaptcha(db, config.captcha, now);
    return { captcha: local, localCaptcha: local };
  }
  return { captcha: createRecaptcha(config.captcha, fetchImpl), localCaptcha: null };
}
