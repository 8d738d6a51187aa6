/**
 * Pricing answers a buyer (decision 028): in English, German, Japanese and Arabic, on a phone and a
 * desktop, the recommended plan is marked most popular (first on a phone), the page compares the plans in a table (price per month, billed today, then, saving and
 * what each includes) that never makes the page scroll sideways, and answers refunds, renewal,
 * devices, payment and cancellation in questions that open on a tap, with the same questions as
 * FAQPage data. Screenshots go to test-results for a person to look at.
 */
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';

const CASES = [
  { prefix: '', lang: 'en', today: 'Billed today', refund: 'Can I get my money back?', popular: 'Most popular' },
  { prefix: '/de', lang: 'de', today: 'Heute fällig', refund: 'Bekomme ich mein Geld zurück?', popular: 'Am beliebtesten' },
  { prefix: '/ja', lang: 'ja', today: '本日のお支払い', refund: '返金してもらえますか？', popular: 'いちばん人気' },
  { prefix: '/ar', lang: 'ar', today: 'المبلغ المدفوع اليوم', refund: 'هل يمكنني استرداد أموالي؟', popular: 'الأكثر شيوعًا' },
] as const;

for (const { prefix, lang, today, refund, popular } of CASES) {
  for (const width of [390, 1280]) {
    test(`${lang} pricing at ${width} px compares the plans and answers the five questions`, async ({ page }, info) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${prefix}/pricing`);
      await waitForHydration(page);

      // The recommended plan is marked, and on a phone it is the first card a visitor meets.
      const best = page.locator('.plan-card--best');
      await expect(best.locator('.plan-card__flag')).toHaveText(popular);
      // Measured in one pass, so a late layout shift cannot tell two stories.
      const topmost = await page
        .locator('.plan-card')
        .evaluateAll((cards) => [...cards].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0]?.className);
      if (width === 390) expect(topmost).toContain('plan-card--best');

      const table = page.locator('.plan-comparison__table');
      await expect(table).toBeVisible();
      await expect(table.locator('thead th')).toHaveCount(4);
      await expect(table.getByRole('rowheader', { name: today })).toBeVisible();
      expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(9);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      const questions = page.locator('.pricing-faq summary');
      await expect(questions).toHaveCount(5);
      await expect(questions.first()).toHaveText(refund);
      const answer = page.locator('#faq-refund .pricing-faq__answer');
      await expect(answer).toBeHidden();
      await questions.first().click();
      await expect(answer).toBeVisible();
      await expect(answer).toContainText('30');

      const data = await page.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null')),
      );
      const faq = data.find((entry) => entry?.['@type'] === 'FAQPage');
      expect(faq?.inLanguage).toBe(lang);
      expect(faq?.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(await questions.allTextContents());

      await page.screenshot({ path: info.outputPath(`pricing-${lang}-${width}.png`), fullPage: true });
    });
  }
}
