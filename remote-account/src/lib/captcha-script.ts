/**
 * The reCAPTCHA-compatible script the login form loads (rule account.captcha: login carries a v2
 * token). With the API's local provider it is served at `<apiBase>/captcha/local.js` and puts
 * `grecaptcha` on the window with the v2 calls used here (api/src/captcha/local-script.ts).
 */
import { isRecord } from './guards.ts';

/** The v2 calls of `window.grecaptcha` the login form uses. */
export interface GrecaptchaV2 {
  render(
    container: HTMLElement,
    params: { readonly sitekey: string; readonly callback?: (token: string) => void; readonly 'expired-callback'?: () => void },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

/**
 * Site key passed to `render`. The local provider ignores it; pointing the site at Google's
 * reCAPTCHA needs the real key delivered through configuration (not done yet).
 */
export const CAPTCHA_SITE_KEY = 'local';

/** Where the script is served for an API base (`http://127.0.0.1:3100` gives `.../captcha/local.js`). */
export function captchaScriptUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/captcha/local.js`;
}

/** `win.grecaptcha` once it offers the v2 calls, else undefined. */
export function readGrecaptcha(win: Window): GrecaptchaV2 | undefined {
  const candidate: unknown = Reflect.get(win, 'grecaptcha');
  if (!isRecord(candidate)) return undefined;
  const { render, getResponse, reset } = candidate;
  if (typeof render !== 'function' || typeof getResponse !== 'function' || typeof reset !== 'function') return undefined;
  return {
    render: (container, params) => Number(Reflect.apply(render, candidate, [container, params])),
    getResponse: (widgetId) => String(Reflect.apply(getResponse, candidate, [widgetId]) ?? ''),
    reset: (widgetId) => void Reflect.apply(reset, candidate, [widgetId]),
  };
}

/**
 * Adds the script to `doc` once: a page that already has a script with this `src` keeps it.
 * Returns that script element so the caller can listen for `error`.
 */
export function loadCaptchaScript(doc: Document, src: string): HTMLScriptElement {
  // `script.src` reads back absolute; resolve ours the same way so a relative API base matches too.
  const href = new URL(src, doc.baseURI).href;
  const existing = [...doc.scripts].find((script) => script.src === href);
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = href;
  script.async = true;
  script.dataset.captcha = 'v2';
  doc.head.append(script);
  return script;
}
