/**
 * Kept content's HTML, rendered once and written again (decision 077). A page kept from the server
 * (decisions 062, 075) renders its content and the footer from nothing but the release set, the
 * language and site facts, the address and its routes' loader data; the host's server keeps the HTML
 * inside each `StaticContent` under those inputs and, for the next request with the same inputs
 * (another visitor, a signed-in one, another country with the same prices), writes it instead of
 * rendering the content again. The rest of the page (header, offer, boot and hydration data) renders
 * for each request as before.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { StaticHandlerContext } from 'react-router';
import type { ReleaseSet } from '@meridian/shared/release';
import type { KeptHtml } from '@meridian/shared/ui';

/** The host's store of kept HTML: fragments by key, bounded by entries and bytes, expiring after a time to live. */
export interface KeptHtmlStore {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  /** Entries and bytes (UTF-16 code units) held, for the bench and tests. */
  size(): { readonly entries: number; readonly bytes: number };
  /** Forgets everything (development: a rebuilt area keeps its version). */
  clear(): void;
}

/** Options of {@link createKeptHtmlStore}; `maxEntries` 0 turns it off. `now` in ms, for tests. */
export interface KeptHtmlStoreOptions {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly ttlMs: number;
  readonly now?: () => number;
}

/** Creates an empty store (lru-cache: the least recently used fragment leaves first). */
export function createKeptHtmlStore({ maxEntries, maxBytes, ttlMs, now }: KeptHtmlStoreOptions): KeptHtmlStore {
  if (maxEntries <= 0 || maxBytes <= 0)
    return { get: () => undefined, set: () => {}, size: () => ({ entries: 0, bytes: 0 }), clear: () => {} };
  const cache = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (html, key) => Math.max(1, html.length + key.length),
    ttl: ttlMs,
    // An injected clock is read on every look (lru-cache otherwise reuses a reading for a millisecond).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return {
    get: (key) => cache.get(key),
    set(key, html) {
      // A fragment that would fill a quarter of the store on its own is not worth what it evicts.
      if (html.length + key.length <= maxBytes / 4) cache.set(key, html);
    },
    size: () => ({ entries: cache.size, bytes: cache.calculatedSize }),
    clear: () => cache.clear(),
  };
}

/** What kept content renders from: the inputs of {@link keptHtmlScope}. */
export interface KeptHtmlInputs {
  /** Every area's version of the page's release set (its messages and code). */
  readonly release: ReleaseSet;
  /** The site facts the host passes down (language, public origin, language cookie, help centre, preview). */
  readonly site: unknown;
  /** The router's answer: its location (path and query) and every matched route's loader data. */
  readonly context: Pick<StaticHandlerContext, 'location' | 'loaderData'>;
}

/**
 * The part of a fragment's key that names the page: a SHA-256 of its {@link KeptHtmlInputs}. Any change
 * of a price, a post, a version or a language is another scope, so a kept fragment is never stale
 * but for what depends on the clock alone (the footer's year), which the store's time to live bounds.
 */
export function keptHtmlScope({ release, site, context }: KeptHtmlInputs): string {
  const { pathname, search } = context.location;
  return createHash('sha256')
    .update(JSON.stringify([release.remotes, site, pathname, search, context.loaderData]))
    .digest('base64url');
}

/** One page render's use of the store: what the page's content is given, and what it rendered anew. */
export interface PageKeptHtml {
  /** Given to the page's `StaticContent` (KeptHtmlContext). */
  readonly kept: KeptHtml;
  /** Ids of the content rendered anew in this render (nothing was kept for them). */
  readonly missed: () => readonly string[];
  /** How many contents were written from the store in this render. */
  readonly hits: () => number;
  /** Keeps the HTML of every missed content found in `html` (the React part of the page as sent); returns how many were kept. */
  readonly keepFrom: (html: string) => number;
}

/** The {@link PageKeptHtml} of one render of the page `scope`. */
export function pageKeptHtml(store: KeptHtmlStore, scope: string): PageKeptHtml {
  const missed = new Set<string>();
  let hits = 0;
  return {
    kept: {
      get(id) {
        const html = store.get(`${scope} ${id}`);
        if (html === undefined) missed.add(id);
        else hits += 1;
        return html;
      },
    },
    missed: () => [...missed],
    hits: () => hits,
    keepFrom(html) {
      let count = 0;
      for (const [id, inner] of keptFragments(html, [...missed])) {
        store.set(`${scope} ${id}`, inner);
        count += 1;
      }
      return count;
    },
  };
}

/** React escapes `&`, `<`, `>`, `"` and `'` in an attribute's value; an id is matched as React wrote it. */
const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c);

/**
 * What kept HTML must not hold: raw text (script, style, textarea) or a template, where a tag's name
 * may appear without being a tag, and a Suspense boundary that was not complete when written, whose
 * content React sends later elsewhere in the page.
 */
const UNSAFE_INSIDE = /<(?:script|style|textarea|template)\b|<!--\$[?!]/i;

/**
 * The HTML inside each `StaticContent` element of `ids` in `html`: from the end of the start tag that
 * carries `data-static="<id>"` to its own end tag, counting the nested elements of the same name.
 * An id found more or less than once, an element never closed or content with {@link UNSAFE_INSIDE}
 * is left out (rendered anew next time); so is every id when React hoisted a `<link>` or `<meta>` into
 * the page (a preload a kept copy would not repeat).
 */
export function keptFragments(html: string, ids: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  if (/<(?:link|meta)\b/i.test(html)) return found;
  for (const id of ids) {
    const marker = `data-static="${escapeAttribute(id)}"`;
    const at = html.indexOf(marker);
    if (at < 0 || html.indexOf(marker, at + marker.length) >= 0) continue;
    const tagStart = html.lastIndexOf('<', at);
    const name = /^<([a-z][a-z0-9]*)/i.exec(html.slice(tagStart, at))?.[1];
    const startEnd = html.indexOf('>', at);
    if (name === undefined || startEnd < 0) continue;
    const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'gi');
    tags.lastIndex = startEnd + 1;
    let depth = 1;
    let end = -1;
    for (let match = tags.exec(html); match !== null; match = tags.exec(html)) {
      depth += match[1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = match.index;
        break;
      }
    }
    if (end < 0) continue;
    const inner = html.slice(startEnd + 1, end);
    // A copy of its own: a slice would keep the whole page's string alive in the store.
    if (!UNSAFE_INSIDE.test(inner)) found.set(id, Buffer.from(inner, 'utf8').toString('utf8'));
  }
  return found;
}
