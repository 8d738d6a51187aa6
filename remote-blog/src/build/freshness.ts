/**
 * Build time only: how old the newest post of each language is, so a blog that has stopped
 * being written is noticed (a living blog: new posts within three months of the
 * site's date; rule blog.fresh). Reads the `content/<lang>/index.json` assets that compile-content.ts emits.
 */
import { isPostIndex } from '../features/content/content-types.ts';
import type { CompiledContent } from './compile-content.ts';

/** The newest post may be at most this many days older than today: about three months. */
export const MAX_POST_AGE_DAYS = 92;

/**
 * The day the blog's content was last reviewed (YYYY-MM-DD): its test checks the newest posts against
 * it (a living blog). Move it forward when posts are published.
 */
export const CONTENT_REVIEWED_ON = '2026-11-27';

const DAY_MS = 24 * 3600 * 1000;

/** The newest post of one language: its `published` date (YYYY-MM-DD) and age in whole days. */
export interface NewestPost {
  readonly language: string;
  /** `null` when the language has no posts. */
  readonly published: string | null;
  /** Whole days from `published` to `today` (UTC dates); `null` when there are no posts. */
  readonly ageDays: number | null;
}

/** Whole days from the UTC date `published` (YYYY-MM-DD) to the UTC date of `today`; negative if in the future. */
export function daysBetween(published: string, today: Date): number {
  const start = Date.parse(`${published}T00:00:00Z`);
  if (Number.isNaN(start)) throw new RangeError(`not a date: ${published}`);
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * The newest post of every language in `compiled`, as of `today` (pass the build's or the
 * site's date; nothing here reads the clock). Throws if an index asset is not a post index.
 */
export function newestPosts(compiled: CompiledContent, today: Date): NewestPost[] {
  const newest: NewestPost[] = [];
  for (const [name, json] of compiled.assets) {
    const language = /^content\/([^/]+)\/index\.json$/.exec(name)?.[1];
    if (language === undefined) continue;
    const index: unknown = JSON.parse(json);
    if (!isPostIndex(index)) throw new Error(`${name} is not a post index`);
    const published = index.posts.map((post) => post.published).reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
    newest.push({ language, published, ageDays: published === null ? null : daysBetween(published, today) });
  }
  return newest.sort((a, b) => a.language.localeCompare(b.language));
}

/** Languages whose newest post is older than `maxAgeDays` on `today`, or that have no posts. */
export function staleLanguages(compiled: CompiledContent, today: Date, maxAgeDays = MAX_POST_AGE_DAYS): string[] {
  return newestPosts(compiled, today)
    .filter((post) => post.ageDays === null || post.ageDays > maxAgeDays)
    .map((post) => post.language);
}
