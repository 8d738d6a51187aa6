/**
 * The offer above the fold (decision 038): the lowest monthly price in the visitor's currency, its
 * saving and the guarantee in the first screen of home at 390 and 1 280 px in four languages, in
 * the server's HTML of every sales page, with one primary action to that plan's checkout; on a
 * phone a slim bar keeps the price and its button in sight once the hero is scrolled past; every post
 * ends with the same offer in a box, and its author.
 */
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { bundle, text } from './fixtures/messages.ts';
import { API } from './fixtures/system.ts';

interface ApiPlan {
  readonly id: number;
  readonly money: string;
  readonly discount_percent: number;
}

/** The plan a visitor from an unknown country is offered: the lowest monthly price in USD, as the plans API has it. */
async function cheapestPlan(): Promise<ApiPlan> {
  const response = await fetch(`${API}/api/mms/payment/v1/providers/plans?currency=USD`, { headers: { 'x-app-type': '501' } });
  const { data } = (await response.json()) as { data: { plans: ApiPlan[] } };
  const { plans } = data;
  return [...plans].sort((a, b) => Number(a.money) - Number(b.money))[0] as ApiPlan;
}

/** The locale tags prices are formatted with, in Latin digits (rule lang.digits); U+2066/U+2069 isolate an Arabic amount. */
const PRICE_LOCALE = { en: 'en-US', de: 'de-DE', ja: 'ja-JP', ar: 'ar' } as const;
const priceIn = (lang: keyof typeof PRICE_LOCALE, amount: string) => {
  const formatted = new Intl.NumberFormat(`${PRICE_LOCALE[lang]}-u-nu-latn`, { style: 'currency', currency: 'USD' }).format(Number(amount));
  return lang === 'ar' ? `\u2066${formatted}\u2069` : formatted;
};

for (const lang of ['en', 'de', 'ja', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`the first screen of home shows the lowest monthly price, the saving and the guarantee (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const plan = await cheapestPlan();
      const common = bundle('host', 'common', lang);
      await page.goto(lang === 'en' ? '/' : `/${lang}/`);
      const price = page.locator('.page-intro .hero-offer__price');
      await expect(price).toContainText(text(common, 'offer.price', { price: priceIn(lang, plan.money) }));
      await expect(price).toContainText(text(common, 'offer.saving', { percent: String(Math.max(plan.discount_percent, 59)) }));
      await expect(price).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.page-intro').getByText(text(common, 'offer.guarantee'), { exact: true })).toBeInViewport();
      const buy = page.locator('.page-intro').getByRole('link', { name: text(common, 'offer.cta'), exact: true });
      await expect(buy).toBeInViewport({ ratio: 1 });
      await expect(buy).toHaveAttribute('href', `${lang === 'en' ? '' : `/${lang}`}/pricing/checkout/${plan.id}`);
      // One primary action above the fold.
      await expect(page.locator('.page-intro .button--primary:visible')).toHaveCount(1);
    });
  }
}

test('every sales page carries the offer in the server’s HTML, its button to the plan’s checkout', async ({ request }) => {
  const plan = await cheapestPlan();
  for (const path of [
    '/features',
    '/vpn-server',
    '/vpn-server/germany',
    '/vpn-for-social-media',
    '/vpn-for-social-media/instagram',
    '/de/features',
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<strong>${priceIn(path.startsWith('/de') ? 'de' : 'en', plan.money)}`);
    expect(html, path).toMatch(
      new RegExp(`class="button button--primary button--large hero-offer__cta" href="(/de)?/pricing/checkout/${plan.id}"`),
    );
  }
});

for (const [lang, width] of [
  ['en', 390],
  ['de', 1280],
  ['ja', 390],
  ['ar', 1280],
] as const) {
  test(`a post ends with the offer box (price in the visitor's currency, saving, guarantee, the plan's checkout) and its author (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const plan = await cheapestPlan();
    const common = bundle('host', 'common', lang);
    const blog = bundle('remote-blog', 'blog', lang);
    await page.goto(`${lang === 'en' ? '' : `/${lang}`}/blog/what-is-a-kill-switch`);
    await waitForHydration(page);
    const box = page.locator('.post__footer .post-offer');
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('heading', { level: 2 })).toHaveText(text(blog, 'offerBox.title'));
    await expect(box.locator('.post-offer__price')).toContainText(text(common, 'offer.price', { price: priceIn(lang, plan.money) }));
    await expect(box).toContainText(text(common, 'offer.guarantee'));
    const buy = box.getByRole('link', { name: text(common, 'offer.cta'), exact: true });
    await expect(buy).toBeInViewport();
    await expect(buy).toHaveAttribute('href', `${lang === 'en' ? '' : `/${lang}`}/pricing/checkout/${plan.id}`);
    await expect(page.locator('.post__footer .post__author')).toHaveText(/\S+/);
  });
}

test('on a phone a slim bar keeps the offer and its button in sight once the hero is scrolled past, never on a wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/features');
  await waitForHydration(page);
  const bar = page.getByRole('region', { name: 'Our best offer' });
  await expect(bar).toBeHidden();
  await page.locator('.page-intro').evaluate((hero) => window.scrollTo(0, hero.getBoundingClientRect().bottom + window.scrollY + 10));
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport({ ratio: 1 });
  const box = await bar.boundingBox();
  expect(box?.height).toBeLessThanOrEqual(844 * 0.1);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
  await expect(bar.getByRole('link', { name: 'Get the deal' })).toHaveAttribute('href', /\/pricing\/checkout\/\d+$/);
  // Back at the top the hero's own button is the one in sight.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeHidden();
});
