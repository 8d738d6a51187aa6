/**
 * Where to go after logging in. The target travels in `/login?redirect=`, which anyone can
 * write into a link, so only a path of this site is followed (no open redirect): anything else
 * falls back to /myaccount. Paths are unprefixed: the router adds the locale basename.
 */
import { isRouteLocale } from '@meridian/shared/locales';

/** Where a login goes when no (safe) target is given. */
export const DEFAULT_AFTER_LOGIN = '/myaccount';

/** The query parameter of /login that names the target. */
export const REDIRECT_PARAM = 'redirect';

// A throwaway origin to resolve against: a target is safe when it resolves to it.
const PROBE_ORIGIN = 'https://site.invalid';

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isAuthPath(pathname: string): boolean {
  return /^\/(?:login|forgetpassword|resetpassword)(?:\/|$)/.test(pathname);
}

/**
 * The same-site path to navigate to for the `redirect` value `raw`: its path, query and hash,
 * without a leading locale segment (`/de/myaccount` gives `/myaccount`). Gives
 * {@link DEFAULT_AFTER_LOGIN} for null, empty, absolute or protocol-relative URLs, backslashes,
 * control characters, and the login and password screens themselves (no loops).
 */
export function safeRedirectTarget(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // Browsers read '\' as '/', and the URL parser drops tabs and newlines: refuse both outright.
  if (raw.includes('\\') || hasControlCharacter(raw)) return DEFAULT_AFTER_LOGIN;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_AFTER_LOGIN;
  const segments = url.pathname.split('/');
  const pathname = isRouteLocale(segments[1]) ? `/${segments.slice(2).join('/')}` : url.pathname;
  // Dot segments can collapse into '//host' ('/.//evil.example'): check the result as well.
  if (pathname.startsWith('//') || isAuthPath(pathname)) return DEFAULT_AFTER_LOGIN;
  return `${pathname}${url.search}${url.hash}`;
}

/** The safe target named by the `?redirect=` of a request's address (loaders and actions). */
export function redirectTargetOf(url: string): string {
  return safeRedirectTarget(new URL(url).searchParams.get(REDIRECT_PARAM));
}

/** The login screen's address that comes back to `location` (an unprefixed router location) afterwards. */
export function loginPathFor(location: { readonly pathname: string; readonly search?: string; readonly hash?: string }): string {
  const target = safeRedirectTarget(`${location.pathname}${location.search ?? ''}${location.hash ?? ''}`);
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/**
 * `/login` with its query: `mode=signup` for the code sign-in, `step=password` for the
 * "choose a password" step, and the target as `redirect` unless it is the default.
 */
export function loginPath(options: { readonly mode?: 'signup'; readonly step?: 'password'; readonly target?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.mode) query.set('mode', options.mode);
  if (options.step) query.set('step', options.step);
  if (options.target && options.target !== DEFAULT_AFTER_LOGIN) query.set(REDIRECT_PARAM, options.target);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
