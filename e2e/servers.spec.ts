/**
 * Servers that show the network (decision 043): `/vpn-server` draws the network on a map, says its
 * totals in words (the figures of `networkTotals()`), lists every country with its cities and their
 * servers, finds a country or city by name in the page's language or in English with and without
 * JavaScript, and leads to the plans; at 390 and 1 280 px in en, de, ja and ar.
 */
import type { Page } from '@playwright/test';
import { CITY_SERVERS, REGIONS, networkTotals } from '@meridian/shared/network';
import { numberLocaleOf } from '@meridian/shared/locales';
import { expect, quietContext, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { bundle, text, type Bundle } from './fixtures/messages.ts';
import { SITE } from './fixtures/system.ts';
import { FIRST_LOAD_BUDGETS, firstLoad } from '../scripts/bench/first-load.ts';

const servers = (lang: string) => bundle('remote-marketing', 'vpn-server', lang);
const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

/** `count.<what>` in `lang`'s plural form for `value`, its number written as the page writes it. */
function counted(messages: Bundle, lang: string, what: 'servers' | 'cities' | 'countries', value: number): string {
  const form = new Intl.PluralRules(lang).select(value);
  const number = new Intl.NumberFormat(numberLocaleOf(lang)).format(value);
  return text(messages, `count.${what}_${form}`).replace('{{count, number}}', number);
}

/** The totals sentence a visitor must read, built from the bundle and `networkTotals()`. */
function totalsIn(lang: string): string {
  const messages = servers(lang);
  const totals = networkTotals();
  return text(messages, 'totals', {
    servers: counted(messages, lang, 'servers', totals.servers),
    cities: counted(messages, lang, 'cities', totals.cities),
    countries: counted(messages, lang, 'countries', totals.countries),
  });
}

const countryNames = (page: Page) => page.locator('.server-countries .link-tile__label').allTextContents();
const cityNames = (page: Page) => page.locator('.server-countries .city-counts__name').allTextContents();

for (const lang of ['en', 'de', 'ja', 'ar']) {
  for (const width of [390, 1280]) {
    test(`the map, the totals of networkTotals() and every country and city with its servers, the main button to the plans (${lang}, ${width} px)`, async ({
      page,
    }) => {
      const problems = collectProblems(page);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto(`${prefix(lang)}/vpn-server`);
      await waitForHydration(page);

      const map = page.locator('svg.network-map');
      await expect(map).toBeVisible();
      const box = await map.boundingBox();
      expect(box?.width).toBeGreaterThan(width === 390 ? 300 : 900);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await expect(map.locator('a')).toHaveCount(REGIONS.length);

      const totals = networkTotals();
      await expect(page.locator('#locations-title')).toHaveText(totalsIn(lang));
      expect(await countryNames(page)).toHaveLength(totals.countries);
      expect(await cityNames(page)).toHaveLength(totals.cities);
      const listed = await page.locator('.server-countries .city-counts__servers').allTextContents();
      const sum = listed.reduce((total, line) => total + Number(/\d[\d,.\u202f\u00a0 ]*/.exec(line)?.[0].replace(/\D/g, '') ?? 0), 0);
      expect(sum).toBe(totals.servers);

      const primary = page.locator('.page-intro__actions .button--primary').first();
      await expect(primary).toHaveAttribute('href', new RegExp(`^${prefix(lang)}/pricing(/|$)`));
      const download = page.locator('.page-intro__actions').getByRole('link', { name: text(servers(lang), 'detail.download') });
      await expect(download).toHaveClass(/button--ghost/);
      await expect(page.locator('.cta-band .button--primary')).toHaveAttribute('href', `${prefix(lang)}/pricing`);
      expect(problems).toEqual([]);
    });
  }
}

const SEARCHES = [
  { lang: 'en', query: 'tok', width: 390 },
  { lang: 'es', query: 'Tokio', width: 1280 },
  { lang: 'ja', query: '東京', width: 390 },
  { lang: 'ar', query: 'طوكيو', width: 1280 },
] as const;

for (const { lang, query, width } of SEARCHES) {
  test(`"${query}" finds Japan with Tokyo as it is typed, and without JavaScript by the form (${lang}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    const messages = servers(lang);
    const japan = text(messages, 'regions.japan.name');
    const tokyo = text(messages, 'cities.tokyo');
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${prefix(lang)}/vpn-server`);
    await waitForHydration(page);
    const form = page.getByRole('search');
    await expect(form).toHaveAttribute('data-live', 'true');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await form.getByRole('searchbox').pressSequentially(query);
    await expect.poll(() => countryNames(page)).toEqual([japan]);
    expect(await cityNames(page)).toEqual([tokyo]);
    await expect(page.locator('.server-countries .city-counts__servers')).toHaveText(
      counted(messages, lang, 'servers', CITY_SERVERS.tokyo),
    );
    await form.getByRole('searchbox').press('Enter');
    await expect(page.locator('.server-search__status')).toHaveText(
      text(messages, `search.found_${new Intl.PluralRules(lang).select(1)}`, { count: '1', query }),
    );
    expect(await page.evaluate(() => 'sameDocument' in window), 'filtered without loading a page').toBe(true);

    await page.getByRole('searchbox').fill('atlantis');
    await expect(page.locator('.server-search__status')).toContainText(text(messages, 'search.none', { query: 'atlantis' }));
    expect(await countryNames(page)).toEqual([]);
    await page.locator('.server-search__status').getByRole('link').click();
    await expect.poll(() => countryNames(page)).toHaveLength(REGIONS.length);
    await expect(page.getByRole('searchbox')).toHaveValue('');

    const context = await quietContext(browser, { javaScriptEnabled: false, viewport: { width, height: 800 } });
    const plain = await context.newPage();
    await plain.goto(`${SITE}${prefix(lang)}/vpn-server`);
    await plain.getByRole('searchbox').fill(query);
    await plain.getByRole('searchbox').press('Enter');
    await plain.waitForURL(/[?&]q=/);
    expect(new URL(plain.url()).searchParams.get('q')).toBe(query);
    expect(await countryNames(plain)).toEqual([japan]);
    expect(await cityNames(plain)).toEqual([tokyo]);
    await expect(plain.locator('svg.network-map')).toBeVisible();
    await context.close();
  });
}

test('odd, very long and repeated ?q= give a clear page with the no-match message, never an error', async ({ request }) => {
  const none = text(servers('en'), 'search.none', { query: '' }).split('“')[0] ?? '';
  for (const q of [`%3Cscript%3Ealert(1)%3C%2Fscript%3E`, '%25%00%E2%80%AE%F0%9F%98%80', 'x'.repeat(5000), 'zz&q=tokyo&q=', '%FF%FE']) {
    const response = await request.get(`/vpn-server?q=${q}`);
    expect({ q: q.slice(0, 40), status: response.status() }).toEqual({ q: q.slice(0, 40), status: 200 });
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(none);
  }
});

test('/vpn-server: the JavaScript until hydration stays within its first-load budget (map, search and list load after)', async ({
  browser,
}) => {
  const budget = FIRST_LOAD_BUDGETS['/vpn-server'] ?? 0;
  const load = await firstLoad(browser, SITE, '/vpn-server');
  const largest = [...load.scripts].sort((a, b) => b.gzip - a.gzip).map((script) => `${(script.gzip / 1024).toFixed(1)} KB ${script.url}`);
  expect(load.total, `${(load.total / 1024).toFixed(1)} KB against ${budget / 1024} KB:\n${largest.join('\n')}`).toBeLessThanOrEqual(
    budget,
  );
});
