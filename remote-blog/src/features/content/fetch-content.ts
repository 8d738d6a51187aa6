/**
 * Reads the content JSON of this version from the blog origin. Versions are immutable, so a
 * file read once is kept for the life of the page (browser) or process (server); failed reads
 * are not kept, and nothing is fetched for a post the language's index does not list.
 */
import { contentUrl } from './content-url.ts';
import { DEFAULT_LOCALE } from '@meridian/shared/locales';
import { isPost, isPostIndex, type Post, type PostIndex, type PostSummary } from './content-types.ts';

const TIMEOUT_MS = 10_000;
const cache = new Map<string, Promise<unknown>>();

async function fetchJson(path: string): Promise<unknown> {
  const url = contentUrl(path);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`loading blog content ${url} failed`, { cause: error });
  }
  if (!response.ok) throw new Error(`loading blog content ${url}: the origin answered ${response.status}`);
  return response.json();
}

/** One content file, parsed; cached per path while it succeeds. */
export function readContent(path: string): Promise<unknown> {
  const hit = cache.get(path);
  if (hit) return hit;
  const pending = fetchJson(path);
  pending.catch(() => cache.delete(path));
  cache.set(path, pending);
  return pending;
}

/** Forgets every file read so far (tests). */
export function clearContentCache(): void {
  cache.clear();
}

/** The posts of `lang`, newest first; an error naming the file when it is not an index. */
export async function loadIndex(lang: string): Promise<PostIndex> {
  const value = await readContent(`${lang}/index.json`);
  if (!isPostIndex(value)) throw new Error(`loading blog content ${lang}/index.json: not a post index`);
  return value;
}

/** One post of `lang`, or null when that language has no post `unikey`. */
export async function loadPost(lang: string, unikey: string): Promise<Post | null> {
  const index = await loadIndex(lang);
  if (!index.posts.some((post) => post.unikey === unikey)) return null;
  const path = `${lang}/posts/${unikey}.json`;
  const value = await readContent(path);
  if (!isPost(value)) throw new Error(`loading blog content ${path}: not a post`);
  return value;
}

/** The serialised MiniSearch index of `lang` (`search-index.json`), parsed. */
export function loadSearchData(lang: string): Promise<unknown> {
  return readContent(`${lang}/search-index.json`);
}

const newestFirst = (a: PostSummary, b: PostSummary) => b.published.localeCompare(a.published) || a.unikey.localeCompare(b.unikey);

/**
 * What a list page of `lang` shows: the posts of `lang` and, for posts it has no
 * translation of yet, their English originals marked `fallback`, newest first.
 */
export async function loadListing(lang: string): Promise<readonly PostSummary[]> {
  const own = await loadIndex(lang);
  if (lang === DEFAULT_LOCALE) return own.posts;
  const have = new Set(own.posts.map((post) => post.unikey));
  const originals = (await loadIndex(DEFAULT_LOCALE)).posts
    .filter((post) => !have.has(post.unikey))
    .map((post) => ({ ...post, fallback: true }));
  return originals.length === 0 ? own.posts : [...own.posts, ...originals].sort(newestFirst);
}

/**
 * The post `unikey` in `lang`, or, when `lang` has no translation of it, its English original
 * marked `fallback` (a shared link never lands on a 404); null when neither exists.
 */
export async function loadPostOrOriginal(lang: string, unikey: string): Promise<Post | null> {
  const own = await loadPost(lang, unikey);
  if (own !== null || lang === DEFAULT_LOCALE) return own;
  const original = await loadPost(DEFAULT_LOCALE, unikey);
  return original === null ? null : { ...original, fallback: true };
}
