/** Structured data of a post page: a schema.org `BlogPosting` (https://schema.org/BlogPosting). */
import type { PostSummary } from './content-types.ts';

/** What the JSON-LD of one post is built from; texts already have the brand filled in. */
export interface JsonLdInput {
  readonly post: Pick<PostSummary, 'title' | 'description' | 'published' | 'updated' | 'author' | 'cover' | 'tags'>;
  /** Absolute URL of the page (canonical form). */
  readonly url: string;
  /** Absolute URL of the cover image. */
  readonly imageUrl: string;
  /** BCP 47 tag of the page language, for example `en-US`. */
  readonly inLanguage: string;
  /** The publisher's name (the brand). */
  readonly publisher: string;
}

/** The `BlogPosting` object of a post. Authors are teams of the publisher, hence `Organization`. */
export function blogPostingJsonLd({ post, url, imageUrl, inLanguage, publisher }: JsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.published,
    dateModified: post.updated,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: publisher },
    image: { '@type': 'ImageObject', url: imageUrl, width: post.cover.width, height: post.cover.height },
    inLanguage,
    keywords: post.tags.join(', '),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` are escaped so no
 * text of a post can close the element, and U+2028/U+2029 so the result is also valid script.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
