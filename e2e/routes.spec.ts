/**
 * Every route pattern (rule site.areas) in every route language (rule route.prefix): the server
 * answers each one in all twelve variants with its status, the page's `lang` and `dir`, one
 * heading and no client-rendering fallback; a browser loads and hydrates each one without an
 * error in the variants that differ in how a page is drawn: English unprefixed, German (long
 * words), Arabic (right to left) and Japanese (CJK). The other languages are hydrated by the
 * language journeys (language.spec.ts, languages.spec.ts, layout.spec.ts).
 */
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { ROUTE_SAMPLES, VARIANTS, variantPath } from './fixtures/routes.ts';

/** The variants a browser hydrates every route in. */
const HYDRATED = new Set(['', '/de', '/ar', '/ja']);

/** The text of `html` without its tags, spaces collapsed. */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

for (const variant of VARIANTS) {
  test(`every route pattern is rendered by the server at ${variant.prefix || '/ (unprefixed)'}`, async ({ request }) => {
    for (const { path, status } of ROUTE_SAMPLES) {
      const url = variantPath(variant.prefix, path);
      const response = await request.get(url, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(response.status(), url).toBe(status);
      const html = await response.text();
      expect(html, `${url} fell back to client rendering`).not.toContain('<!--$!-->');
      const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
      expect(root, url).toContain(`lang="${variant.lang}"`);
      expect(root, url).toContain(`dir="${variant.dir}"`);
      const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(headings.length, `${url} has one h1`).toBe(1);
      expect(textOf(headings[0]?.[1] ?? ''), `${url} h1`).not.toBe('');
    }
  });
}

for (const variant of VARIANTS.filter(({ prefix }) => HYDRATED.has(prefix))) {
  test(`every route pattern loads and hydrates cleanly at ${variant.prefix || '/ (unprefixed)'}, 390 px wide without sideways scroll`, async ({
    page,
  }) => {
    // A phone's width, where a long word or button label pushes a page sideways (layout.spec.ts checks the header at every width).
    await page.setViewportSize({ width: 390, height: 844 });
    const problems = collectProblems(page);
    for (const { path, status } of ROUTE_SAMPLES) {
      const url = variantPath(variant.prefix, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(status);
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await waitForHydration(page);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ url, sideways }).toEqual({ url, sideways: 0 });
    }
    expect(problems).toEqual([]);
  });
}
