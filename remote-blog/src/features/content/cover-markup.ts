/**
 * The markup of a post's cover for drawing it inline on the post page: an inline
 * `<svg>` is not a candidate for Largest Contentful Paint, so the page's LCP is its title, which
 * the server sends, instead of an image Lighthouse's simulation ties to the end of the page's
 * scripts (LCP 3.1 s on a post). Covers are our own build-time illustrations (content/covers).
 */

const PREFIX = 'data:image/svg+xml,';

/** The `<svg>` text inside a `data:image/svg+xml,` URL from the content build, or null for anything else. */
export function coverSvg(dataUri: string): string | null {
  if (!dataUri.startsWith(PREFIX)) return null;
  let svg: string;
  try {
    svg = decodeURIComponent(dataUri.slice(PREFIX.length));
  } catch {
    return null;
  }
  // Only a lone SVG drawing: no scripts, no event handlers, no foreign content.
  if (!/^<svg\b[^>]*>[\s\S]*<\/svg>$/.test(svg) || /<script|<foreignObject|\son\w+=|javascript:/i.test(svg)) return null;
  return svg;
}
