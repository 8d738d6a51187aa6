/**
 * Decision 025: the full loads the browser shell makes instead of a client navigation
 * keep the address the visitor asked for, and the language another tab chose wins on the next
 * navigation of an English page.
 */
import type { Page } from '@playwright/test';
import { originOf } from '../tooling/local-system.ts';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';

/** Puts a plain link into the page's main content and follows it (the shell turns it into a client navigation). */
async function follow(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.createElement('a');
    link.href = target;
    link.id = 'injected-link';
    link.textContent = 'injected link';
    document.querySelector('main')?.append(link);
  }, href);
  await page.locator('#injected-link').click();
}

test('compatible mode loads an address no area knows with its query and hash', async ({ page }) => {
  await page.goto('/de/features');
  await waitForHydration(page);
  const reload = page.waitForResponse(
    (response) => response.url().startsWith(`${SITE}/de/legacy/page`) && response.request().isNavigationRequest(),
  );
  await follow(page, '/legacy/page?ref=abc#sec');
  expect((await reload).status()).toBe(404);
  await expect(page).toHaveURL(`${SITE}/de/legacy/page?ref=abc#sec`);
});

test('with the blog unreachable from the browser, a search link is loaded by the server with its query', async ({ page }) => {
  // The blog's origin answers the server but not this browser: the area fails to load on navigation.
  await page.route(`${originOf('blog')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/de/features');
  await waitForHydration(page);
  const reload = page.waitForResponse(
    (response) => response.url().startsWith(`${SITE}/de/blog/search`) && response.request().isNavigationRequest(),
  );
  await follow(page, '/blog/search?q=vpn');
  expect((await reload).url()).toBe(`${SITE}/de/blog/search?q=vpn`);
  await expect(page).toHaveURL(`${SITE}/de/blog/search?q=vpn`);
});

test('an English page follows the language cookie another tab set, on a client navigation', async ({ page, context }) => {
  await page.goto('/features?ref=nav');
  await waitForHydration(page);
  // Another tab chose German.
  await context.addCookies([{ name: 'LANGUAGE', value: 'de', url: SITE }]);
  await page.locator('header a[href="/pricing"]').first().click();
  await expect(page).toHaveURL(`${SITE}/de/pricing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('a German page keeps German on a client navigation whatever another tab chose', async ({ page, context }) => {
  await page.goto('/de/features');
  await waitForHydration(page);
  await context.addCookies([{ name: 'LANGUAGE', value: 'fr', url: SITE }]);
  await page.locator('header a[href="/de/pricing"]').first().click();
  await expect(page).toHaveURL(`${SITE}/de/pricing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
