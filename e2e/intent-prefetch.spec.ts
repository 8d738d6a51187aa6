/**
 * Decision 027 (rule shell.prefetch), as a first visitor's browser meets it: another area's entry is fetched when the visitor
 * shows intent (a link to it hovered, or a link in the page's content in view), not at +1 s for
 * every area; a click without any intent before still reaches the area.
 */
import type { Page } from '@playwright/test';
import { originOf, type LocalArea } from '../tooling/local-system.ts';
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';

/** The areas whose entry (`remoteEntry.js`) the page has requested so far. */
function entriesRequested(page: Page): Set<LocalArea> {
  const areas = new Set<LocalArea>();
  const origins = (['marketing', 'blog', 'account', 'checkout', 'tools'] as const).map((area) => [area, originOf(area)] as const);
  page.on('request', (request) => {
    if (!request.url().endsWith('/remoteEntry.js')) return;
    const area = origins.find(([, origin]) => request.url().startsWith(`${origin}/`))?.[0];
    if (area) areas.add(area);
  });
  return areas;
}

test('a first visitor of / fetches no entry of an area it only links to from the navigation, until a link to it is hovered', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const entries = entriesRequested(page);
  await page.goto('/');
  await waitForHydration(page);
  // Past the spec's 1 s and the browser's idle time: the old prefetch had fetched every area by now.
  await page.waitForTimeout(3000);
  expect([...entries]).not.toContain('blog');
  expect([...entries]).not.toContain('account');
  expect([...entries]).not.toContain('tools');

  await page.locator('nav a[href="/blog"]').first().hover();
  await expect.poll(() => entries.has('blog'), { message: "hovering a link to /blog fetches the blog's entry" }).toBe(true);
  expect(entries.has('account')).toBe(false);
  await page.locator('nav a[href="/blog"]').first().click();
  await page.waitForURL('**/blog');
  await expect(page.locator('main h1')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a click on a link to another area without any intent before (no hover, no focus) still opens it', async ({ page }) => {
  const problems = collectProblems(page);
  const entries = entriesRequested(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForTimeout(1500);
  expect(entries.has('account')).toBe(false);
  // A click event alone, as a script or an assistive tool sends it: no pointer or focus came before.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('nav a[href="/login"]')?.click());
  await page.waitForURL('**/login');
  await expect(page.locator('main form')).toBeVisible();
  expect(entries.has('account')).toBe(true);
  expect(problems).toEqual([]);
});
