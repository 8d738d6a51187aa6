/**
 * Which remote owns which URL (ARCHITECTURE.md, "The parts"). The host uses this table to
 * decide which remote's route table to load for a path; the remotes own the routes themselves.
 */

/** The five areas, each built and deployed as its own remote. */
export const AREAS = ['marketing', 'blog', 'account', 'checkout', 'tools'] as const;

/** One area of the site. */
export type Area = (typeof AREAS)[number];

/** Type guard for area names read from files, URLs or the registry. */
export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/**
 * First path segment (unprefixed) to owning area. Anything else belongs to marketing, which owns
 * the not-found screen. A Map, not an object: a path segment is visitor input, and `__proto__`
 * or `constructor` must never reach a prototype property.
 */
const FIRST_SEGMENT_OWNER: ReadonlyMap<string, Area> = new Map(Object.entries({
  blog: 'blog',
  login: 'account',
  forgetpassword: 'account',
  resetpassword: 'account',
  myaccount: 'account',
  pricing: 'checkout',
  paystatus: 'checkout',
  paysuc: 'checkout',
  'what-is-my-ip': 'tools',
  'webrtc-leak-test': 'tools',
  'what-is-vpn': 'tools',
} satisfies Record<string, Area>));

/**
 * The area that owns an unprefixed path (`/blog/x` gives `blog`). Unknown paths go to
 * marketing, whose route table holds the two catch-all not-found routes (spec section 2).
 */
export function areaForPath(unprefixedPath: string): Area {
  const first = unprefixedPath.split('/')[1] ?? '';
  return FIRST_SEGMENT_OWNER.get(first) ?? 'marketing';
}

/** First path segments (unprefixed) of every route of spec section 2; `''` is home. */
const KNOWN_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  '', '404', 'aboutus', 'affiliate', 'blog', 'contact-us', 'cookie-policy-2025', 'download', 'features',
  'forgetpassword', 'resetpassword', 'login', 'myaccount', 'paystatus', 'paysuc', 'press-room', 'pricing',
  'privacy-policy', 'terms-of-service', 'termsuse', 'redirect', 'vpn-for-social-media', 'vpn-server',
  'vpn-trial', 'webrtc-leak-test', 'what-is-my-ip', 'what-is-vpn',
]);

/**
 * True when an unprefixed path starts like a route of this site (compatible mode of spec
 * section 2 sends other paths to the older site). Deeper validation is the routes' own.
 */
export function isKnownPath(unprefixedPath: string): boolean {
  return KNOWN_FIRST_SEGMENTS.has(unprefixedPath.split('/')[1] ?? '');
}
