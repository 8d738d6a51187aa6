/**
 * Sections below the first screen are laid out when they come near it (decision 081): at load the
 * browser has not rendered the footer, so a slow phone's first style and layout covers the first
 * screen; a visitor who scrolls to the end, a screen at a time, meets every later section and the
 * footer with their text on screen, and nothing on the page moves that the visitor did not move.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_LOCALE, ROUTE_LOCALES } from '@meridian/shared/locales';
import { expect, quietContext, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';

/** Keeps every layout shift of the page, with whether the visitor's input had just come before it. */
function recordShifts(): void {
  const shifts: { value: number; input: boolean }[] = [];
  Object.defineProperty(window, '__shifts', { value: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      shifts.push({ value: entry.value, input: entry.hadRecentInput });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Whether the browser renders what is inside `selector`'s first match now (false while content-visibility skips it). */
const rendered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);

/** Scrolls with the wheel, a part of a screen at a time, until the element's top is in the upper half of the screen. */
async function scrollTo(page: Page, selector: string): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
    const bottomReached = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    if (top < (page.viewportSize()?.height ?? 800) / 2 || bottomReached) return;
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(80);
  }
}

async function scrollThrough(page: Page, path: string, width: number): Promise<void> {
  const problems = collectProblems(page);
  await page.goto(path);
  await waitForHydration(page);
  expect(await rendered(page, '.footer__grid'), "the footer's links are rendered at load").toBe(false);
  const later = await page.locator('main .section ~ .section, .footer__grid').count();
  expect(later).toBeGreaterThan(0);
  for (let index = 0; index < later; index++) {
    const selector = `:is(main .section ~ .section, .footer__grid) >> nth=${index}`;
    await scrollTo(page, selector);
    const section = page.locator(selector);
    await expect(section).toBeInViewport();
    expect(
      await section.evaluate((element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
      `section ${index} rendered`,
    ).toBe(true);
    // Its first heading or link is on the screen, with its text.
    const first = section.locator('h2, h3, a').first();
    await expect(first).toBeInViewport();
    expect((await first.innerText()).trim().length, `section ${index} at ${width} px has text`).toBeGreaterThan(0);
  }
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; input: boolean }[] }).__shifts);
  expect(
    shifts.filter((shift) => !shift.input).reduce((sum, shift) => sum + shift.value, 0),
    'layout shift without input',
  ).toBe(0);
  expect(problems).toEqual([]);
}

for (const width of [390, 1280]) {
  for (const path of ['/', '/pricing', '/blog/what-is-a-kill-switch', '/ar/features']) {
    test(`${path} at ${width} px: the footer is rendered when it comes near, every later section shows as the visitor scrolls`, async ({
      browser,
    }) => {
      const context = await quietContext(browser, { viewport: { width, height: 844 }, isMobile: width < 600, hasTouch: width < 600 });
      await context.addInitScript(recordShifts);
      await scrollThrough(await context.newPage(), path, width);
      await context.close();
    });
  }
}

test('the home page in every language at 390 px: every later section and the footer show as the visitor scrolls', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const locale of ROUTE_LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
    const context = await quietContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addInitScript(recordShifts);
    await scrollThrough(await context.newPage(), `/${locale}/`, 390);
    await context.close();
  }
});
