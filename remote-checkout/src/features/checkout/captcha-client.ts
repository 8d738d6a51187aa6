/**
 * reCAPTCHA v3 tokens for anonymous signup and s1 (rule account.captcha). The script comes from the
 * API (`<apiBase>/captcha/local.js`, the local stand-in for Google's script); it is added to the
 * page once, on first use, and waited for as rule account.captcha says (200 ms polls, 300 at most).
 */
import { waitForCaptcha } from '@meridian/shared/captcha';

/** Site key passed to `execute`; the local script ignores it. A real reCAPTCHA key is configuration. */
export const CAPTCHA_SITE_KEY = 'local';

/** The part of `window.grecaptcha` used here. */
interface CaptchaV3 {
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

function isCaptchaV3(value: unknown): value is CaptchaV3 {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'execute') === 'function';
}

function pageCaptcha(): CaptchaV3 | null {
  const candidate: unknown = Reflect.get(window, 'grecaptcha');
  return isCaptchaV3(candidate) ? candidate : null;
}

/** Adds the script tag once per page. */
function ensureScript(apiBase: string): void {
  const src = `${apiBase.replace(/\/+$/, '')}/captcha/local.js`;
  const present = Array.from(document.querySelectorAll('script[data-captcha-script]')).some(
    (node) => node.getAttribute('data-captcha-script') === src,
  );
  if (present) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.captchaScript = src;
  document.head.append(script);
}

/**
 * A v3 token for `action` ('anonymous_signup', 'create_subscription'). Rejects when the script
 * does not load in time or `execute` fails.
 */
export async function captchaToken(apiBase: string, action: string): Promise<string> {
  if (pageCaptcha() === null) ensureScript(apiBase);
  await waitForCaptcha(() => pageCaptcha() !== null);
  const captcha = pageCaptcha();
  if (captcha === null) throw new Error('waiting for the captcha script: grecaptcha went away');
  return captcha.execute(CAPTCHA_SITE_KEY, { action });
}
