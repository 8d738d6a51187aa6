import { contentUrl } from './content-url.ts';
import type { PostSummary } from './content-types.ts';

/** A post as list pages render it: the summary plus the URL of its cover image. */
export interface CardPost extends PostSummary {
  readonly coverUrl: string;
}

/** Adds the URL the page's `<img>` shows: the inlined cover, or the cover file when a post has none. */
export function toCard<T extends PostSummary>(post: T): T & CardPost {
  return { ...post, coverUrl: post.cover.dataUri || contentUrl(post.cover.src) };
}
