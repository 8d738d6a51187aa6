/**
 * Dead ends and free tools lead somewhere (decision 040): the not-found page carries a search box that
 * searches the blog through its search page and the most useful pages; the IP tool says plainly
 * that the visitor is exposed and offers the fix right under the result; the WebRTC leak test
 * names no third-party server to the visitor. (The unavailable page's search: e2e/faults.spec.ts.)
 */
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';

const CASES = [
  { prefix: '', lang: 'en', search: 'Search', exposed: 'You are exposed' },
  { prefix: '/de', lang: 'de', search: 'Suchen', exposed: 'Sie sind sichtbar' },
  { prefix: '/ar', lang: 'ar', search: 'بحث', exposed: 'أنت مكشوف' },
] as const;

for (const { prefix, lang, search, exposed } of CASES) {
  test(`${lang}: the not-found page searches the blog and lists the most useful pages`, async ({ page }) => {
    const response = await page.goto(`${prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const links = page.locator('.status-help__links a');
    expect(await links.count()).toBeGreaterThanOrEqual(5);
    await expect(links.first()).toHaveAttribute('href', `${prefix}/pricing`);
    const box = page.getByRole('search');
    await box.getByRole('searchbox').fill('kill switch');
    await box.getByRole('button', { name: search }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/blog/search\\?q=kill\\+switch$`));
    await expect(page.locator('#blog-search-status')).toBeVisible();
  });

  test(`${lang}: the IP tool says the visitor is exposed and offers the fix under the result`, async ({ page }) => {
    await page.goto(`${prefix}/what-is-my-ip`);
    const verdict = page.locator('.tool-panel .ip-verdict');
    await expect(verdict).toContainText(exposed);
    const fix = verdict.getByRole('link');
    await expect(fix).toHaveAttribute('href', `${prefix}/pricing`);
    // Right under the address, not at the end of the page.
    const [address, button] = [await page.locator('.ip-facts').boundingBox(), await fix.boundingBox()];
    expect(address && button && button.y - (address.y + address.height)).toBeLessThan(200);
  });
}

test('the WebRTC leak test names no STUN or other third-party server to the visitor', async ({ page }) => {
  await page.goto('/webrtc-leak-test?stun=stun:stun.example.org:3478');
  await waitForHydration(page);
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/stun\.l\.google\.com|stun\.example\.org|stun:/i);
});
