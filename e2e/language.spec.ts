import type { Page } from '@playwright/test';
import { expect, quietContext, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';
import { DEFAULT_LOCALE, ROUTE_LOCALES } from '@meridian/shared/locales';

test('the language switcher keeps path, query and hash and remembers the choice', async ({ page, context }) => {
  await page.goto('/features?ref=nav#plans');
  await waitForHydration(page);
  await page.locator('summary.lang-switcher__summary').first().click();
  await page.getByRole('link', { name: 'Deutsch' }).first().click();
  await expect(page).toHaveURL(`${SITE}/de/features?ref=nav#plans`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const cookie = (await context.cookies()).find((item) => item.name === 'LANGUAGE');
  expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  const response = await page.goto('/pricing?plan=year');
  expect(response?.url()).toBe(`${SITE}/de/pricing?plan=year`);
});

const LOCALES = ROUTE_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Opens the switcher in the navigation bar and chooses `locale`. */
async function choose(page: Page, locale: string): Promise<void> {
  await page.locator('summary.lang-switcher__summary').first().click();
  await page.locator(`.lang-switcher__option[data-locale="${locale}"]`).first().click();
}

test('from every language the switcher goes back to English, keeping path, query and hash, after client navigation too', async ({
  page,
  context,
}) => {
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/features?ref=switch#plans`);
    await waitForHydration(page);
    if (locale === 'de' || locale === 'ja' || locale === 'ar') {
      // After a client navigation inside the site the choice still wins.
      await page.locator(`header a[href="/${locale}/pricing"]`).first().click();
      await expect(page).toHaveURL(`${SITE}/${locale}/pricing`);
    }
    await choose(page, 'en');
    await expect(page).toHaveURL(new RegExp(`^${SITE}/(features\\?ref=switch#plans|pricing)$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect((await context.cookies()).find((item) => item.name === 'LANGUAGE')?.value, locale).toBe('en');
  }
});

test('from English the switcher goes to every language by a full load', async ({ page }) => {
  for (const locale of LOCALES) {
    await page.goto('/pricing?x=1');
    await waitForHydration(page);
    await choose(page, locale);
    await expect(page).toHaveURL(`${SITE}/${locale}/pricing?x=1`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  }
});

test('Accept-Language is negotiated in q-value order, an exact match before a language-only one, regional tags matching their language', async ({
  playwright,
}) => {
  for (const [header, expected] of [
    ['en-GB,de;q=0.9', null],
    ['de-AT,fr;q=0.5', '/de/features'],
    ['es-419,en;q=0.5', '/es/features'],
    ['en-US;q=0.9,de;q=0.7', null],
    ['pt-PT', '/pt/features'],
    ['fr-CA,ja-JP', '/ja/features'],
    ['it-CH,pt-BR', '/pt/features'],
    ['fr-CA,ja-JP;q=0.9', '/fr/features'],
  ] as const) {
    // A new visitor each time: a detection redirect sets the LANGUAGE cookie, which then wins.
    const request = await playwright.request.newContext();
    const response = await request.get(`${SITE}/features`, { headers: { 'accept-language': header }, maxRedirects: 0 });
    if (expected === null) expect(response.status(), header).toBe(200);
    else expect(response.headers().location, header).toBe(expected);
    await request.dispose();
  }
});

test('detection redirects an unprefixed path by Accept-Language and sets the cookie', async ({ browser }) => {
  const context = await quietContext(browser, { locale: 'ja-JP', extraHTTPHeaders: { 'Accept-Language': 'ja-JP,ja;q=0.9' } });
  const page = await context.newPage();
  const response = await page.goto('/vpn-server/japan?x=1');
  expect(response?.url()).toBe(`${SITE}/ja/vpn-server/japan?x=1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  expect((await context.cookies()).find((item) => item.name === 'LANGUAGE')?.value).toBe('ja');
  await context.close();
});

test('a plain unprefixed link followed from a German page stays in German', async ({ page }) => {
  await page.goto('/de/features');
  await waitForHydration(page);
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/vpn-trial';
    link.textContent = 'plain link';
    link.id = 'plain-link';
    document.querySelector('main')?.append(link);
  });
  await page.locator('#plain-link').click();
  await expect(page).toHaveURL(`${SITE}/de/vpn-trial`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('the help-centre link goes to the Russian section only with the ru cookie', async ({ page, context }) => {
  await page.goto('/ru/aboutus');
  await expect(page.locator('footer a[href*="help"]')).toHaveAttribute('href', /\/en-us$/);
  await context.addCookies([{ name: 'LANGUAGE', value: 'ru', url: SITE }]);
  await page.goto('/ru/aboutus');
  await expect(page.locator('footer a[href*="help"]')).toHaveAttribute('href', /\/ru$/);
});

test('double slashes are collapsed by a permanent redirect that never leaves the site', async ({ request }) => {
  for (const [target, location] of [
    ['//features?x=1', '/features?x=1'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['/de//blog', '/de/blog'],
  ] as const) {
    const response = await request.get(`${SITE}${target}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(301);
    expect(response.headers().location, target).toBe(location);
  }
});
