/** @jest-environment node */
import type { AreaModule } from '@meridian/shared/route-module';
import { localeSitemap, robotsTxt, sitemapIndex, sitemapPaths } from './sitemap.server.ts';

describe('sitemap', () => {
  test('the index lists one sitemap per route language', () => {
    const xml = sitemapIndex('https://www.example.com/');
    expect(xml.match(/<sitemap>/g)).toHaveLength(11);
    expect(xml).toContain('<loc>https://www.example.com/sitemaps/ar.xml</loc>');
  });

  test('a language sitemap gives each page its canonical URL and 12 alternates', () => {
    const xml = localeSitemap('https://x.test', 'de', ['/features', '/', '/features']);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://x.test/de/features</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://x.test/features"/>');
    expect(xml.match(/hreflang=/g)).toHaveLength(24);
  });

  test('alternates list only the languages that have the page', () => {
    const xml = localeSitemap('https://x.test', 'de', ['/blog/post'], () => new Set(['de', 'en']));
    expect(xml.match(/hreflang=/g)).toHaveLength(3);
    expect(xml).toContain('hreflang="x-default" href="https://x.test/blog/post"');
    expect(xml).not.toContain('hreflang="fr"');
  });

  test('collects every area that loads and leaves out one that fails', async () => {
    const log = jest.fn();
    const paths = await sitemapPaths(
      'en',
      async (area) => {
        if (area === 'tools') throw new Error('origin down');
        return { area, routes: [], namespaces: [], sitemapPaths: async () => [`/${area}`, 'not-a-path'] } satisfies AreaModule;
      },
      log,
    );
    expect(paths).toEqual(['/marketing', '/blog', '/account', '/checkout']);
    expect(log).toHaveBeenCalledWith('sitemap: area tools left out', expect.any(Error));
  });

  test('robots.txt points at the sitemap index', () => {
    expect(robotsTxt('https://x.test')).toContain('Sitemap: https://x.test/sitemap.xml');
  });
});
