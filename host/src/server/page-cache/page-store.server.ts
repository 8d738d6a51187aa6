/**
 * The page cache's store (page-cache.server.ts decides what goes in and what comes out): pages
 * in memory, bounded by entries and bytes, expiring after a time to live, each kept with its body
 * compressed once.
 */

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCallback } from 'node:zlib';
import type { Area } from '@meridian/shared/areas';
import type { ReleaseEntry } from '@meridian/shared/release';

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCallback);

/** A stored page: what is sent again for a hit. */
export interface CachedPage {
  readonly status: number;
  readonly contentType: string;
  readonly body: Buffer;
  /** The same body compressed once when stored (brotli 6 and gzip 6, the encoding the first visitor got as sent: {@link encodePage}), sent to browsers that accept it. */
  readonly encoded?: { readonly br: Buffer; readonly gzip: Buffer };
  /** The area and version whose origin must still answer for the page to be served from memory. */
  readonly area: Area | null;
  readonly entry: ReleaseEntry | null;
}

/** The cache; bounded by entries and bytes, entries expire after `ttlMs`. */
export interface PageCache {
  /** The stored page of `key`; undefined when none, or when `key` only marks a page that varies by country. */
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** Marks `key` as a page stored per country (under {@link countryVariantKey}); the mark expires like a page. */
  markVaries(key: string): void;
  /** True when `key` is marked as varying by country. */
  varies(key: string): boolean;
  /**
   * False when the cache would keep a page of `bytes` bytes (its uncompressed body) no longer than
   * the moment it is stored: the cache is off (no entries or no bytes allowed) or the page alone
   * would outweigh a quarter of it. Lets a caller skip collecting and compressing a page for nothing.
   */
  accepts(bytes: number): boolean;
  /** Entries and bytes held (for the bench and tests). */
  size(): { readonly entries: number; readonly bytes: number };
  /** Forgets every page (development: a rebuilt area keeps its version, so keys do not change). */
  clear(): void;
}

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly now?: () => number;
}

/** Bytes a stored page holds: its body and its compressed copies. */
const weight = (page: CachedPage): number => page.body.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0);

/**
 * The body of a page compressed for storing: brotli at quality 6 and gzip at level 6, once per
 * stored page (in libuv's thread pool), instead of compressing it again for every visitor.
 * Not quality 11: that costs 36 ms of CPU for the 54 KB home page (quality 6: 0.9 ms, 9.1 KB
 * instead of 8.0 KB), and every new address (`/?utm_source=...`) is rendered and stored once.
 * `sent`, the same body as the first visitor got it (page-encoding.server.ts), is kept as it is:
 * only the other encoding is compressed (once per response).
 */
export async function encodePage(
  body: Buffer,
  sent?: { readonly encoding: 'br' | 'gzip'; readonly bytes: Buffer },
): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzipped] = await Promise.all([
    sent?.encoding === 'br'
      ? sent.bytes
      : brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    sent?.encoding === 'gzip' ? sent.bytes : gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gzipped };
}

/** Creates an empty cache; the least recently stored entries leave first. */
export function createPageCache({ maxEntries, maxBytes, ttlMs, now = Date.now }: PageCacheOptions): PageCache {
  // A mark (page null) weighs nothing but counts as an entry, so marks are bounded like pages.
  const entries = new Map<string, { page: CachedPage | null; expires: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    if (entry.page) bytes -= weight(entry.page);
    entries.delete(key);
  };
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) {
      drop(key);
      return undefined;
    }
    return entry;
  };
  const store = (key: string, page: CachedPage | null) => {
    drop(key);
    entries.set(key, { page, expires: now() + ttlMs });
    if (page) bytes += weight(page);
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };
  return {
    get: (key) => live(key)?.page ?? undefined,
    accepts: (pageBytes) => maxEntries > 0 && pageBytes <= maxBytes / 4,
    set(key, page) {
      if (weight(page) > maxBytes / 4) return;
      store(key, page);
    },
    markVaries: (key) => store(key, null),
    varies: (key) => live(key)?.page === null,
    size: () => ({ entries: entries.size, bytes }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
