import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';

/** Payment methods as the checkout lists them (one per provider of spec section 7). */
const METHODS = ['Credit or debit card', 'Online checkout', 'Digital wallet', 'Local payment methods', 'Other payment services', 'Subscription checkout'];

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the checkout as an anonymous visitor and sends them to the provider's sandbox. */
async function startPurchase(page: Page, path: string, method: RegExp | string, email: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('textbox').first().fill(email);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /./ }).filter({ hasText: /Pay securely|ادفع/ }).click();
  await page.waitForURL(/\/sandbox\//, { timeout: 30_000 });
}

for (const method of METHODS) {
  test(`anonymous purchase through the "${method}" sandbox ends in an active subscription in My account`, async ({ page }) => {
    await startPurchase(page, '/pricing/checkout', new RegExp(`^${method}`), uniqueEmail('buyer'));
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 45_000 });
    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
    await expect(page.locator('main')).toContainText('Active', { timeout: 20_000 });
  });
}

for (const [ending, button] of [
  ['declined', 'Decline the payment'],
  ['abandoned', 'Cancel and return to the merchant'],
] as const) {
  test(`a ${ending} payment is reported as not confirmed and grants nothing`, async ({ page }) => {
    await startPurchase(page, '/pricing/checkout', /^Credit or debit card/, uniqueEmail(ending));
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`^${SITE}/paystatus`), { timeout: 30_000 });
    await expect(page.locator('main')).toContainText("We couldn't confirm your payment", { timeout: 45_000 });
  });
}

test('the whole purchase journey in Arabic, right to left', async ({ page }) => {
  await startPurchase(page, '/ar/pricing/checkout', /^الدفع عبر الإنترنت/, uniqueEmail('ar'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/ar/paysuc`), { timeout: 45_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});

test('the whole purchase journey at mobile width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startPurchase(page, '/pricing/checkout', /^Online checkout/, uniqueEmail('mobile'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 45_000 });
});
