/**
 * Signed page views (decision 047): the id a page's beacon must carry for its browser evidence to
 * count. Pages are cached (the page cache, a CDN), so the id cannot be in the HTML: a page asks
 * for one after hydration (`GET /__signals/view`, no-store) and gets a token naming a fresh random
 * id, its expiry, the area versions the page says it was rendered with (those the release state
 * knows), and a keyed hash of the asking address (`source`, rotated daily, never the address).
 * A signed JSON token (`@meridian/shared/signed-json.server`) of `{i, e, s, v}`.
 * Every host replica holds the same `SIGNALS_SECRET`, so a beacon verifies on any of them; the
 * registry counts each id once per version whichever replica reports it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { isArea, type Area } from '@meridian/shared/areas';
import { openSignedJson, signJson } from '@meridian/shared/signed-json.server';

/** What a page-view token says. `exp` in seconds since the epoch. */
export interface PageViewClaims {
  /** Random id of the page view, 22 base64url characters. */
  readonly id: string;
  readonly exp: number;
  /** Keyed hash of the address that asked for it (`sourceKey`). */
  readonly source: string;
  readonly versions: readonly { readonly area: Area; readonly version: string }[];
}

/** How long a page view may send its beacons, in seconds. */
export const PAGE_VIEW_TTL_S = 1800;

/** Shortest secret accepted. */
export const MIN_SIGNALS_SECRET_LENGTH = 32;

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const PART = /^[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 2048;

/** A new page view's id: 16 random bytes. */
export function newPageViewId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The `source` of an address: HMAC of the address's network (the whole IPv4 address, the /64 of
 * an IPv6 one) and the UTC day, so one address is one source all day on every replica and the
 * registry can cap what it contributes, while nobody can read the address back or follow it
 * across days. 16 base64url characters.
 */
export function sourceKey(ip: string, secret: string, nowMs: number): string {
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const network = isIPv6(address)
    ? address
        .split(':')
        .slice(0, 4)
        .map((group) => group.padStart(4, '0'))
        .join(':')
    : address;
  const day = new Date(nowMs).toISOString().slice(0, 10);
  return createHmac('sha256', secret).update(`source:${day}:${network}`).digest().subarray(0, 12).toString('base64url');
}

/** Signs `claims` with `secret`. Throws an Error for a secret under 32 characters. */
export function signPageView(claims: PageViewClaims, secret: string): string {
  if (secret.length < MIN_SIGNALS_SECRET_LENGTH)
    throw new Error(`SIGNALS_SECRET must have at least ${MIN_SIGNALS_SECRET_LENGTH} characters`);
  const payload = { i: claims.id, e: claims.exp, s: claims.source, v: claims.versions.map(({ area, version }) => `${area}@${version}`) };
  return signJson(payload, secret);
}

function parseClaims(value: unknown): PageViewClaims | null {
  if (typeof value !== 'object' || value === null) return null;
  const { i, e, s, v } = value as Record<string, unknown>;
  if (typeof i !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(i) || typeof s !== 'string' || !PART.test(s)) return null;
  if (typeof e !== 'number' || !Number.isInteger(e) || !Array.isArray(v)) return null;
  const versions = v.flatMap((item: unknown) => {
    if (typeof item !== 'string') return [];
    const [area = '', version = ''] = item.split('@');
    return isArea(area) && VERSION.test(version) ? [{ area, version }] : [];
  });
  return versions.length === v.length ? { id: i, exp: e, source: s, versions } : null;
}

/**
 * The claims of a valid token, or null when it is malformed, signed with another secret or
 * expired at `nowMs`. The signature is compared in constant time; never throws for any input.
 */
export function verifyPageView(token: unknown, secret: string, nowMs: number): PageViewClaims | null {
  if (secret.length < MIN_SIGNALS_SECRET_LENGTH) return null;
  const claims = parseClaims(openSignedJson(token, secret, MAX_TOKEN_LENGTH));
  return claims === null || claims.exp * 1000 <= nowMs ? null : claims;
}
