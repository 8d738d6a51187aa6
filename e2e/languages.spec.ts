/**
 * Every language looks right (decisions 024 and 069): region and app tiles never draw a name under their arrow
 * at 390 px in any language, and their arrows and icons are drawn by the style sheet (arrows mirrored in Arabic); Japanese headings break between phrases, never inside a word; Arabic
 * amounts keep "US$" after the number in the plan cards, the checkout list and the order summary;
 * and the wording fixes (decision 024) are what a visitor reads.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { VARIANTS } from './fixtures/routes.ts';

const PHONE = { width: 390, height: 844 };

/** Tiles whose text box (the rectangles of its glyphs) meets its arrow or icon, as "label: what". */
async function tilesUnderIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    return [...document.querySelectorAll('.link-tile')].flatMap((tile) => {
      const range = document.createRange();
      range.selectNodeContents(tile.querySelector('.link-tile__body') ?? tile);
      const glyphs = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const icons = [...tile.querySelectorAll('svg, .link-tile__arrow')].map((icon) => icon.getBoundingClientRect());
      return glyphs.some((glyph) => icons.some((icon) => meets(glyph, icon))) ? [tile.textContent ?? ''] : [];
    });
  });
}

/**
 * How the page's icons are drawn, as problems: a tile without its 18 px arrow (a mask over the brand
 * colour, mirrored in right-to-left pages) and an icon painted otherwise than as lines in its text
 * colour (the paint comes from the style sheet, not from the icon's markup).
 */
async function iconProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rtl = document.documentElement.dir === 'rtl';
    const tiles = [...document.querySelectorAll('.link-tile')].flatMap((tile) => {
      const arrow = tile.querySelector('.link-tile__arrow');
      if (!arrow) return [`${tile.textContent ?? ''}: no arrow`];
      const { width, height } = arrow.getBoundingClientRect();
      const style = getComputedStyle(arrow);
      const drawn = width === 18 && height === 18 && style.maskImage.startsWith('url(') && style.backgroundColor !== 'rgba(0, 0, 0, 0)';
      const mirrored = style.transform.startsWith('matrix(-1');
      return drawn && mirrored === rtl ? [] : [`${tile.textContent ?? ''}: arrow ${width}x${height}, mirrored ${mirrored}`];
    });
    const icons = [...document.querySelectorAll('svg.icon')].flatMap((icon) => {
      const style = getComputedStyle(icon);
      const filled = icon.classList.contains('icon--filled');
      const paint = filled ? style.fill : style.stroke;
      const unpainted = filled ? style.stroke : style.fill;
      return paint === style.color && unpainted === 'none'
        ? []
        : [`${icon.getAttribute('class') ?? ''}: fill ${style.fill}, stroke ${style.stroke}`];
    });
    return [...tiles, ...icons];
  });
}

for (const { prefix } of VARIANTS.filter((variant) => variant.prefix !== '/en')) {
  const lang = prefix === '' ? 'en' : prefix.slice(1);
  test(`at 390 px no tile draws its name under its arrow or icon (${lang}): servers, a region, download, social media`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    let tiles = 0;
    for (const path of ['/vpn-server', '/vpn-server/japan', '/vpn-server/germany', '/download', '/vpn-for-social-media']) {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      tiles += await page.locator('.link-tile').count();
      expect({ path, overlaps: await tilesUnderIcons(page) }).toEqual({ path, overlaps: [] });
      expect({ path, icons: await iconProblems(page) }).toEqual({ path, icons: [] });
    }
    expect(tiles).toBeGreaterThan(30);
  });
}

/** Katakana words (loanwords such as プライベート) of the page's headings that are split across lines. */
async function splitWords(page: Page): Promise<{ checked: number; split: string[] }> {
  return page.evaluate(() => {
    let checked = 0;
    const split: string[] = [];
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[\u30a1-\u30fa\u30fc]{3,}/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          checked += 1;
          if (lines.size > 1) split.push(`${word[0]} in "${heading.textContent}"`);
        }
      }
    }
    return { checked, split };
  });
}

test('at 390 px Japanese headings never split a word across lines ("プ / ライベート", "プラ / ン", "プログ / ラム")', async ({ page }) => {
  await page.setViewportSize(PHONE);
  let checked = 0;
  for (const path of [
    '/ja',
    '/ja/pricing',
    '/ja/affiliate',
    '/ja/features',
    '/ja/vpn-server',
    '/ja/download',
    '/ja/vpn-trial',
    '/ja/blog',
    '/ja/blog/category/security',
    '/ja/blog/browser-fingerprinting-explained',
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    const found = await splitWords(page);
    checked += found.checked;
    expect({ path, split: found.split }).toEqual({ path, split: [] });
  }
  expect(checked).toBeGreaterThan(20);
});

/** Every "US$" amount inside `selector`: true when the symbol reads "US$" left to right after its number. */
async function amountsInOrder(page: Page, selector: string): Promise<{ amounts: number; reversed: string[] }> {
  return page.locator(selector).evaluateAll((roots) => {
    const box = (node: Node, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return range.getBoundingClientRect();
    };
    let amounts = 0;
    const reversed: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/(\d+\.\d\d)\u00a0US\$/g)) {
          const at = match.index;
          const digits = match[1]?.length ?? 0;
          const number = box(node, at, at + digits);
          const u = box(node, at + digits + 1, at + digits + 2);
          const dollar = box(node, at + match[0].length - 1, at + match[0].length);
          amounts += 1;
          // In order: the number, then "U", then "$", left to right.
          if (!(number.right <= u.left + 0.5 && u.right <= dollar.left + 0.5)) reversed.push(`${match[0]} in "${root.textContent}"`);
        }
      }
    }
    return { amounts, reversed };
  });
}

for (const width of [390, 1280]) {
  test(`in Arabic at ${width} px "US$" stays after its number in the plan cards, the checkout list and the order summary`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ar/pricing');
    await waitForHydration(page);
    const cards = await amountsInOrder(page, '.plan-card');
    expect(cards.reversed).toEqual([]);
    expect(cards.amounts).toBeGreaterThanOrEqual(8);
    await page.goto('/ar/pricing/checkout/1');
    await waitForHydration(page);
    for (const selector of ['.plan-switch', '.order-summary']) {
      const found = await amountsInOrder(page, selector);
      expect({ selector, reversed: found.reversed }).toEqual({ selector, reversed: [] });
      expect(found.amounts, selector).toBeGreaterThanOrEqual(2);
    }
  });
}

test('the wording fixes: Arabic reading time in its plural, German compounds and byline, the post with five tests', async ({ page }) => {
  await page.goto('/ar/blog/check-your-vpn-is-working');
  await waitForHydration(page);
  const main = page.locator('main');
  await expect(main).not.toContainText(/مدة القراءة: ([3-9]|10) دقيقة/);
  await expect(main).toContainText(/مدة القراءة: ([3-9]|10) دقائق|مدة القراءة: \d+ دقيقة/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^خمس دقائق وخمسة اختبارات/);

  await page.goto('/de/blog/check-your-vpn-is-working');
  await expect(page.locator('main')).toContainText('Autor: Meridian-VPN-Redaktion');
  await expect(page.locator('main')).not.toContainText('Von Redaktion von');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /fünf kostenlose Tests/);

  await page.goto('/de/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wählen Sie Ihren Meridian-VPN-Tarif');
  await page.goto('/ar');
  await expect(page.locator('main')).not.toContainText('خصوصية افتراضية');
});

for (const { prefix } of [{ prefix: '' }, { prefix: '/ja' }, { prefix: '/de' }]) {
  test(`the pricing hero's button buys the best-value plan (${prefix || 'en'}), it does not say it chose one`, async ({ page }) => {
    await page.goto(`${prefix}/pricing`);
    await waitForHydration(page);
    // The hero's button (the proof beside it links to the audit summary).
    const hero = page.locator('.page-intro a.button');
    await expect(hero).toHaveAttribute('href', `${prefix}/pricing/checkout/3`);
    await expect(hero).not.toHaveText(/このプランを選ぶ|Choose plan|Tarif wählen/);
    await hero.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/pricing/checkout/3$`));
  });
}
