/**
 * First-load JavaScript of a page, as decision 015 measures it: every script the browser fetched
 * until the page hydrated (`html[data-hydrated]`), each body compressed with gzip -9 here (so
 * the figure does not depend on what the server's compression does), in Debian's Chromium; and,
 * as decision 045 measures it, every script a first visitor fetched in the first three seconds.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

/**
 * First-load budgets (gzip -9 bytes until hydration) of the sales pages a first visitor lands on
 * most, checked by `npm run bench` and by `e2e/first-load.spec.ts` (the home page's 140 KB goal is
 * reported by the bench only). 160 KB since a page kept whole hydrates without its area's code
 * (decision 079); `/vpn-server` hydrates its network search, so its area loads first (172 KB since
 * every chunk carries the sha256 of the chunks it loads, decision 072; 173 since Module Federation's
 * runtime is a chunk of its own, which compresses 0.4 KB worse apart, decision 080).
 */
export const FIRST_LOAD_BUDGETS: Readonly<Record<string, number>> = {
  '/': 140 * 1024,
  '/pricing': 160 * 1024,
  '/blog/what-is-a-kill-switch': 160 * 1024,
  '/ar/features': 160 * 1024,
  '/vpn-server': 173 * 1024,
};

/** What a first visitor fetches in scripts in its first three seconds may weigh, in bytes (gzip -9; decisions 045 and 080). */
export const FIRST_SECONDS_BUDGET = 170 * 1024;

/** The host's chunk of Module Federation's runtime, fetched with a page's first area (decision 080). */
export const FEDERATION_CHUNK = /\/assets\/federation\.[0-9a-f]+\.js$/;

/** Each sales page's HTML, uncompressed, at most (bytes; decision 062): `npm run bench -- long-tasks` and e2e/first-load.spec.ts. */
export const HTML_BUDGET = 60 * 1024;

/** One script of the first load. */
export interface ScriptCost {
  readonly url: string;
  /** gzip -9 of the body, bytes. */
  readonly gzip: number;
}

/** What loading one page cost. */
export interface FirstLoad {
  readonly path: string;
  readonly scripts: readonly ScriptCost[];
  /** Sum of the scripts' gzip -9 sizes, bytes. */
  readonly total: number;
  /** Scripts fetched after hydration by a client navigation to `next` (when given). */
  readonly navigation?: { readonly path: string; readonly total: number; readonly scripts: readonly ScriptCost[] };
}

/**
 * Loads `path` in a fresh context (a first visit) and sums its scripts until hydration; then
 * optionally navigates to `next` once the page is idle and counts what that navigation fetched.
 */
export async function firstLoad(browser: Browser, origin: string, path: string, next?: { readonly linkPath: string }): Promise<FirstLoad> {
  const context = await browser.newContext();
  // A first visit whose banner and popups are answered, so nothing but the page itself loads.
  await context.addInitScript(() => {
    window.localStorage.setItem('accpeted-cookies', 'true');
    const day = new Date().toISOString().slice(0, 10);
    for (const popup of ['weekend', 'workday', 'mobile-daily', 'festival']) window.localStorage.setItem(`popup-closed:${popup}`, day);
    // Data saving on: the shell then prefetches no other area, so a navigation shows that area's own cost.
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '4g', saveData: true } });
  });
  const page = await context.newPage();
  type Phase = 'first' | 'after' | 'navigation';
  let phase = 'first' as Phase;
  const seen: { phase: Phase; pending: Promise<ScriptCost | null> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = phase;
    seen.push({
      phase: at,
      pending: response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    });
  });
  await page.goto(`${origin}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  phase = 'after';
  // The attribute is polled, so a script requested just after hydration (the HTTP library, when the
  // browser is idle) may already be in `seen`: the page's own mark says which started before.
  const before = new Set(
    await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('meridian:hydrated')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < hydrated)
        .map((entry) => entry.name);
    }),
  );
  const collect = async (which: Phase) =>
    (await Promise.all(seen.filter((item) => item.phase === which).map((item) => item.pending))).filter(
      (item): item is ScriptCost => item !== null,
    );
  const scripts = (await collect('first')).filter((script) => before.has(script.url));
  let navigation: FirstLoad['navigation'];
  if (next) {
    // What the next area costs on its own: the page first finishes what it loads after hydration (the
    // HTTP library, at idle), and it prefetches no other area (the visitor saves data, see above).
    await page.waitForLoadState('networkidle');
    phase = 'navigation';
    await page.locator(`a[href="${next.linkPath}"]`).first().click();
    await page.waitForURL(`**${next.linkPath}`);
    await page.waitForLoadState('networkidle');
    const navigated = await collect('navigation');
    navigation = { path: next.linkPath, scripts: navigated, total: navigated.reduce((sum, item) => sum + item.gzip, 0) };
  }
  await context.close();
  return { path, scripts, total: scripts.reduce((sum, item) => sum + item.gzip, 0), ...(navigation ? { navigation } : {}) };
}

/** How long after navigation start `firstSeconds` counts, in milliseconds (decision 045). */
export const FIRST_SECONDS_MS = 3000;

/**
 * What a first visitor (a fresh context: nothing stored, no interaction, the connection as Chromium
 * reports it) fetches in scripts within `FIRST_SECONDS_MS` of navigation start: the sum of the
 * gzip -9 sizes of every script whose request started in that window, in bytes.
 */
export async function firstSeconds(
  browser: Browser,
  origin: string,
  path: string,
): Promise<{ readonly total: number; readonly scripts: readonly ScriptCost[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = new Map<string, Promise<number | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => null),
    );
  });
  await page.goto(`${origin}${path}`);
  // Wait until three seconds after navigation start, plus a margin for responses under way.
  const elapsed = await page.evaluate(() => performance.now());
  await page.waitForTimeout(Math.max(0, FIRST_SECONDS_MS - elapsed) + 500);
  const started = new Set(
    await page.evaluate(
      (windowMs) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= windowMs)
          .map((entry) => entry.name),
      FIRST_SECONDS_MS,
    ),
  );
  const scripts: ScriptCost[] = [];
  for (const [url, pending] of bodies) {
    const gzip = await pending;
    if (gzip !== null && started.has(url)) scripts.push({ url, gzip });
  }
  await context.close();
  return { scripts, total: scripts.reduce((sum, item) => sum + item.gzip, 0) };
}
