/**
 * Checkout without JavaScript (decision 013): the server HTML of /pricing and /pricing/checkout shows
 * real prices in the visitor's currency (country from the forwarded address through geo_info),
 * the plan can be changed by links, the pay button says next to it that paying needs JavaScript,
 * and /paystatus renders the state the server knows.
 */
import { expect, test } from './fixtures/test.ts';
import { bundle, text } from './fixtures/messages.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';

const javascriptNote = text(bundle('remote-checkout', 'pricing'), 'checkout.errors.javascript');

/** Addresses the API's geo database places in each country (the host trusts X-Forwarded-For from loopback in the test system). */
const VISITORS = [
  { path: '/pricing', ip: '8.8.8.8', currency: 'USD', symbol: '$' },
  { path: '/pricing', ip: '1.1.1.1', currency: 'AUD', symbol: 'A$' },
  { path: '/ar/pricing', ip: '81.2.69.142', currency: 'GBP', symbol: '£' },
  { path: '/pricing/checkout', ip: '24.48.0.1', currency: 'CAD', symbol: 'CA$' },
] as const;

for (const visitor of VISITORS) {
  test(`${visitor.path} shows prices in ${visitor.currency} to a visitor from ${visitor.ip} without JavaScript`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': visitor.ip } });
    const page = await context.newPage();
    const response = await page.goto(visitor.path);
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    if (!visitor.path.includes('checkout')) await expect(main).toContainText(visitor.currency);
    const text = (await main.textContent()) ?? '';
    // Prices with two decimals, in any digits the language writes (Arabic-Indic included).
    const prices = text.match(/[\d٠-٩]+[.,٫][\d٠-٩]{2}/g) ?? [];
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain(visitor.symbol);
    await context.close();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plans link to their checkout, and the plan can be changed on the checkout page', async ({ page }) => {
    await page.goto('/pricing');
    const choose = page.locator('main a[href*="/pricing/checkout/"]');
    expect(await choose.count()).toBeGreaterThanOrEqual(3);
    await choose.first().click();
    await expect(page).toHaveURL(/\/pricing\/checkout\/\w+/);
    const current = page.locator('.plan-switch__option[aria-current="true"]');
    await expect(current).toHaveCount(1);
    const summary = await page.locator('.order-summary').textContent();
    const other = page.locator('.plan-switch__option:not([aria-current="true"])').first();
    const href = (await other.getAttribute('href')) ?? '';
    await other.click();
    await expect(page).toHaveURL(`${SITE}${href}`);
    await expect(page.locator('.order-summary')).not.toHaveText(summary ?? '');
  });

  test('the checkout form shows, and says next to the pay button that paying needs JavaScript', async ({ page }) => {
    const response = await page.goto('/pricing/checkout');
    await expect(page.getByRole('textbox', { name: /Email for your receipt/ })).toBeVisible();
    expect(await page.getByRole('radio').count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: /Pay securely/ })).toBeVisible();
    // Right after the button, in <noscript> (Playwright's switch keeps the parser's scripting flag on,
    // so a <noscript> is not laid out here as it is in a browser with JavaScript off: read the HTML).
    const notice = javascriptNote.replaceAll("'", '&#x27;');
    expect(await response?.text()).toContain(
      `Pay securely</button><noscript><p class="checkout-notice checkout-notice--javascript">${notice}</p></noscript>`,
    );
  });
});

test('/paystatus renders a declined payment on the server, with the way back, without JavaScript', async ({ browser }) => {
  const buyer = await browser.newContext();
  const page = await buyer.newPage();
  await page.goto('/pricing/checkout/2');
  await waitForHydration(page);
  await page.getByRole('textbox').first().fill(`nojs-${Date.now()}@example.com`);
  await page.getByRole('radio', { name: /^PayPal/ }).check();
  await page.getByRole('button', { name: /Pay securely/ }).click();
  await page.waitForURL(/\/sandbox\//, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Decline the payment' }).click();
  await expect(page).toHaveURL(new RegExp(`^${SITE}/paystatus`), { timeout: 30_000 });
  const statusUrl = page.url();
  const state = await buyer.storageState();
  await buyer.close();

  const visitor = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const noScript = await visitor.newPage();
  await noScript.goto(statusUrl);
  await expect(noScript.getByRole('heading', { level: 1, name: 'Your payment was declined' })).toBeVisible();
  await expect(noScript.locator('main')).not.toContainText('Checking your payment');
  await expect(noScript.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', /\/pricing\/checkout\/2/);
  await visitor.close();
});
