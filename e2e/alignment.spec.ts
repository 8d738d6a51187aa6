/**
 * Layout a visitor notices (decision 024): the pricing cards' prices and buttons on one line, the
 * contact form's Name and Email fields side by side at the same height, the login card centred on
 * the page, no white strip before the footer, and a phone menu that covers the screen over a backdrop.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';

/** The top edge of each element, rounded to the pixel. */
const tops = async (items: Locator) =>
  (await items.evaluateAll((all) => all.map((item) => item.getBoundingClientRect().top))).map(Math.round);

for (const prefix of ['', '/de', '/ja', '/ar']) {
  test(`at 1 280 px the pricing cards' prices, bills and buttons line up (${prefix || 'en'})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${prefix}/pricing`);
    await waitForHydration(page);
    for (const part of ['.plan-card__title', '.plan-card__price', '.plan-card__billed', '.plan-card__cta']) {
      const found = await tops(page.locator(part));
      expect(found.length, part).toBe(3);
      expect({ part, spread: Math.max(...found) - Math.min(...found) }).toEqual({ part, spread: 0 });
    }
  });
}

test('at 1 280 px the contact form puts Name and Email side by side with their inputs at the same height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const prefix of ['', '/de', '/ar']) {
    await page.goto(`${prefix}/contact-us`);
    await waitForHydration(page);
    const [name = NaN, email = NaN] = await tops(page.locator('.contact-form__row .form-field__control'));
    expect({ prefix, email: email - name }).toEqual({ prefix, email: 0 });
  }
});

for (const width of [1280, 390]) {
  test(`at ${width} px the login card is centred on the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of ['', '/ar']) {
      await page.goto(`${prefix}/login`);
      await waitForHydration(page);
      const card = await page.locator('.account-panel').boundingBox();
      const centre = card === null ? NaN : card.x + card.width / 2;
      expect(Math.abs(centre - width / 2), prefix).toBeLessThanOrEqual(1);
    }
  });
}

test('no white strip before the footer: the page runs into it on home, pricing, a post and the trial page', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/pricing', '/blog/check-your-vpn-is-working', '/vpn-trial', '/de/features']) {
      await page.goto(path);
      await waitForHydration(page);
      const gap = await page.evaluate(() => {
        const footer = document.querySelector('footer.footer')?.getBoundingClientRect().top ?? 0;
        // The last element of the page that draws a box (a wrapper with `display: contents`, such as a page kept as the server drew it, has none).
        let element = document.querySelector('main')?.lastElementChild ?? null;
        while (element && getComputedStyle(element).display === 'contents') element = element.lastElementChild;
        const last = element?.getBoundingClientRect().bottom ?? 0;
        return Math.round(footer - last);
      });
      expect({ width, path, gap }).toEqual({ width, path, gap: 0 });
    }
  }
});

test('on a 390 x 844 phone the open menu covers the screen; on a tablet the rest of the page is dimmed and a tap there closes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pricing');
  await waitForHydration(page);
  await page.locator('header .nav__toggle').click();
  const menu = page.locator('#primary-nav');
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box === null ? 0 : Math.round(box.y + box.height)).toBe(844);

  await page.setViewportSize({ width: 1024, height: 900 });
  const below = await page.evaluate(() => {
    const menuBottom = document.querySelector('#primary-nav')?.getBoundingClientRect().bottom ?? 0;
    const hit = document.elementFromPoint(512, Math.min(890, menuBottom + 40));
    return { menuBottom, hit: hit?.className ?? '', dim: hit === null ? '' : getComputedStyle(hit, '::before').backgroundColor };
  });
  expect(below.menuBottom).toBeLessThan(850);
  expect(below).toMatchObject({ hit: 'nav__toggle', dim: 'rgba(10, 31, 68, 0.55)' });
  await page.mouse.click(512, 880);
  await expect(menu).toBeHidden();
});
