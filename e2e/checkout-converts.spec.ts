/**
 * A buyer on the way to paying (decision 040): the price list shows the ways to pay in words with
 * generic marks and the 30-day guarantee as a seal; the checkout has its own header and footer with
 * no site navigation, and trust and the guarantee right by the pay button; and a failed submit puts
 * focus on the first field to fix, inside the screen, on a phone as on a desktop.
 */
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';

const CASES = [
  { prefix: '', lang: 'en', methods: 'Ways to pay', secure: 'Secure checkout' },
  { prefix: '/de', lang: 'de', methods: 'Zahlungsarten', secure: 'Sichere Bezahlung' },
  { prefix: '/ar', lang: 'ar', methods: 'طرق الدفع', secure: 'دفع آمن' },
] as const;

for (const { prefix, lang, methods, secure } of CASES) {
  test(`${lang}: the price list shows the ways to pay in words and the guarantee as a seal`, async ({ page }) => {
    await page.goto(`${prefix}/pricing`);
    const trust = page.locator('.pricing-trust');
    await expect(trust.locator('.guarantee-seal svg')).toBeVisible();
    await expect(trust.locator('.payment-words__title')).toHaveText(methods);
    expect(await trust.locator('.payment-words__item').count()).toBeGreaterThanOrEqual(4);
    // Words and generic drawings only: no payment brand's logo (no wordmark drawn as SVG text).
    await expect(trust.locator('svg text')).toHaveCount(0);
  });

  for (const width of [390, 1280]) {
    test(`${lang} checkout at ${width} px: no site navigation, trust by the pay button, focus on the field to fix`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}/pricing/checkout`);
      await waitForHydration(page);
      await expect(page.locator('.nav--checkout .nav__secure')).toHaveText(secure);
      // No way out but the brand: the site's menu, its links and the full footer are gone.
      await expect(page.locator('#primary-nav')).toHaveCount(0);
      await expect(page.locator('.footer__column')).toHaveCount(0);
      expect(await page.locator('header a').count()).toBe(1);

      const pay = page.locator('.checkout-form__pay');
      const seal = page.locator('.checkout-form .guarantee-seal');
      await expect(seal).toBeVisible();
      const [payBox, sealBox] = [await pay.boundingBox(), await seal.boundingBox()];
      expect(sealBox && payBox && sealBox.y - (payBox.y + payBox.height)).toBeLessThan(48);

      await pay.scrollIntoViewIfNeeded();
      await pay.click();
      const email = page.locator('#checkout-email');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeInViewport();
      // The checkout's own header and footer (a chunk of their own) hydrate without a mismatch.
      expect(problems).toEqual([]);
    });
  }
}
