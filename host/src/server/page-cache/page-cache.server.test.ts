/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { StaticHandlerContext } from 'react-router';
import type { ReleaseSet } from '@meridian/shared/release';
import {
  countryVariantKey,
  createPageCache,
  encodePage,
  pageCacheKey,
  pageReleaseKey,
  keepPage,
  keepTarget,
  keptAs,
  type KeepInput,
  type PageKeyInput,
} from './page-cache.server.ts';

const base: PageKeyInput = {
  method: 'GET',
  url: '/de/features',
  locale: 'de',
  prefixed: true,
  languageCookie: null,
  release: 'blog@1.0.0@o,marketing@1.0.0@o#7',
  signedIn: false,
  previewing: false,
};
const page = (text: string) => ({
  status: 200,
  contentType: 'text/html',
  body: Buffer.from(text),
  area: 'marketing' as const,
  entry: null,
});

describe('page cache key', () => {
  test('a signed-in visitor, a preview, or a form post is never answered from the cache', () => {
    expect(pageCacheKey({ ...base, signedIn: true })).toBeNull();
    expect(pageCacheKey({ ...base, previewing: true })).toBeNull();
    expect(pageCacheKey({ ...base, method: 'POST' })).toBeNull();
  });

  test('a canary visitor and a visitor of the active version never share a page', () => {
    expect(pageCacheKey(base)).not.toBe(pageCacheKey({ ...base, release: 'blog@1.0.1@o,marketing@1.0.0@o#7' }));
  });

  test('the address, the language and the language cookie all part the pages', () => {
    const key = pageCacheKey(base);
    expect(pageCacheKey({ ...base, url: '/de/features?x=1' })).not.toBe(key);
    expect(pageCacheKey({ ...base, locale: 'fr', url: '/fr/features' })).not.toBe(key);
    expect(pageCacheKey({ ...base, languageCookie: 'ru' })).not.toBe(key);
    expect(pageCacheKey({ ...base })).toBe(key);
  });
});

describe('the versions a page is kept for', () => {
  const entry = (version: string, origin = 'http://localhost:3001') => ({ version, origin });
  const pinned: ReleaseSet = {
    revision: '7',
    remotes: {
      marketing: entry('1.0.0'),
      blog: entry('1.0.0', 'http://localhost:3002'),
      account: entry('1.0.0', 'http://localhost:3003'),
      checkout: entry('1.0.0', 'http://localhost:3004'),
      tools: entry('1.0.0', 'http://localhost:3005'),
    },
  };
  const build = ['/assets/entry.3f2a.js'];
  const key = pageReleaseKey(pinned, build);

  test('a write that changes no pinned version (a canary share in the blog, a new revision) keeps the key', () => {
    expect(pageReleaseKey({ ...pinned, revision: '8' }, build)).toBe(key);
  });

  test("a switch of the page's own area, of its origin, or of any area whose routes and entry the page carries, changes the key", () => {
    expect(pageReleaseKey({ ...pinned, remotes: { ...pinned.remotes, marketing: entry('1.0.1') } }, build)).not.toBe(key);
    expect(pageReleaseKey({ ...pinned, remotes: { ...pinned.remotes, marketing: entry('1.0.0', 'https://cdn.example') } }, build)).not.toBe(
      key,
    );
    expect(pageReleaseKey({ ...pinned, remotes: { ...pinned.remotes, blog: entry('1.0.1', 'http://localhost:3002') } }, build)).not.toBe(
      key,
    );
  });

  test("another build of the host's own scripts changes the key", () => {
    expect(pageReleaseKey(pinned, ['/assets/entry.9c1d.js'])).not.toBe(key);
  });
});

describe('page cache', () => {
  test('forgets pages after their time, and keeps within its entry and byte bounds', () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 2, maxBytes: 100, ttlMs: 1000, now: () => now });
    cache.set('a', page('aaaa'));
    cache.set('b', page('bbbb'));
    cache.set('c', page('cccc'));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.body.toString()).toBe('cccc');
    now = 1000;
    expect(cache.get('c')).toBeUndefined();
    cache.set('big', page('x'.repeat(60)));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
  });

  test('forgets every page on clear (npm run dev: a rebuilt area keeps its version)', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 100, ttlMs: 1000, now: () => 0 });
    cache.set('a', page('aaaa'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  test('stores each page compressed once, both ways, and counts the compressed copies in its bounds', async () => {
    const body = Buffer.from(`<!doctype html><html lang="de">${'<p>Schnell und sicher</p>'.repeat(200)}</html>`);
    const encoded = await encodePage(body);
    expect(brotliDecompressSync(encoded.br).equals(body)).toBe(true);
    expect(gunzipSync(encoded.gzip).equals(body)).toBe(true);
    expect(encoded.br.length).toBeLessThan(body.length / 10);

    const cache = createPageCache({ maxEntries: 10, maxBytes: 100_000, ttlMs: 1000, now: () => 0 });
    cache.set('a', { ...page(body.toString()), encoded });
    expect(cache.size().bytes).toBe(body.length + encoded.br.length + encoded.gzip.length);
    cache.set('a', page('short'));
    expect(cache.size().bytes).toBe(5);
  });
});

describe('compression only for pages the cache keeps', () => {
  test('keeps the encoding the first visitor got as it was sent and compresses only the other one', async () => {
    const body = Buffer.from(`<!doctype html><html lang="ja">${'<p>速くて安全</p>'.repeat(200)}</html>`);
    const sent = (await encodePage(body)).br;
    const encoded = await encodePage(body, { encoding: 'br', bytes: sent });
    expect(encoded.br).toBe(sent);
    expect(gunzipSync(encoded.gzip).equals(body)).toBe(true);
    const fromGzip = await encodePage(body, { encoding: 'gzip', bytes: encoded.gzip });
    expect(fromGzip.gzip).toBe(encoded.gzip);
    expect(brotliDecompressSync(fromGzip.br).equals(body)).toBe(true);
  });
  /** An encoder that counts its calls and compresses for real. */
  const countingEncoder = () => {
    const calls: number[] = [];
    const encode = (body: Buffer) => {
      calls.push(body.length);
      return encodePage(body);
    };
    return { calls, encode };
  };

  test('with the cache off (PAGE_CACHE_ENTRIES=0) no page is compressed and nothing is held', async () => {
    const cache = createPageCache({ maxEntries: 0, maxBytes: 64 * 1024 * 1024, ttlMs: 1000 });
    const { calls, encode } = countingEncoder();
    expect(cache.accepts(0)).toBe(false);
    for (const key of ['/', '/de/features', '/blog/what-is-a-kill-switch'])
      expect(await keepPage(cache, { key: key, entry: null }, page('<p>page</p>'.repeat(500)), encode)).toBe(false);
    expect(calls).toEqual([]);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  test('a page too big for the cache is not compressed; one it keeps is compressed once and served', async () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 4000, ttlMs: 1000, now: () => 0 });
    const { calls, encode } = countingEncoder();
    expect(await keepPage(cache, { key: 'big', entry: null }, page('x'.repeat(1001)), encode)).toBe(false);
    expect(calls).toEqual([]);
    expect(cache.get('big')).toBeUndefined();

    const body = '<p>Schnell und sicher</p>'.repeat(20);
    expect(await keepPage(cache, { key: 'small', entry: null }, page(body), encode)).toBe(true);
    expect(calls).toEqual([body.length]);
    const kept = cache.get('small');
    expect(kept?.body.toString()).toBe(body);
    expect(gunzipSync(kept?.encoded?.gzip ?? Buffer.alloc(0)).toString()).toBe(body);
  });
});

describe('pages kept per country (prices)', () => {
  test("each country's page under its own key; the request's key only marks that the page varies", () => {
    const cache = createPageCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: 1000 });
    const key = pageCacheKey({ ...base, url: '/pricing', locale: 'en', prefixed: false }) ?? '';
    cache.set(countryVariantKey(key, 'GB'), page('£'));
    cache.markVaries(key);
    expect(cache.varies(key)).toBe(true);
    // The mark is never a page: a lookup that ignored the country would find nothing to send.
    expect(cache.get(key)).toBeUndefined();
    expect(cache.get(countryVariantKey(key, 'GB'))?.body.toString()).toBe('£');
    expect(cache.get(countryVariantKey(key, 'US'))).toBeUndefined();
    expect(cache.get(countryVariantKey(key, ''))).toBeUndefined();
    expect(countryVariantKey(key, 'GB')).not.toBe(countryVariantKey(key, 'G'));
    expect(cache.varies(countryVariantKey(key, 'GB'))).toBe(false);
  });

  test('marks expire like pages and count against the entry bound', () => {
    let now = 0;
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1_000_000, ttlMs: 100, now: () => now });
    cache.markVaries('a');
    now = 150;
    expect(cache.varies('a')).toBe(false);
    cache.markVaries('b');
    cache.markVaries('c');
    cache.markVaries('d');
    expect(cache.size()).toEqual({ entries: 2, bytes: 0 });
    expect(cache.varies('b')).toBe(false);
    expect(cache.varies('d')).toBe(true);
  });
});

const routed = (...handles: unknown[]) =>
  ({ matches: handles.map((handle) => ({ route: { handle } })) }) as unknown as StaticHandlerContext;

test('a page is kept as its deepest route says, and never for a value the host does not know', () => {
  expect(keptAs(routed({ ns: 'root' }, { ns: 'home', cacheable: true }))).toBe('for-everyone');
  expect(keptAs(routed({ ns: 'pricing', cacheable: 'country' }))).toBe('per-country');
  expect(keptAs(routed({ ns: 'home', cacheable: true }, { ns: 'login' }))).toBe('never');
  for (const cacheable of ['yes', 'true', 1, {}, 'Country', null]) expect(keptAs(routed({ ns: 'x', cacheable }))).toBe('never');
  expect(keptAs(routed({ cacheable: true }))).toBe('never');
  expect(keptAs(routed())).toBe('never');
});

describe('where a rendered page is kept', () => {
  const entry = { version: '1.0.0', origin: 'http://127.0.0.1:9' };
  const keep = (over: Partial<KeepInput> = {}, context = routed({ ns: 'home', cacheable: true })): KeepInput => ({
    cacheKey: 'key',
    context,
    unavailablePage: false,
    setsCookies: false,
    entry,
    substituted: false,
    ...over,
  });
  const noCountry = () => Promise.reject(new Error('the country is asked only for a page kept per country'));

  test('under its key, with the version that rendered it; per country under a variant of it', async () => {
    expect(await keepTarget(keep(), noCountry)).toEqual({ key: 'key', entry });
    expect(await keepTarget(keep({}, routed({ ns: 'pricing', cacheable: 'country' })), async () => 'DE')).toEqual({
      key: 'key\u0000country=DE',
      varies: 'key',
      entry,
    });
  });

  test('never without a key, for a substituted version, a page that sets cookies, or the 503 page', async () => {
    expect(await keepTarget(keep({ cacheKey: null }), noCountry)).toBeNull();
    expect(await keepTarget(keep({ substituted: true }), noCountry)).toBeNull();
    expect(await keepTarget(keep({ setsCookies: true }), noCountry)).toBeNull();
    expect(await keepTarget(keep({ unavailablePage: true }), noCountry)).toBeNull();
    expect(await keepTarget(keep({}, routed({ ns: 'login' })), noCountry)).toBeNull();
  });
});
