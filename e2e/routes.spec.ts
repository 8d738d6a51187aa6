import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { ROUTE_SAMPLES, VARIANTS, variantPath } from './fixtures/routes.ts';

for (const variant of VARIANTS) {
  test(`every route pattern renders and hydrates cleanly at ${variant.prefix || '/ (unprefixed)'}`, async ({ page }) => {
    const problems = collectProblems(page);
    for (const { path, status } of ROUTE_SAMPLES) {
      const url = variantPath(variant.prefix, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(status);
      const html = (await response?.text()) ?? '';
      expect(html, `${url} fell back to client rendering`).not.toContain('<!--$!-->');
      await expect(page.locator('html')).toHaveAttribute('lang', variant.lang);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      await waitForHydration(page);
    }
    expect(problems).toEqual([]);
  });
}
