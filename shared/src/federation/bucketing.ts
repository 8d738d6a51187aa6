/**
 * Sticky canary bucketing (docs/architecture.md, "How a request flows", step 2): every visitor falls
 * into one of 10 000 buckets per area, so a canary at `p` percent serves the buckets below
 * `p * 100`. Pure and browser-safe (no Node imports): the host server and the browser shell
 * must agree on the same visitor's bucket.
 */

/** Number of buckets: a canary percentage has a resolution of 0.01 %. */
export const BUCKET_COUNT = 10_000;

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** UTF-8 bytes of a string, written out so the module needs no TextEncoder (absent in some test DOMs). */
function utf8Bytes(input: string): number[] {
  const bytes: number[] = [];
  for (const char of input) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}

/**
 * 32-bit FNV-1a over the UTF-8 bytes of `input`, followed by the MurmurHash3 finaliser so
 * that the low bits (used for the bucket) are well mixed. Returns an unsigned 32-bit integer.
 */
export function stableHash32(input: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8Bytes(input)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The visitor's bucket for one area, an integer in `0..9999`. Stable across processes,
 * browsers and releases: it depends only on `${visitorId}:${area}`.
 */
export function bucketOf(visitorId: string, area: string): number {
  return stableHash32(`${visitorId}:${area}`) % BUCKET_COUNT;
}

/**
 * True when the visitor belongs to the area's canary at `percent` (0-100, fractions allowed,
 * clamped; NaN counts as 0). A visitor in at some percentage stays in at every higher one,
 * because the threshold only grows with the percentage.
 */
export function inCanary(visitorId: string, area: string, percent: number): boolean {
  const clamped = Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return bucketOf(visitorId, area) < Math.round(clamped * 100);
}
