/**
 * `sitemap.xml` (an index with one sitemap per route language) and `robots.txt`.
 * Each area says which of its pages are indexable (`AreaModule.sitemapPaths`); every URL lists
 * its 11 hreflang alternates plus x-default.
 */
import { AREAS, type Area } from '@meridian/shared/areas';
import { ROUTE_LOCALES, type RouteLocale } from '@meridian/shared/locales';
import type { AreaModule } from '@meridian/shared/route-module';
import { alternates } from '../../routing/head.ts';
import { escapeHtml } from '../document/html.server.ts';

/** The sitemap index: one `<sitemap>` per route language. */
export function sitemapIndex(publicOrigin: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  const entries = ROUTE_LOCALES.map((locale) => `  <sitemap><loc>${origin}/sitemaps/${locale}.xml</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The sitemap of one language: every path with its canonical URL and hreflang alternates for
 * the languages that have the page (`availableIn`; all 11 when absent), plus x-default when
 * English has it.
 */
export function localeSitemap(
  publicOrigin: string,
  locale: RouteLocale,
  paths: readonly string[],
  availableIn?: (path: string) => ReadonlySet<string>,
): string {
  const urls = [...new Set(paths)].sort().map((path) => {
    const { canonical, links } = alternates(publicOrigin, locale, path);
    const languages = availableIn?.(path);
    const kept = languages ? links.filter((link) => languages.has(link.hrefLang === 'x-default' ? 'en' : link.hrefLang)) : links;
    const alts = kept.map((link) => `    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${escapeHtml(link.href)}"/>`);
    return [`  <url>`, `    <loc>${escapeHtml(canonical)}</loc>`, ...alts, `  </url>`].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Collects the indexable paths of every area that loads; an area that fails is left out and logged. */
export async function sitemapPaths(
  locale: RouteLocale,
  load: (area: Area) => Promise<AreaModule>,
  log: (message: string, error?: unknown) => void,
): Promise<string[]> {
  const lists = await Promise.all(
    AREAS.map(async (area) => {
      try {
        const module = await load(area);
        return (await module.sitemapPaths?.(locale)) ?? [];
      } catch (error) {
        log(`sitemap: area ${area} left out`, error);
        return [];
      }
    }),
  );
  return lists.flat().filter((path) => path.startsWith('/'));
}

/** robots.txt: everything may be crawled except the preview and build endpoints; points at the sitemap index. */
export function robotsTxt(publicOrigin: string): string {
  const origin = publicOrigin.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', 'Disallow: /__preview', 'Disallow: /build/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
