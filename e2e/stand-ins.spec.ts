/**
 * Decision 079, as a visitor meets it: a page kept whole from the server (a sales page, a post)
 * hydrates without a script of its area, and everything a visitor does next works as before: a
 * click into the same area shows that page, the back button shows the first page again, whole and in
 * its language (its texts, its title), with nothing loaded in full. In every language, at 1 280 and 390 px.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_LOCALE, ROUTE_LOCALES } from '@meridian/shared/locales';
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';

/** The page's first heading, its title and how much text its main part shows. */
const shown = async (page: Page) => ({
  h1: ((await page.locator('main h1').first().textContent()) ?? '').trim(),
  title: await page.title(),
  length: (await page.locator('main').first().innerText()).length,
});

/** The same page as `first`: heading and title alike, and its text whole once it has rendered (the offer's figures may differ by a few characters). */
async function expectShownAgain(page: Page, first: Awaited<ReturnType<typeof shown>>): Promise<void> {
  const again = await shown(page);
  expect({ h1: again.h1, title: again.title }).toEqual({ h1: first.h1, title: first.title });
  await expect
    .poll(async () => Math.abs((await shown(page)).length - first.length) / first.length, {
      message: 'the text shown again, against the first',
    })
    .toBeLessThan(0.03);
}

/** The first heading of the page the server answers for `path`, as a browser reads its HTML. */
async function serverH1(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').querySelector('main h1')?.textContent?.trim() ?? '',
    html,
  );
}

/** Scripts from another origin than the site's (an area's) that the page fetched before it hydrated, or since it loaded when `all`. */
async function areaScripts(page: Page, all = false): Promise<string[]> {
  return page.evaluate(
    ({ site, all }) => {
      const hydratedAt = performance.getEntriesByName('meridian:hydrated')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => (all || entry.startTime < hydratedAt) && entry.name.endsWith('.js') && !entry.name.startsWith(`${site}/`))
        .map((entry) => entry.name);
    },
    { site: SITE, all },
  );
}

for (const locale of ROUTE_LOCALES) {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  test(`${locale}: a sales page hydrates without its area's code; the home link and the back button show each page whole`, async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const problems = collectProblems(page);
      const served = await page.goto(`${prefix}/features`);
      expect(served?.status()).toBe(200);
      await waitForHydration(page);
      expect(await areaScripts(page), 'scripts of an area fetched before the page hydrated').toEqual([]);
      const features = await shown(page);
      expect(features.h1).not.toBe('');
      const homeH1 = await serverH1(page, `${prefix}/`);

      // The logo is a client navigation into the same area, which loads the area then.
      await page.locator('a.nav__brand').click();
      await expect(page).toHaveURL(new RegExp(`^${SITE}${prefix}/?$`));
      await expect(page.locator('main h1').first()).toHaveText(homeH1);
      expect((await areaScripts(page, true)).length, "the area's code, once a navigation needs it").toBeGreaterThan(0);

      // Back: the kept page renders from its real route, with its messages, its title and all of its text.
      await page.goBack();
      await expect(page).toHaveURL(`${SITE}${prefix}/features`);
      await expect(page.locator('main h1').first()).toHaveText(features.h1);
      await expectShownAgain(page, features);
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length), 'no page was loaded in full').toBe(1);
      expect(problems).toEqual([]);
    }
  });
}

test('a post: a link the post route also matches (/blog/more) shows the page that owns it; back, the post is whole', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/blog/what-is-a-kill-switch');
  await waitForHydration(page);
  expect(await areaScripts(page)).toEqual([]);
  const post = await shown(page);
  // A link inside the kept article, as a post links to another page of the blog.
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/blog/more', textContent: 'more' });
    link.id = 'to-more';
    document.querySelector('main [data-static]')?.append(link);
  });
  await page.locator('#to-more').click();
  await expect(page).toHaveURL(`${SITE}/blog/more`);
  await expect(page.locator('main h1').first()).toHaveText(await serverH1(page, '/blog/more'));
  await page.goBack();
  await expect(page.locator('main h1').first()).toHaveText(post.h1);
  await expectShownAgain(page, post);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(problems).toEqual([]);
});
