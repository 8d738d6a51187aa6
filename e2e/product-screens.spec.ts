/**
 * The product (decision 042): home, features and download show the app, drawn in HTML
 * and CSS, in the first two screens at 390 and 1 280 px in every script direction, beside the
 * page's words and never over them, with every drawn word inside its box; /download offers the
 * visitor's system first with our own drawn store badge and the device's frame; the checkout's
 * payment methods carry generic drawings, never a payment brand's artwork.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { bundle, text } from './fixtures/messages.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';

const LANGUAGES = ['en', 'de', 'ja', 'ar'] as const;
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const PAGES = ['/', '/features', '/download'] as const;

const address = (lang: string, path: string) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

/** Drawn words outside their screen, and page words (in the intro) that a visible frame covers. */
async function layoutFaults(page: Page): Promise<{ outside: string[]; covered: string[] }> {
  return page.evaluate(() => {
    const inside = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const outside: string[] = [];
    for (const screen of document.querySelectorAll<HTMLElement>('.app-art .app-screen')) {
      const box = screen.getBoundingClientRect();
      if (box.width === 0) continue;
      const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const rect = range.getBoundingClientRect();
        // A list runs on below its screen (it scrolls in the app); every word must fit across it,
        // and the connect screen must show all of its words.
        const fits =
          inside(rect, box) && (!screen.classList.contains('app-connect') || (rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1));
        if (rect.width > 0 && !fits) outside.push(node.textContent ?? '');
      }
    }
    const frames = [...document.querySelectorAll('.app-art .app-phone, .app-art .app-window')]
      .map((frame) => frame.getBoundingClientRect())
      .filter((rect) => rect.width > 0);
    const words = document.querySelectorAll(
      '.page-intro :is(h1, .page-intro__lead, .hero-offer > :not(.offer-bar), .page-intro__actions > .button, .hero-points li, .system-pick__lead, .store-badge, .store-note)',
    );
    const covered = [...words]
      .filter((word) => frames.some((frame) => overlaps(word.getBoundingClientRect(), frame)))
      .map((word) => word.textContent ?? '');
    return { outside, covered };
  });
}

for (const viewport of WIDTHS) {
  for (const lang of LANGUAGES) {
    test(`${lang} at ${viewport.width} px: home, features and download show the app in their first two screens, beside their words`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, locale: lang });
      await context.addInitScript(() => window.localStorage.setItem('accpeted-cookies', 'true'));
      const page = await context.newPage();
      const problems = collectProblems(page);
      const screens = bundle('remote-marketing', 'app-screens', lang);
      const location = bundle('host', 'location', lang);
      const place = { city: text(screens, 'cities.frankfurt'), country: text(location, 'countries.germany') };
      for (const path of PAGES) {
        await page.goto(address(lang, path));
        const picture = page.locator('.app-screens [role="img"]');
        await expect(picture).toBeVisible();
        const frame = (await picture.getAttribute('class'))?.match(/app-art--(\w+)/)?.[1] ?? '';
        await expect(picture).toHaveAttribute('aria-label', text(screens, `label.${frame}`, place));
        const box = await picture.boundingBox();
        expect(box?.y ?? Infinity, `${path}: the picture starts within the first two screens`).toBeLessThan(2 * viewport.height);
        await expect(picture.locator('> [aria-hidden="true"]')).toHaveCount(1);
        await waitForHydration(page);
        // Hydrated from its own chunk after the page: the server's drawing is still in place.
        await expect(picture).toContainText(text(screens, 'connected'));
        expect(await layoutFaults(page), `${address(lang, path)} at ${viewport.width} px`).toEqual({ outside: [], covered: [] });
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test("the picture's code is fetched after the page hydrated, never before it (first-load JavaScript), and a client navigation draws it too", async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const screens = bundle('remote-marketing', 'app-screens');
  await expect(page.locator('.app-screens [role="img"]')).toContainText(text(screens, 'search'));
  // The scripts that hold the drawing's code, each with whether it was fetched after the page was marked hydrated.
  const drawingScripts = async () => {
    const scripts = await page.evaluate(() => {
      const hydrated = performance.getEntriesByName('meridian:hydrated')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, afterHydration: entry.startTime > hydrated }));
    });
    const bodies = await Promise.all(
      scripts.map(async (script) => ({ ...script, body: await (await page.request.get(script.url)).text() })),
    );
    return bodies.filter((script) => script.body.includes('app-art__drawing')).map((script) => script.afterHydration);
  };
  // The page keeps the drawing as the server drew it (decision 062): its code is not needed on this load, and
  // whatever of it a page fetches comes after hydration, never before.
  await expect(page.locator('.app-screens .app-art__drawing .app-screen').first()).toBeVisible();
  expect((await drawingScripts()).filter((afterHydration) => !afterHydration)).toEqual([]);

  await page
    .getByRole('navigation')
    .getByRole('link', { name: text(bundle('host', 'header'), 'nav.download') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.locator('.app-screens [role="img"]')).toHaveAttribute('aria-label', /.+/);
});

const SYSTEMS = [
  {
    name: 'Windows',
    agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    product: 'windows',
    store: 'microsoft-store',
    host: 'apps.microsoft.com',
    frame: 'desktop',
    viewport: { width: 1280, height: 800 },
  },
  {
    name: 'macOS',
    agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    product: 'mac',
    store: 'app-store',
    host: 'apps.apple.com',
    frame: 'desktop',
    viewport: { width: 1280, height: 800 },
  },
  {
    name: 'Android',
    agent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    product: 'android',
    store: 'google-play',
    host: 'play.google.com',
    frame: 'phone',
    viewport: { width: 390, height: 844 },
  },
  {
    name: 'iPhone',
    agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148',
    product: 'ios',
    store: 'app-store',
    host: 'apps.apple.com',
    frame: 'phone',
    viewport: { width: 390, height: 844 },
  },
] as const;

test('/download offers a Windows, a macOS, an Android and an iPhone visitor their app first, with our drawn store badge and their device', async ({
  browser,
}) => {
  const download = bundle('remote-marketing', 'download');
  for (const system of SYSTEMS) {
    const context = await browser.newContext({ userAgent: system.agent, viewport: system.viewport });
    await context.addInitScript(() => window.localStorage.setItem('accpeted-cookies', 'true'));
    const page = await context.newPage();
    await page.goto('/download');
    const intro = page.locator('.page-intro');
    await expect(
      intro.getByText(text(download, 'detected', { product: text(download, `products.${system.product}.name`) })),
    ).toBeInViewport();
    const words = `${text(download, `badges.${system.store}.lead`)} ${text(download, `badges.${system.store}.name`)}`;
    const badge = intro.getByRole('link', { name: words });
    await expect(badge, system.name).toBeInViewport({ ratio: 1 });
    expect(decodeURIComponent((await badge.getAttribute('href')) ?? '')).toContain(`https://${system.host}/`);
    await expect(badge.locator('img, text')).toHaveCount(0);
    await expect(page.locator(`.app-art--${system.frame}`), system.name).toBeVisible();
    // Every other system is still offered below.
    for (const other of SYSTEMS.filter(({ product }) => product !== system.product))
      await expect(page.locator(`main a[href="/download/${other.product}"]`).first()).toBeAttached();
    await context.close();
  }
});

for (const viewport of WIDTHS) {
  test(`checkout at ${viewport.width} px: every payment method has a generic drawing and its words, no brand artwork`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => window.localStorage.setItem('accpeted-cookies', 'true'));
    const page = await context.newPage();
    await page.goto('/pricing/checkout');
    const methods = page.locator('.method-list .method');
    await expect(methods).toHaveCount(6);
    for (const method of await methods.all()) {
      await expect(method.locator('svg.method-mark')).toHaveCount(1);
      await expect(method.locator('svg.method-mark')).toBeVisible();
      await expect(method.locator('.method__name')).not.toBeEmpty();
    }
    const artwork = await page.locator('.method-list').evaluate((list) => ({
      images: list.querySelectorAll('img, image, text, tspan').length,
      colours: [...list.querySelectorAll('svg [fill], svg [stroke]')]
        .flatMap((node) => [node.getAttribute('fill'), node.getAttribute('stroke')])
        .filter((colour) => colour !== null && colour !== 'none' && colour !== 'currentColor'),
    }));
    expect(artwork).toEqual({ images: 0, colours: [] });
    await context.close();
  });
}
