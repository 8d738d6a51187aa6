/**
 * The STUN server the leak test asks for the visitor's public address. A page may name
 * another with `?stun=`, limited to plain `stun:` URLs so the parameter cannot point the
 * browser at a TURN relay or anything else.
 */

/**
 * Default STUN server: Google's public one, widely reachable on UDP 19302. It only sees that
 * someone asked for their address, and only after the visitor starts the test.
 */
export const DEFAULT_STUN_URL = 'stun:stun.l.google.com:19302';

const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])`;
const STUN_URL = new RegExp(String.raw`^stun:${HOST}(?::(\d{1,5}))?$`, 'i');

/**
 * `value` when it is a `stun:host[:port]` URL (RFC 7064; host a name, IPv4 or bracketed IPv6,
 * port 1 to 65535), else null. `stuns:`, `turn:`, credentials and query strings are refused.
 */
export function parseStunUrl(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text.length > 255) return null;
  const match = STUN_URL.exec(text);
  if (!match) return null;
  const port = match[1] === undefined ? null : Number(match[1]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return text;
}

/** The STUN URL for a page's query string: a valid `?stun=` override, else {@link DEFAULT_STUN_URL}. */
export function stunUrlFromSearch(search: URLSearchParams): string {
  return parseStunUrl(search.get('stun')) ?? DEFAULT_STUN_URL;
}
