/**
 * Which external addresses `/redirect?to=` may send visitors to: the app stores the download
 * pages link to, and our help centre. The redirect page's loader answers an HTTP redirect for
 * these and shows its fallback page for anything else.
 */

/** Hosts `/redirect?to=` accepts. */
export const ALLOWED_REDIRECT_HOSTS: ReadonlySet<string> = new Set([
  'apps.apple.com',
  'play.google.com',
  'chromewebstore.google.com',
  'apps.microsoft.com',
  'help.meridianvpn.example',
]);

/** The `to` query parameter when it is an https URL on an allowed host, else null. */
export function safeTarget(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && ALLOWED_REDIRECT_HOSTS.has(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The host name `raw` points at when it is an absolute http(s) URL (shown on the fallback page
 * so the visitor sees where a refused link leads, never as a link), else null.
 */
export function targetHost(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.hostname : null;
  } catch {
    return null;
  }
}
