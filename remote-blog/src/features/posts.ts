/**
 * The posts of the blog and their categories. Texts live in the `blog` namespace under
 * `posts.<unikey>`; this module holds what is not text.
 */

/** Blog categories; `/blog/category/{category}` accepts only these (the category check of spec section 2). */
export const CATEGORIES = ['privacy', 'security', 'streaming', 'guides'] as const;

/** One post's facts. */
export interface PostMeta {
  readonly unikey: string;
  readonly category: (typeof CATEGORIES)[number];
  readonly tags: readonly string[];
  /** Publication date, ISO 8601 (UTC). */
  readonly published: string;
}

/** Every post, newest first. */
export const POSTS: readonly PostMeta[] = [
  { unikey: 'public-wifi-safety', category: 'security', tags: ['wifi', 'travel'], published: '2025-05-22' },
  { unikey: 'what-is-a-no-logs-vpn', category: 'privacy', tags: ['no-logs', 'audits'], published: '2025-03-10' },
];

/** Posts per list page. */
export const PAGE_SIZE = 10;

/** The posts of one list page (1-based), or null when the page does not exist. */
export function pageOf<T>(items: readonly T[], page: number): readonly T[] | null {
  if (!Number.isInteger(page) || page < 1) return null;
  const slice = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return slice.length > 0 || page === 1 ? slice : null;
}

/** Parses a `/page/{page}` segment: a positive integer without sign or leading zeros. */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
}
