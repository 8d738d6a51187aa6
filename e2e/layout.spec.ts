/**
 * The header fits: in every language, at 1 280, 1 024 and 390 px, signed out and signed
 * in, nothing scrolls sideways and no header icon is drawn narrower than its size (a flex item
 * squashed to 0 px is the failure this catches); where the menu folds (1 024 and 390 px) it is
 * opened and checked too, with its language list: every language on the screen, on one line.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { VARIANTS } from './fixtures/routes.ts';
import { signIn } from './fixtures/session.ts';

const WIDTHS = [1280, 1024, 390] as const;
const LANGUAGES = VARIANTS.filter((variant) => variant.prefix !== '/en');

/** What does not fit: sideways scroll in px and every header icon narrower than its width attribute. */
async function misfits(page: Page): Promise<{ sideways: number; squashed: string[] }> {
  return page.evaluate(() => {
    const sideways = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const squashed = [...document.querySelectorAll<SVGSVGElement>('header svg[width]')]
      .filter((icon) => icon.getClientRects().length > 0)
      .flatMap((icon) => {
        const drawn = icon.getBoundingClientRect().width;
        const wanted = Number(icon.getAttribute('width'));
        return drawn + 0.5 < wanted ? [`${icon.closest('a,button,summary')?.className ?? 'svg'}: ${drawn.toFixed(1)} of ${wanted} px`] : [];
      });
    return { sideways, squashed };
  });
}

/** Each language of the open switcher that is not wholly on the screen, or whose name breaks over two lines. */
async function hiddenLanguages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#primary-nav .lang-switcher__option')].flatMap((option) => {
      const box = option.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(option);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      const onScreen = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
      return onScreen && lines === 1 ? [] : [`${option.dataset.locale ?? '?'}: ${onScreen ? '' : 'off screen '}${lines} line(s)`];
    }),
  );
}

for (const signedIn of [false, true]) {
  for (const { prefix, dir } of LANGUAGES) {
    const language = prefix === '' ? 'en' : prefix.slice(1);
    test(`the header fits in ${language} at ${WIDTHS.join(', ')} px, ${signedIn ? 'signed in' : 'signed out'}`, async ({ browser }) => {
      const context = await browser.newContext();
      if (signedIn) await signIn(context, `layout-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
      const page = await context.newPage();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${prefix}/pricing`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.locator('header .nav__login')).toHaveAttribute('href', new RegExp(signedIn ? '/myaccount$' : '/login$'));
        expect({ width, ...(await misfits(page)) }).toEqual({ width, sideways: 0, squashed: [] });
        const toggle = page.locator('header .nav__toggle');
        if (await toggle.isVisible()) {
          await toggle.click();
          await expect(page.locator('#primary-nav')).toBeVisible();
          expect({ width, menu: 'open', ...(await misfits(page)) }).toEqual({ width, menu: 'open', sideways: 0, squashed: [] });
          // The switcher sits in the menu's last row: its list opens where every language can be read.
          await page.locator('#primary-nav summary.lang-switcher__summary').click();
          await expect(page.locator('#primary-nav .lang-switcher__list')).toBeVisible();
          expect({ width, hidden: await hiddenLanguages(page) }).toEqual({ width, hidden: [] });
        }
      }
      await context.close();
    });
  }
}
