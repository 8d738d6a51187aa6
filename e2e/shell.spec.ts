import { expect, test, type Browser, type Page } from '@playwright/test';
import { quietContext } from './fixtures/test.ts';
import { collectProblems, expectNoPopup, waitForHydration } from './fixtures/page-errors.ts';
import { API } from './fixtures/system.ts';

// These tests change the API's promotion config, so they run in order.
test.describe.configure({ mode: 'serial' });

const DAY = 24 * 3600 * 1000;

/**
 * Switches the festival on (a window around the system's clock, whatever the date it runs on) or off
 * (`isFestival: false`, which is off whatever the dates: rule popup.festival). The pinned clocks of the
 * popup journeys below may fall anywhere relative to the system's clock, so "off" never relies on dates.
 */
async function setPromotion(festival: boolean): Promise<void> {
  const now = Date.now();
  const response = await fetch(`${API}/api/dev/site-config/promotion`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-app-type': '501' },
    body: JSON.stringify({
      startTime: new Date(now - DAY).toISOString(),
      endTime: new Date(now + 30 * DAY).toISOString(),
      isFestival: festival,
      segments: [
        { text: 'Festival: ', color: '#FFFFFF' },
        { text: 'up to 69% off', color: '#FFD400' },
      ],
    }),
  });
  expect(response.ok).toBe(true);
}

/** A visitor who answered the cookie banner (so it does not cover the popup), at a fixed local time. */
async function visitorAt(browser: Browser, isoLocalTime: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('accpeted-cookies', 'true'));
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(isoLocalTime));
  return page;
}

test.afterAll(async () => {
  await setPromotion(false);
});

test('the cookie banner asks once, remembers the answer, and consent follows it', async ({ browser }) => {
  await setPromotion(false);
  const context = await browser.newContext();
  await context.addInitScript(() => {
    for (const popup of ['weekend', 'workday', 'mobile-daily', 'festival'])
      window.localStorage.setItem(`popup-closed:${popup}`, new Date().toISOString().slice(0, 10));
  });
  const page = await context.newPage();
  await page.goto('/features');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('accpeted-cookies'))).toBe('false');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Your privacy choices' })).toHaveCount(0);
  await context.close();
});

for (const { name, time, path, width, title } of [
  {
    name: 'the weekend popup on the home page on a Saturday',
    time: '2026-11-28T12:00:00Z',
    path: '/',
    width: 1280,
    title: 'Weekend offer',
  },
  { name: 'the weekend popup before Monday 06:01', time: '2026-11-23T06:00:00Z', path: '/', width: 1280, title: 'Weekend offer' },
  {
    name: 'the workday popup from Monday 06:01',
    time: '2026-11-23T06:01:00Z',
    path: '/features',
    width: 1280,
    title: 'Working on public Wi-Fi?',
  },
  {
    name: 'the workday popup until Friday 17:59',
    time: '2026-11-27T17:59:00Z',
    path: '/pricing',
    width: 1280,
    title: 'Working on public Wi-Fi?',
  },
  {
    name: 'the mobile daily popup on a phone',
    time: '2026-11-25T12:00:00Z',
    path: '/blog',
    width: 390,
    title: 'Private on your phone too',
  },
]) {
  test(`shows ${name}, once a day`, async ({ browser }) => {
    const page = await visitorAt(browser, time, width);
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expectNoPopup(page, 'none');
    await page.context().close();
  });
}

test('no promotion popup on sign-in, password, account, checkout or payment pages, in a week the workday popup shows elsewhere', async ({
  browser,
}) => {
  const page = await visitorAt(browser, '2026-11-25T12:00:00Z');
  for (const path of [
    '/login',
    '/login?mode=signup',
    '/forgetpassword',
    '/resetpassword',
    '/myaccount',
    '/pricing/checkout',
    '/paystatus',
    '/paysuc',
    '/de/pricing/checkout',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoPopup(page, 'quiet', path);
  }
  // The same visitor on an ordinary page gets it: the quiet pages did not just break the popup.
  await page.goto('/features');
  await expect(page.getByRole('dialog', { name: 'Working on public Wi-Fi?' })).toBeVisible();
  await page.context().close();
});

test('a first visitor answers the cookie banner before any popup covers it', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2026-11-25T12:00:00Z'));
  await page.goto('/blog');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Your privacy choices' });
  await expect(banner).toBeVisible();
  await expectNoPopup(page, 'none');
  await banner.getByRole('button', { name: 'Accept all' }).click();
  // One interruption per page (rule popup.one-interruption): the popup waits for the next page.
  await expect(banner).toBeHidden();
  await expectNoPopup(page, 'none');
  await page.goto('/features');
  await expect(page.getByRole('dialog', { name: 'Private on your phone too' })).toBeVisible();
  await context.close();
});

test('no weekend popup away from the home page, and none after Friday 18:00 on other pages', async ({ browser }) => {
  const page = await visitorAt(browser, '2026-11-27T18:00:00Z');
  await page.goto('/features');
  await waitForHydration(page);
  await expectNoPopup(page, 'none');
  await page.context().close();
});

test('during a festival only the festival popup shows, with the remote text segments', async ({ browser }) => {
  await setPromotion(true);
  const page = await visitorAt(browser, new Date().toISOString());
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Limited-time sale' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('up to 69% off');
  // The pages carry the same deal (a new address: the page cache may hold the page from before the festival).
  await page.goto('/features?festival');
  await expect(page.locator('.page-intro .hero-offer__deal')).toHaveText('Festival: up to 69% off');
  const offered = await page.locator('.page-intro .hero-offer__price strong').innerText();
  // The popup's button opens the plan it advertises, the one the pages offer.
  const popup = page.getByRole('dialog', { name: 'Limited-time sale' });
  await expect(popup).toBeVisible();
  await popup.getByRole('link', { name: 'Claim the discount' }).click();
  await expect(page).toHaveURL(/\/pricing\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your order' })).toContainText(offered);
  await page.context().close();
  await setPromotion(false);
});

test('a landing URL stores attribution cookies with their lifetimes', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(
    '/features?utm_source=newsletter&utm_campaign=spring&utm_medium=email&cjevent=cj-123&cfclick=cf-9&admitad_uid=ad-7&channel=partner42',
  );
  await waitForHydration(page);
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  const days = (name: string) => Math.round(((cookies[name]?.expires ?? 0) * 1000 - Date.now()) / DAY);
  expect(cookies['cf-click']?.value).toBe('cf-9');
  expect(days('cf-click')).toBe(30);
  expect(cookies._aid?.value).toBe('ad-7');
  expect(days('_aid')).toBe(45);
  expect(cookies['cje-client']?.value).toBe('cj-123');
  expect(days('cje-client')).toBe(45);
  expect(cookies.utm_campaign?.value).toBe('spring');
  expect(days('utm_campaign')).toBe(45);
  expect(cookies.channel?.value).toBe('partner42');
  expect(await page.evaluate(() => window.sessionStorage.getItem('channel'))).toBe('partner42');
  await context.close();
});

test('with JavaScript the mobile menu at 390 px opens, closes on Escape and after a navigation, without a page load', async ({
  browser,
}) => {
  const context = await quietContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = collectProblems(page);
  await page.goto('/features');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { menuMarker: 7 }));
  const toggle = page.locator('summary.nav__toggle');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await menu.getByRole('link', { name: 'My IP' }).click();
  await expect(page).toHaveURL(/\/what-is-my-ip$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('IP');
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { menuMarker?: number }).menuMarker)).toBe(7);
  expect(problems).toEqual([]);
  await context.close();
});

test('page_show reports the path without the query string (order ids, campaign marks)', async ({ browser }) => {
  const context = await quietContext(browser);
  const pageShows: { page_path?: unknown }[] = [];
  await context.route('**/api/mms/analytics/v1/events', async (route) => {
    if (route.request().method() === 'POST') {
      type Sent = { event_name: string; event_params: { key: string; value: unknown }[] };
      const { events } = route.request().postDataJSON() as { events: Sent[] };
      for (const event of events.filter((sent) => sent.event_name === 'page_show')) {
        pageShows.push(Object.fromEntries(event.event_params.map(({ key, value }) => [key, value])));
      }
    }
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: JSON.stringify({ code: 0, message: 'ok', data: { accepted: 1 } }),
    });
  });
  const page = await context.newPage();
  await page.goto('/features?utm_source=e2e&order_id=42#plans');
  await expect.poll(() => pageShows.length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(pageShows[0]?.page_path).toBe('/features');
  await page.goto('/de/blog?page=2');
  await expect.poll(() => pageShows.length, { timeout: 20_000 }).toBeGreaterThan(1);
  expect(pageShows[1]?.page_path).toBe('/de/blog');
  await context.close();
});

test('analytics events carry the country and code of geo info and one random front_id per browser', async ({ browser }) => {
  const context = await quietContext(browser);
  const events: { front_id: string; country: string; country_code: string; ip: string; event_name: string }[] = [];
  // Loopback has no country in GeoIP: geo info answers as for a visitor in Germany.
  await context.route('**/api/mms/account/v1/geo_info', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: JSON.stringify({ code: 0, message: 'ok', data: { user_ip: '203.0.113.9', country: 'Germany', country_code: 'DE' } }),
    }),
  );
  await context.route('**/api/mms/analytics/v1/events', async (route) => {
    if (route.request().method() === 'POST') events.push(...(route.request().postDataJSON() as { events: typeof events }).events);
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/json', 'access-control-allow-origin': '*' },
      body: JSON.stringify({ code: 0, message: 'ok', data: { accepted: 1 } }),
    });
  });
  const page = await context.newPage();
  await page.goto('/features');
  await expect.poll(() => events.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.goto('/de/blog');
  await expect.poll(() => events.length, { timeout: 15_000 }).toBeGreaterThan(1);
  const pageShows = events.filter((event) => event.event_name === 'page_show');
  expect(pageShows.length).toBeGreaterThanOrEqual(2);
  for (const event of events) expect(event).toMatchObject({ country: 'Germany', country_code: 'DE', ip: '203.0.113.9' });
  const frontIds = new Set(events.map((event) => event.front_id));
  expect(frontIds.size).toBe(1);
  expect([...frontIds][0]).toMatch(/^[0-9a-f]{32}$/);
  expect(await page.evaluate(() => window.localStorage.getItem('front_id'))).toBe([...frontIds][0]);
  await context.close();
  const other = await quietContext(browser);
  const second = await other.newPage();
  await second.goto('/features');
  await waitForHydration(second);
  expect(await second.evaluate(() => window.localStorage.getItem('front_id'))).not.toBe([...frontIds][0]);
  await other.close();
});
