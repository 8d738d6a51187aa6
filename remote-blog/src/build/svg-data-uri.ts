/** Build time only: inlining of the small SVG cover illustrations. */

/**
 * A `data:image/svg+xml` URL of `svg`, percent-encoding only what a URL or an HTML attribute
 * cannot hold, so the result stays close to the file's size.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
  return `data:image/svg+xml,${compact.replace(/["%#<>?[\\\]^`{|}]/g, (char) => encodeURIComponent(char))}`;
}

/** The `width` and `height` written on the root `<svg>` element, or null when one is missing. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = /\swidth="(\d+)"/.exec(root)?.[1];
  const height = /\sheight="(\d+)"/.exec(root)?.[1];
  return width && height ? { width: Number(width), height: Number(height) } : null;
}
