/**
 * The first tap stays instant on a mid-range phone (decision 062): with the CPU four times slower
 * (Chrome DevTools Protocol throttling, Lighthouse's mobile setting), a visitor taps the main
 * button, the menu, the language switcher or a form field 500 ms after the page's load event,
 * while the page may still be starting. The tap's interaction latency (INP: input delay,
 * handlers and the next paint, from the browser's Event Timing entries) stays within 200 ms on a
 * machine with a core to spare (recorded on any), and the tap does what it always did. The language switcher sits in the header at 1 280 px (on a
 * phone it is inside the menu); the others are tapped at 390 px.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, quietContext, test } from './fixtures/test.ts';

const SLOWDOWN = 4;
const INP_BUDGET_MS = 200;

interface Interaction {
  readonly name: string;
  readonly duration: number;
}

/**
 * Keeps every Event Timing entry of an interaction (16 ms and longer: the browser reports none
 * shorter), also across a full page load the tap may start (kept in sessionStorage on pagehide).
 */
function recordInteractions(): void {
  const key = 'first-tap:interactions';
  const seen: Interaction[] = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Interaction[];
  sessionStorage.removeItem(key);
  Object.defineProperty(window, '__interactions', { value: seen });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0) seen.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  addEventListener('pagehide', () => sessionStorage.setItem(key, JSON.stringify(seen)));
}

/** The page on a slow phone: the CPU four times slower, loaded (its load event). */
async function slowPage(browser: Browser, path: string, width = 390): Promise<Page> {
  const context = await quietContext(browser, { viewport: { width, height: 844 }, isMobile: width < 600, hasTouch: true });
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(path, { waitUntil: 'load' });
  return page;
}

/**
 * Taps the middle of `target` 500 ms after the page's load event, as a finger would: the touch goes
 * straight to the browser (Playwright's own checks run scripts in the page, which on a throttled
 * page moved the tap seconds later). A link tapped before the page has hydrated loads its page.
 */
async function tapAfterLoad(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('first tap: the target is not on the screen');
  const since = await page.evaluate(
    () => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  );
  await page.waitForTimeout(Math.max(0, 500 - since));
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/**
 * The tap's interaction latency (the longest entry of the interaction, 0 when none reached 16 ms),
 * recorded as the test's `INP` annotation and held to {@link INP_BUDGET_MS} on a machine with a core
 * to spare. The slowdown stretches wall time, so on a shared machine with more runnable processes
 * than cores every other process's work is counted four times too: there the figure is recorded,
 * not judged (`npm run bench -- long-tasks` counts thread time instead, decision 062).
 */
async function expectQuickTap(page: Page): Promise<void> {
  // Entries arrive after the next paint; give a slow page a moment to report them.
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(() => (window as unknown as { __interactions: Interaction[] }).__interactions);
  const inp = Math.max(0, ...entries.map((entry) => entry.duration));
  const load = (loadavg()[0] ?? 0) / availableParallelism();
  const detail = entries.map((entry) => `${entry.name} ${entry.duration} ms`).join(', ') || 'no entry of 16 ms or more';
  test.info().annotations.push({ type: 'INP', description: `${inp} ms (${detail}; load ${load.toFixed(1)} per core)` });
  if (load <= 1) expect(inp, detail).toBeLessThanOrEqual(INP_BUDGET_MS);
}

test.describe('the first tap on a phone with a four times slower CPU', () => {
  test('the main button of / opens the checkout of the offered plan', async ({ browser }) => {
    const page = await slowPage(browser, '/');
    await tapAfterLoad(page, page.locator('.hero-offer__cta'));
    await expect(page).toHaveURL(/\/pricing\/checkout\/\d+/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectQuickTap(page);
    await page.context().close();
  });

  test('the menu button of / opens the menu', async ({ browser }) => {
    const page = await slowPage(browser, '/');
    await tapAfterLoad(page, page.locator('.nav__toggle'));
    await expect(page.locator('#primary-nav').getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expectQuickTap(page);
    await page.context().close();
  });

  test('the language switcher of a post lists the languages', async ({ browser }) => {
    const page = await slowPage(browser, '/blog/what-is-a-kill-switch', 1280);
    await tapAfterLoad(page, page.locator('.lang-switcher__summary'));
    await expect(page.locator('.lang-switcher__option[data-locale="de"]')).toBeVisible();
    await expectQuickTap(page);
    await page.context().close();
  });

  test('the email field of /login takes the focus and the typing', async ({ browser }) => {
    const page = await slowPage(browser, '/login');
    const email = page.getByRole('textbox', { name: /email/i });
    await tapAfterLoad(page, email);
    await expect(email).toBeFocused();
    await expectQuickTap(page);
    await page.keyboard.type('visitor@example.com');
    await expect(email).toHaveValue('visitor@example.com');
    await page.context().close();
  });
});
