/**
 * One price, one text: the 1-year plan's total (59.88 US dollars in the api's catalogue) as a buyer
 * meets it on pricing (what the plan bills), at the checkout (the renewal line) and in My account
 * (the subscription's price), in all 11 languages, is the same text on the three pages, and the
 * text of the one formatter every area uses (`@meridian/shared/price-text`).
 */
import type { Page } from '@playwright/test';
import { DEFAULT_LOCALE, ROUTE_LOCALES } from '@meridian/shared/locales';
import { formatPrice } from '@meridian/shared/price-text';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { signIn } from './fixtures/session.ts';
import { API } from './fixtures/system.ts';

const PLAN = 2;
const TOTAL = '59.88';

const pathIn = (lang: string, path: string) => (lang === DEFAULT_LOCALE ? path : `/${lang}${path}`);

/** The texts of every element `selector` finds on `path`, once the page is hydrated. */
async function textsOf(page: Page, path: string, selector: string): Promise<string[]> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator(selector).first()).toBeVisible();
  return page.locator(selector).allTextContents();
}

test('the 1-year plan costs the same text on pricing, checkout and My account in all 11 languages', async ({ page, context }) => {
  test.setTimeout(240_000);
  const email = `one-price-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signIn(context, email);
  const made = await fetch(`${API}/api/dev/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app-type': '501' },
    body: JSON.stringify({ email, plan_id: PLAN }),
  });
  expect(made.status).toBe(200);

  for (const lang of ROUTE_LOCALES) {
    const price = formatPrice(TOTAL, 'USD', lang);
    // My account: the subscription's price is a value of its own in the subscription's list.
    const account = await textsOf(page, pathIn(lang, '/myaccount'), '.detail-list__row dd');
    const [pricing] = await textsOf(page, pathIn(lang, '/pricing'), `.plan-card:has(a[href*="/checkout/${PLAN}"]) .plan-card__billed`);
    const [checkout] = await textsOf(page, pathIn(lang, `/pricing/checkout/${PLAN}`), '.order-summary__row:last-child dd');
    expect.soft(account, `${lang}: My account`).toContain(price);
    expect.soft(pricing, `${lang}: pricing`).toContain(price);
    expect.soft(checkout, `${lang}: checkout`).toContain(price);
  }
});
