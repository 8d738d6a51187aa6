/**
 * Which external addresses `/redirect?to=` may send visitors to: the app stores the download
 * pages link to, and our help centre. Anything else is ignored by the redirect page.
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
