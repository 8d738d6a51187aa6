/**
 * One interruption at a time (rule popup.one-interruption): on a phone the cookie banner takes at most a quarter of the
 * screen in every language; the promotion popup never opens on the page where the cookie choice was
 * made, nor on the trial, not-found and error pages; and its main action comes before "Not now".
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoPopup, waitForHydration } from './fixtures/page-errors.ts';
import { VARIANTS } from './fixtures/routes.ts';
import { bundle, text } from './fixtures/messages.ts';

const PHONE = { width: 390, height: 844 };

/** A visitor at a fixed time on a Wednesday (the workday popup's time), with or without a stored cookie answer. */
async function visitor(browser: Browser, { answered, width = 1280 }: { answered: boolean; width?: number }): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC', viewport: width === 390 ? PHONE : { width, height: 900 } });
  if (answered) await context.addInitScript(() => window.localStorage.setItem('accpeted-cookies', 'true'));
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  return page;
}

for (const { prefix } of VARIANTS.filter((variant) => variant.prefix !== '/en')) {
  const lang = prefix === '' ? 'en' : prefix.slice(1);
  test(`on a 390 x 844 phone the cookie banner takes at most a quarter of the screen (${lang}), with both answers in it`, async ({
    browser,
  }) => {
    const page = await visitor(browser, { answered: false, width: 390 });
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    const common = bundle('host', 'common', lang);
    const banner = page.getByRole('region', { name: text(common, 'consent.title') });
    await expect(banner).toBeVisible();
    const box = await banner.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(PHONE.height / 4);
    for (const answer of ['consent.reject', 'consent.accept'])
      await expect(banner.getByRole('button', { name: text(common, answer) })).toBeInViewport();
    await page.context().close();
  });
}

test('no popup on the page where the cookie choice was made; it may come on the next page', async ({ browser }) => {
  const page = await visitor(browser, { answered: false, width: 390 });
  await page.goto('/blog');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Your privacy choices' }).getByRole('button', { name: 'Accept all' }).click();
  await expectNoPopup(page, 'none');
  await page.locator('footer').getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  // Which popup depends on the promotion running (a festival, or the mobile daily one): any one of them.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.context().close();
});

test('no popup on the trial and not-found pages (a missing path, region or category), though one shows elsewhere', async ({ browser }) => {
  const page = await visitor(browser, { answered: true });
  for (const path of [
    '/de/vpn-trial',
    '/ar/no-such-page',
    '/vpn-server/atlantis',
    '/blog/category/cooking',
    '/404',
    '/vpn-trial',
    '/no-such-page',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoPopup(page, 'quiet', path);
  }
  // From a not-found page to an ordinary one: the popup comes, so the quiet pages did not just break it.
  await page.locator('footer').getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.context().close();
});

test('the popup offers its main action first, then "Not now"', async ({ browser }) => {
  const page = await visitor(browser, { answered: true });
  await page.goto('/features');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const actions = dialog.locator('.promo__actions > *');
  await expect(actions).toHaveCount(2);
  await expect(actions.first()).toHaveClass(/button--primary/);
  await expect(actions.last()).toHaveText('Not now');
  // First in reading order, and first for the keyboard.
  const [main, later] = await Promise.all([actions.first().boundingBox(), actions.last().boundingBox()]);
  expect(main !== null && later !== null && (main.y < later.y || (main.y === later.y && main.x < later.x))).toBe(true);
  await page.context().close();
});
