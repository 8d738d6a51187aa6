/**
 * Proof near every call to action (decision 041): a visitor meets the app-store ratings, the independent
 * no-logs audit with a link to its summary and the numbers in the first screen, or right by the main
 * button, of home, pricing, features, a region page and the trial, at the end of a post and by the
 * pay button, at 390 and 1 280 px in four languages; the audit link opens its summary page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { auditIsCurrent, PROOF } from '@meridian/shared/proof';
import { bundle, text } from './fixtures/messages.ts';

const PAGES = ['/', '/pricing', '/features', '/vpn-server/japan', '/vpn-trial'] as const;
const POST = '/blog/what-is-a-kill-switch';
const prefixed = (lang: string, path: string) => (lang === 'en' ? path : `/${lang}${path === '/' ? '/' : path}`);
/**
 * Whether the site claims the audit today (rule proof.audit-age): the system runs on this machine's clock, so the
 * journeys expect what the rule says for it, and answer the same after the audit's twelve months as before.
 */
const AUDIT_CLAIMED = auditIsCurrent(PROOF.audit, Date.now());
/** Links to the audit summary in `scope`: one while the audit is claimed, none after. */
const expectAuditLink = async (scope: Locator, name: string, href: string, what: string) => {
  const link = scope.getByRole('link', { name });
  if (AUDIT_CLAIMED) await expect(link, what).toHaveAttribute('href', href);
  else await expect(link, what).toHaveCount(0);
};

/** How far (px) the proof may start below the bottom of the page's main button when it is not in the first screen. */
const NEXT_TO = 240;

/** The page's main button: the first button in its intro (the offer's on sales pages, the best plan's on /pricing). */
function mainButton(page: Page): Locator {
  return page.locator('.page-intro .button').first();
}

for (const lang of ['en', 'de', 'ja', 'ar'] as const) {
  for (const width of [390, 1280]) {
    test(`proof in the first screen or next to the main button of every sales page, at the end of a post (${lang}, ${width} px)`, async ({
      page,
    }) => {
      const height = width === 390 ? 844 : 800;
      await page.setViewportSize({ width, height });
      const proof = bundle('shared', 'proof', lang);
      const firm = text(proof, 'audit.firms.halvorsenBrandt');
      const audit = prefixed(lang, '/no-logs-audit');
      for (const path of PAGES) {
        await page.goto(prefixed(lang, path));
        const block = page.locator('.page-intro aside.proof');
        await expect(block, path).toBeVisible();
        await expectAuditLink(block, text(proof, 'audit.link'), audit, path);
        if (AUDIT_CLAIMED) await expect(block, path).toContainText(firm);
        else await expect(block, path).not.toContainText(firm);
        await expect(
          block.getByRole('img', { name: text(proof, 'ratings.stars', { stars: lang === 'de' ? '4,7' : '4.7' }) }),
        ).toBeVisible();
        // Each store's score is one figure on one line ("4.6", never "4." over "6": a Japanese page may break anywhere).
        const brokenScores = await block.locator('.proof__rating strong').evaluateAll((scores) =>
          scores.flatMap((score) => {
            const range = document.createRange();
            range.selectNodeContents(score);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1 ? [score.textContent] : [];
          }),
        );
        expect(brokenScores, `${path}: scores over two lines`).toEqual([]);
        const top = (await block.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        const below = await mainButton(page).boundingBox({ timeout: 5_000 });
        const inFirstScreen = top < height;
        const nextToButton = below !== null && top - (below.y + below.height) < NEXT_TO;
        expect({ path, top: Math.round(top), inFirstScreen, nextToButton }).toMatchObject({
          path,
          ...(inFirstScreen ? {} : { nextToButton: true }),
        });
      }
      // A post ends with the proof, right after its text.
      await page.goto(prefixed(lang, POST));
      const end = page.locator('.post__body + .post__footer aside.proof');
      await end.scrollIntoViewIfNeeded();
      await expect(end).toBeInViewport();
      await expectAuditLink(end, text(proof, 'audit.link'), audit, POST);
    });
  }
}

test('by the pay button, a one-line trust note with the rating and the audit, opened in a tab of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const proof = bundle('shared', 'proof', 'en');
  await page.goto('/pricing/checkout');
  const pay = page.getByRole('button', { name: text(bundle('remote-checkout', 'pricing', 'en'), 'checkout.pay') });
  const line = page.locator('form .proof-line');
  await expect(line).toBeVisible();
  if (AUDIT_CLAIMED) {
    await expect(line).toContainText(text(proof, 'audit.short'));
    await expect(line.getByRole('link', { name: text(proof, 'audit.link') })).toHaveAttribute('target', '_blank');
  } else await expect(line.getByRole('link', { name: text(proof, 'audit.link') })).toHaveCount(0);
  const [payBox, lineBox] = [await pay.boundingBox(), await line.boundingBox()];
  expect(payBox !== null && lineBox !== null && lineBox.y - (payBox.y + payBox.height) < 400).toBe(true);
});

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`the audit link opens its summary: who, when, what was examined, the result and what it means (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const problems = collectProblems(page);
    const proof = bundle('shared', 'proof', lang);
    // While the audit is claimed a visitor reaches its summary from the home page's proof; after, only by its address.
    if (AUDIT_CLAIMED) {
      await page.goto(prefixed(lang, '/'));
      await waitForHydration(page);
      await page
        .locator('.page-intro aside.proof')
        .getByRole('link', { name: text(proof, 'audit.link') })
        .click();
    } else await page.goto(prefixed(lang, '/no-logs-audit'));
    await expect(page).toHaveURL(new RegExp(`${prefixed(lang, '/no-logs-audit')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(proof, 'page.h1'));
    await expect(page.locator('dl.facts')).toContainText(text(proof, 'audit.firms.halvorsenBrandt'));
    await expect(page.locator('dl.facts')).toContainText(text(proof, 'page.result'));
    await expect(page.getByRole('heading', { level: 2, name: text(proof, 'page.meaning.title') })).toBeVisible();
    await expect(page).toHaveTitle(text(proof, 'page.meta.title'));
    // A client navigation from here shows the proof too: its code arrives after the click, not with the first page.
    await waitForHydration(page);
    await page
      .locator('.page-intro')
      .getByRole('link', { name: text(proof, 'page.cta') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefixed(lang, '/pricing')}$`));
    await expect(page.locator('.page-intro aside.proof')).toBeVisible();
    if (AUDIT_CLAIMED) await expect(page.locator('.page-intro aside.proof')).toContainText(text(proof, 'audit.firms.halvorsenBrandt'));
    expect(problems).toEqual([]);
  });
}
