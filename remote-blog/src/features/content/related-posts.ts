import type { PostSummary } from './content-types.ts';

/** How many related posts a post page shows. */
export const RELATED_LIMIT = 3;

/**
 * Posts related to `post`, best first: same category before other categories, then more shared
 * tags, then newer. A post that shares neither category nor a tag is not related.
 */
export function relatedPosts<T extends PostSummary>(post: PostSummary, candidates: readonly T[], limit = RELATED_LIMIT): T[] {
  const tags = new Set(post.tags);
  return candidates
    .filter((candidate) => candidate.unikey !== post.unikey)
    .map((candidate) => ({
      candidate,
      sameCategory: candidate.category === post.category ? 1 : 0,
      sharedTags: candidate.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ sameCategory, sharedTags }) => sameCategory + sharedTags > 0)
    .sort(
      (a, b) =>
        b.sameCategory - a.sameCategory ||
        b.sharedTags - a.sharedTags ||
        b.candidate.published.localeCompare(a.candidate.published) ||
        a.candidate.unikey.localeCompare(b.candidate.unikey),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
