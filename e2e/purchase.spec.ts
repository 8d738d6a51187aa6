import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { codeFor } from './fixtures/outbox.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';

/** Payment methods as buyers know them (remote-checkout/src/lib/payment-methods.ts: one per provider of decision 008). */
const METHODS = ['Card', 'PayPal', 'Apple Pay', 'Google Pay', 'Local payment methods', 'Cryptocurrency'];

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the checkout as an anonymous visitor and sends them to the provider's sandbox. */
async function startPurchase(page: Page, path: string, method: RegExp, email: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('textbox').first().fill(email);
  await page.getByRole('radio', { name: method }).check();
  await page
    .getByRole('button', { name: /./ })
    .filter({ hasText: /Pay securely|ادفع/ })
    .click();
  await page.waitForURL(/\/sandbox\//, { timeout: 30_000 });
}

for (const method of METHODS) {
  test(`anonymous purchase through the "${method}" sandbox shows an order number and a receipt`, async ({ page }) => {
    const email = uniqueEmail('buyer');
    await startPurchase(page, '/pricing/checkout', new RegExp(`^${method}`), email);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 45_000 });
    const receipt = page.locator('.receipt');
    await expect(receipt).toContainText(/MV-\d{8}/);
    await expect(receipt).toContainText(method === 'Local payment methods' ? 'Local payment method' : method);
    await expect(receipt).toContainText(email);
  });
}

test('an anonymous buyer keeps the purchase with the emailed code and sees it in My account', async ({ page }) => {
  const email = uniqueEmail('claim');
  await startPurchase(page, '/pricing/checkout', /^PayPal/, email);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 45_000 });
  const orderNo = (await page.locator('.receipt').textContent())?.match(/MV-\d{8}/)?.[0] ?? '';
  expect(orderNo).toMatch(/^MV-\d{8}$/);
  await expect(page.locator('main')).toContainText(`We sent a sign-in code to ${email}`);
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(await codeFor(email));
  await page.getByRole('button', { name: 'Keep this purchase' }).click();
  await expect(page.locator('main')).toContainText(`This purchase is now in your account ${email}`, { timeout: 20_000 });
  await page.getByRole('link', { name: 'Go to my account' }).first().click();
  await expect(page).toHaveURL(/\/myaccount$/);
  await expect(page.locator('main')).toContainText('Active', { timeout: 20_000 });
  await expect(page.locator('main')).toContainText(orderNo);
});

for (const [ending, button, heading] of [
  ['declined', 'Decline the payment', 'Your payment was declined'],
  ['abandoned', 'Cancel and return to the merchant', "Your payment wasn't completed"],
] as const) {
  test(`a ${ending} payment has its own heading and a way back to the same plan`, async ({ page }) => {
    await startPurchase(page, '/pricing/checkout/2', /^Card/, uniqueEmail(ending));
    await page.getByRole('button', { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`^${SITE}/paystatus`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 45_000 });
    await expect(page.locator('main')).not.toContainText('Checking your payment');
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${SITE}/pricing/checkout/2`));
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your order' })).toBeVisible();
  });
}

test('the plan can be changed on the checkout page', async ({ page }) => {
  await page.goto('/pricing/checkout');
  await waitForHydration(page);
  const summary = page.locator('.order-summary');
  const before = await summary.textContent();
  // The locator of "another plan" changes meaning once it is chosen: read what it says first.
  const other = page.locator('.plan-switch__option:not([aria-current="true"])').first();
  const [chosen, href] = [(await other.textContent()) ?? '', (await other.getAttribute('href')) ?? ''];
  await other.click();
  await expect(page).toHaveURL(`${SITE}${href}`);
  await expect(page.locator('.plan-switch__option[aria-current="true"]')).toHaveText(chosen);
  await expect(summary).not.toHaveText(before ?? '');
});

test('the whole purchase journey in Arabic, right to left', async ({ page }) => {
  await startPurchase(page, '/ar/pricing/checkout', /^PayPal/, uniqueEmail('ar'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/ar/paysuc`), { timeout: 45_000 });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('.receipt')).toContainText(/MV-\d{8}/);
});

test('the whole purchase journey at mobile width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startPurchase(page, '/pricing/checkout', /^Google Pay/, uniqueEmail('mobile'));
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 45_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
