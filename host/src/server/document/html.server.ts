/**
 * The HTML around the React stream: `<html lang dir>`, the SEO head, the style sheets in the
 * head (no flash of unstyled content), and the boot data and the entry script after the root
 * element, the entry carrying the list of start-up scripts it fetches after the first paint.
 */
import { LOCALE_INFO, ogLocale, type RouteLocale } from '@meridian/shared/locales';
import type { Alternate, PageHead } from '../../routing/head.ts';

/** Escapes text for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Serialises JSON for a `<script type="application/json">` element (no `</script>` break-out). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** JSON already serialised for a script element ({@link jsonForScript}), which {@link documentEnd} writes as it is. */
export class ScriptJson {
  constructor(readonly text: string) {}
}

/** Everything the document head needs. */
export interface DocumentHead {
  readonly locale: RouteLocale;
  readonly head: PageHead;
  readonly canonical: string | null;
  readonly alternates: readonly Alternate[];
  /** Style sheets written into the page (the host's own, which every page needs): CSS text. */
  readonly inlineStyles?: readonly string[];
  /** Style sheets to link (the page's remote, from its origin): addresses. */
  readonly stylesheets: readonly string[];
  /** The site icon's address: the page's own copy (a `data:` URI, {@link svgDataUri}) by default in production. */
  readonly icon?: string;
}

/**
 * CSS text that can stand inside a `<style>` element of the page.
 * @throws Error when it contains `</style` (it would end the element early)
 */
export function inlineStyle(css: string, name: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${name}: a style sheet written into the page must not contain "</style"`);
  return css.trim();
}

/**
 * An SVG as a `data:` URI for an attribute value. The site icon travels inside the page: a few
 * hundred bytes instead of a request that the browser makes while the page is still loading.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** The document up to and including `<div id="root">`. */
export function documentStart({
  locale,
  head,
  canonical,
  alternates,
  inlineStyles = [],
  stylesheets,
  icon = '/favicon.svg',
}: DocumentHead): string {
  const { iso, dir } = LOCALE_INFO[locale];
  const lines = [
    '<!doctype html>',
    `<html lang="${iso}" dir="${dir}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    head.indexable ? '' : '<meta name="robots" content="noindex">',
    canonical && head.indexable ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    ...(head.indexable ? alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeHtml(alt.href)}">`) : []),
    `<meta property="og:locale" content="${ogLocale(locale)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    '<meta name="theme-color" content="#0b3d91">',
    `<link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml">`,
    ...inlineStyles.map((css) => `<style>${css}</style>`),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    '</head>',
    '<body>',
    '<div id="root">',
  ];
  return lines.filter(Boolean).join('\n');
}

/**
 * The document after the React stream: boot data, hydration data and the host's entry scripts.
 * The last one carries `data-preload`, the start-up scripts (the host's chunks, the page's remote
 * entry and routes) that the entry fetches at once after the first paint (entry.client.tsx): in
 * the head they would compete with what the first paint needs (decision 015). With it, `data-integrity`
 * gives each of them its Subresource Integrity from `integrity` (by URL), `-` for none (decision
 * 054): a preload must ask the integrity the script will ask, or the browser fetches it twice.
 * `bootData` may come serialised already ({@link ScriptJson}).
 */
export function documentEnd(
  bootData: unknown,
  hydrationData: unknown,
  scripts: readonly string[],
  preloads: readonly string[] = [],
  integrity: Readonly<Record<string, string>> = {},
): string {
  const hashes = preloads.map((href) => integrity[href] ?? '-');
  const checked = hashes.some((hash) => hash !== '-') ? ` data-integrity="${escapeHtml(hashes.join(' '))}"` : '';
  const preload = preloads.length > 0 ? ` data-preload="${escapeHtml(preloads.join(' '))}"${checked}` : '';
  return [
    '</div>',
    `<script id="__meridian" type="application/json">${bootData instanceof ScriptJson ? bootData.text : jsonForScript(bootData)}</script>`,
    `<script id="__router" type="application/json">${jsonForScript(hydrationData)}</script>`,
    ...scripts.map((src, index) => `<script src="${escapeHtml(src)}" defer${index === scripts.length - 1 ? preload : ''}></script>`),
    '</body>',
    '</html>',
  ].join('\n');
}
