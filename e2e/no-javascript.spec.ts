import { expect, test } from '@playwright/test';
import { ROUTE_SAMPLES } from './fixtures/routes.ts';

test.use({ javaScriptEnabled: false });

for (const prefix of ['', '/ar']) {
  test(`every page shows its server-rendered content without JavaScript at ${prefix || '/'}`, async ({ page }) => {
    for (const { path } of ROUTE_SAMPLES) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      await page.goto(url);
      await expect(page.locator('h1'), url).toHaveCount(1);
      await expect(page.locator('h1'), url).not.toBeEmpty();
      await expect(page.locator('main p').first(), url).not.toBeEmpty();
      const standalone = ['/paystatus', '/redirect'].includes(path);
      await expect(page.locator('footer a[href$="privacy-policy"]'), url).toHaveCount(standalone ? 0 : 1);
      expect(await page.locator('html').getAttribute('data-hydrated'), url).toBeNull();
    }
  });
}

test('the language switcher works without JavaScript', async ({ page }) => {
  await page.goto('/features');
  await page.locator('summary.lang-switcher__summary').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/features$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
