/** Paging of list pages: `/blog/more`, `/blog/category/{category}`, `/blog/tag/{tag}` and their `/page/{page}`. */

/** Posts per list page. */
export const PAGE_SIZE = 10;

/** One page of a list. */
export interface ListPage<T> {
  readonly items: readonly T[];
  /** 1-based. */
  readonly page: number;
  /** At least 1, even for an empty list. */
  readonly pageCount: number;
}

/**
 * Parses a `/page/{page}` segment: a positive integer without sign or leading zeros;
 * undefined (the unpaged URL) is page 1, anything else that is not a page number is NaN.
 */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * The page `raw` of `items`, or null when that page does not exist (a 404). The unpaged URL
 * (`raw` undefined) always exists, even for an empty list; an explicit `/page/{n}` exists only
 * when it holds at least one item, so page 2 needs more than {@link PAGE_SIZE} items.
 */
export function paginate<T>(items: readonly T[], raw: string | undefined): ListPage<T> | null {
  const page = parsePage(raw);
  if (!Number.isInteger(page)) return null;
  const slice = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  if (slice.length === 0 && raw !== undefined) return null;
  return { items: slice, page, pageCount: Math.max(1, Math.ceil(items.length / PAGE_SIZE)) };
}

/** Path of page `page` of the list at `base`: page 1 is the unpaged URL. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}
