/** Share links of a post page: plain links to each network's share form, with encoded URLs (no scripts). */

/** Networks a post can be shared to, in display order. */
export const SHARE_TARGETS = ['x', 'facebook', 'linkedin', 'email'] as const;

/** One of {@link SHARE_TARGETS}. */
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The share link of `target` for the page at `url` titled `title`. */
export function shareHref(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${text}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'email':
      return `mailto:?subject=${text}&body=${u}`;
  }
}
