/**
 * Decision 015, as a first visitor's browser meets it: the page carries the host's style sheet and
 * icon itself, its head preloads every script start-up needs (no chain of downloads: the runtime
 * never has to ask for a host script the page did not announce), one deferred entry script starts
 * it after the first paint, and the page hydrates without a console problem.
 */
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { SITE } from './fixtures/system.ts';
import {
  FEDERATION_CHUNK,
  FIRST_LOAD_BUDGETS,
  FIRST_SECONDS_BUDGET,
  FIRST_SECONDS_MS,
  firstLoad,
  firstSeconds,
  HTML_BUDGET,
} from '../scripts/bench/first-load.ts';

// The first four are kept whole from the server (decision 079); /vpn-server hydrates its network search, so it loads its area first.
const KEPT_WHOLE = new Set(['/', '/pricing', '/blog/what-is-a-kill-switch', '/ar/features']);
for (const path of [...KEPT_WHOLE, '/vpn-server']) {
  test(`${path}: every script start-up needs is announced by the page, and it hydrates cleanly`, async ({ page }) => {
    const problems = collectProblems(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const hydratedAt = await page.evaluate(() => performance.getEntriesByName('meridian:hydrated')[0]?.startTime ?? -1);
    expect(hydratedAt).toBeGreaterThan(0);
    const fcpAt = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1);
    expect(fcpAt, 'the page painted before it hydrated').toBeGreaterThan(0);
    expect(fcpAt).toBeLessThan(hydratedAt);

    const head = await page.evaluate(() => ({
      preloads: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="script"]')].map((link) => link.href),
      scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].filter((script) => script.closest('head') === null),
      inlineStyles: document.querySelectorAll('head style').length,
      icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '',
    }));
    // The host's style sheet is written into the page the server sent; the sheets of what shows only after hydration
    // (toasts, dialogs, the cookie banner) arrive later with their chunk (decision 076).
    const served = (await response?.text()) ?? '';
    const servedSheets = [...served.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
      ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? '',
    );
    expect(
      servedSheets.filter((href) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith(`${SITE}/`)),
      "the host's style sheet is written into the page",
    ).toEqual([]);
    expect(servedSheets.length, "the area's own style sheets are linked").toBeGreaterThan(0);
    expect(head.inlineStyles).toBeGreaterThan(0);
    expect(head.icon).toMatch(/^data:image\/svg\+xml,/);
    // The scripts that ran before hydration were the entry and what the head preloaded; the host asked for none itself.
    const before = await page.evaluate(
      (at) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < at)
          .map((entry) => entry.name),
      hydratedAt,
    );
    const hostScripts = requested.filter((url) => url.startsWith(`${SITE}/assets/`) && before.includes(url));
    const announced = new Set(head.preloads);
    const unannounced = hostScripts.filter((url) => !announced.has(url) && !/\/assets\/main\.[0-9a-f]+\.js$/.test(url));
    expect(unannounced, 'host scripts loaded before hydration that the page did not preload').toEqual([]);
    const areaScripts = requested.filter((url) => !url.startsWith(`${SITE}/`) && before.includes(url));
    const hostPreloads = head.preloads.filter((url) => url.startsWith(`${SITE}/assets/`));
    if (KEPT_WHOLE.has(path)) {
      // A page kept whole hydrates with stand-ins of its routes: no script of its area, nor the federation runtime (decisions 079, 080).
      expect(areaScripts, "the area's scripts fetched before hydration").toEqual([]);
      expect(head.preloads.filter((url) => !url.startsWith(`${SITE}/`))).toEqual([]);
      expect(hostPreloads.map((url) => /\/assets\/([a-z-]+)\./.exec(url)?.[1])).toEqual(['framework', 'meridian-shared', 'bootstrap']);
    } else {
      // A page that loads its area first also announces the federation runtime and the area's entry: no chain of downloads.
      expect(hostPreloads.map((url) => /\/assets\/([a-z-]+)\./.exec(url)?.[1])).toEqual([
        'framework',
        'meridian-shared',
        'bootstrap',
        'federation',
      ]);
      expect(areaScripts.length).toBeGreaterThan(0);
      expect(head.preloads.filter((url) => !url.startsWith(`${SITE}/`)).length).toBeGreaterThan(0);
    }
    expect(problems).toEqual([]);
  });
}

// Decision 038: the offer above the fold must not push a sales page over its first-load budget.
for (const path of ['/pricing', '/blog/what-is-a-kill-switch', '/ar/features']) {
  test(`${path}: the JavaScript until hydration stays within its first-load budget`, async ({ browser }) => {
    const budget = FIRST_LOAD_BUDGETS[path] ?? 0;
    const load = await firstLoad(browser, SITE, path);
    const largest = [...load.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((script) => `${(script.gzip / 1024).toFixed(1)} KB ${script.url}`);
    expect(load.total, `${(load.total / 1024).toFixed(1)} KB against ${budget / 1024} KB:\n${largest.join('\n')}`).toBeLessThanOrEqual(
      budget,
    );
  });
}

// Decision 080: a first visitor's first three seconds carry the page's own start-up, services and signals; the code of
// the areas its links lead to (and Module Federation's runtime, which loads them) follows once they are over.
for (const path of ['/', '/pricing', '/blog/what-is-a-kill-switch', '/ar/features']) {
  test(`${path}: a first visitor's first three seconds stay within 170 KB and carry no area's code, which follows after`, async ({
    browser,
  }) => {
    const seconds = await firstSeconds(browser, SITE, path);
    const listed = seconds.scripts.map((script) => `${(script.gzip / 1024).toFixed(1)} KB ${script.url}`).join('\n');
    expect(
      seconds.total,
      `${(seconds.total / 1024).toFixed(1)} KB against ${FIRST_SECONDS_BUDGET / 1024} KB:\n${listed}`,
    ).toBeLessThanOrEqual(FIRST_SECONDS_BUDGET);
    const context = await browser.newContext();
    const page = await context.newPage();
    const isAreaCode = (url: string) => /\.js(\?|$)/.test(url) && (!url.startsWith(`${SITE}/`) || FEDERATION_CHUNK.test(url));
    // A link to an area in view: its code is fetched once the three seconds are over, without the visitor doing anything.
    const areaCode = page.waitForResponse((response) => response.request().resourceType() === 'script' && isAreaCode(response.url()), {
      timeout: 20_000,
    });
    await page.goto(path);
    await waitForHydration(page);
    await areaCode;
    const starts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime })),
    );
    const early = starts.filter((entry) => isAreaCode(entry.url) && entry.start <= FIRST_SECONDS_MS);
    expect(early, 'area code fetched in the first three seconds').toEqual([]);
    expect(starts.filter((entry) => isAreaCode(entry.url)).length).toBeGreaterThan(0);
    await context.close();
  });
}

// The page itself stays short: a slow phone parses all of it, inline style sheet and data included, before the first paint.
// What only a hydrated page shows (toasts, dialogs, the cookie banner, popups) is not in its inline style sheet.
for (const path of ['/', '/pricing', '/blog/what-is-a-kill-switch', '/ar/features']) {
  test(`${path}: the HTML stays within ${HTML_BUDGET / 1024} KB uncompressed, its style sheet without what shows after hydration`, async () => {
    const html = await (await fetch(`${SITE}${path}`)).text();
    expect(Buffer.byteLength(html), `${(Buffer.byteLength(html) / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HTML_BUDGET);
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    expect(inline).toContain('.nav');
    for (const rule of ['.toast', '.modal', '.consent', '.promo', '.route-progress']) expect(inline).not.toContain(rule);
  });
}
