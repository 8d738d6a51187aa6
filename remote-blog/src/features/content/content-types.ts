/**
 * Shapes of the blog content the build emits under `content/<lang>/` (see content/README.md)
 * and the loaders read back. The build validates front matter against these rules; the
 * browser only reads the JSON.
 */

/** Blog categories; `/blog/category/{category}` accepts only these (the category check; rule route.not-found). */
export const CATEGORIES = ['privacy', 'security', 'streaming', 'guides'] as const;

/** One of {@link CATEGORIES}. */
export type Category = (typeof CATEGORIES)[number];

/** Type guard for a category path segment. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** A post's URL segment: lowercase ASCII words joined by single hyphens, the same in every language. */
export const UNIKEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A tag's URL segment: lowercase letters or digits (any script) joined by single hyphens. */
export const TAG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

/** Longest tag accepted in front matter and in `/blog/tag/{tag}`. */
export const TAG_MAX_LENGTH = 40;

/** True when `value` can be a tag of a post (used by the tag route's validation hook). */
export function isTag(value: unknown): value is string {
  return typeof value === 'string' && value.length <= TAG_MAX_LENGTH && TAG_PATTERN.test(value);
}

/**
 * A post's cover illustration. `src` is the file relative to the content folder
 * (`covers/<name>.svg`), served with the version for structured data; pages show `dataUri`,
 * the same small SVG inlined, because the site's Content-Security-Policy allows images only
 * from the site itself and `data:` URLs.
 */
export interface Cover {
  readonly src: string;
  readonly dataUri: string;
  readonly alt: string;
  /** Intrinsic size in CSS pixels, written on the `<img>` so the layout does not shift. */
  readonly width: number;
  readonly height: number;
}

/** What list pages show of a post (one entry of `content/<lang>/index.json`). */
export interface PostSummary {
  readonly unikey: string;
  readonly title: string;
  /**
   * The title cut into the phrases a line may break between, for a language written without spaces
   * (Japanese; build/title-phrases.ts); absent where lines break at spaces. Joined, they are `title`.
   */
  readonly titlePhrases?: readonly string[];
  readonly description: string;
  readonly category: Category;
  readonly tags: readonly string[];
  readonly author: string;
  /** ISO 8601 calendar dates (UTC); `updated` equals `published` when the post was never revised. */
  readonly published: string;
  readonly updated: string;
  readonly cover: Cover;
  /** Words / 220, rounded up, at least 1. */
  readonly readingMinutes: number;
  /** Route locale code of the text (`en`, `de`, ...). */
  readonly language: string;
  /** Every route locale the post exists in (its original and its translations), sorted. */
  readonly translations: readonly string[];
  /** True when the page language has no translation and this is the original, shown in its place. */
  readonly fallback?: boolean;
}

/** One post with its sanitised body (`content/<lang>/posts/<unikey>.json`). */
export interface Post extends PostSummary {
  /** Sanitised HTML: no scripts, no event handlers, no `javascript:` URLs. */
  readonly html: string;
}

/** `content/<lang>/index.json`: every post of one language, newest first. */
export interface PostIndex {
  readonly language: string;
  readonly posts: readonly PostSummary[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Shallow guard for a post summary read from the network (the build wrote it; this catches a wrong file). */
export function isPostSummary(value: unknown): value is PostSummary {
  return (
    isRecord(value) &&
    typeof value.unikey === 'string' &&
    typeof value.title === 'string' &&
    isCategory(value.category) &&
    Array.isArray(value.tags) &&
    typeof value.published === 'string' &&
    isRecord(value.cover)
  );
}

/** Guard for `index.json`. */
export function isPostIndex(value: unknown): value is PostIndex {
  return isRecord(value) && typeof value.language === 'string' && Array.isArray(value.posts) && value.posts.every(isPostSummary);
}

/** Guard for `posts/<unikey>.json`. */
export function isPost(value: unknown): value is Post {
  return isPostSummary(value) && typeof (value as { html?: unknown }).html === 'string';
}
