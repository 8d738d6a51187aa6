import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { ROUTE_SAMPLES, variantPath } from './fixtures/routes.ts';
import { SITE } from './fixtures/system.ts';

const PAGES = ROUTE_SAMPLES.filter((sample) => sample.status === 200).map((sample) => sample.path);

// English at both widths; German (long words) on a desktop, Arabic (right to left) on a phone.
for (const [prefix, widths] of [
  ['', [1280, 390]],
  ['/de', [1280]],
  ['/ar', [390]],
] as const) {
  for (const width of widths) {
    test(`every page passes axe (WCAG 2.2 AA) at ${prefix || '/'} ${width}px`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      const failures: string[] = [];
      for (const path of PAGES) {
        const url = variantPath(prefix, path);
        await page.goto(url);
        await waitForHydration(page);
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        for (const violation of violations)
          failures.push(`${url}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ') ?? ''}`);
      }
      expect(failures).toEqual([]);
    });
  }
}

test('blog search finds a post, shows an empty state, and shows HTML in the query as text', async ({ page }) => {
  await page.goto('/blog/search?q=kill%20switch');
  await expect(page.locator('main mark').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /kill switch/i }).first()).toBeVisible();
  await page.goto('/blog/search?q=zzqxv');
  await expect(page.locator('main')).toContainText('zzqxv');
  await expect(page.locator('main mark')).toHaveCount(0);
  await page.goto(`/blog/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.locator('main')).toContainText('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
});

test('blog paging, category and tag pages; unknown pages are 404', async ({ page }) => {
  expect((await page.goto('/blog/more'))?.status()).toBe(200);
  expect((await page.goto('/blog/more/page/2'))?.status()).toBe(200);
  expect((await page.goto('/blog/more/page/40'))?.status()).toBe(404);
  expect((await page.goto('/blog/category/streaming'))?.status()).toBe(200);
  await expect(page.locator('main article, main li').first()).toBeVisible();
  expect((await page.goto('/blog/category/cooking'))?.status()).toBe(404);
  expect((await page.goto('/blog/tag/wifi'))?.status()).toBe(200);
});

test('a post carries valid BlogPosting structured data in its language', async ({ page }) => {
  await page.goto('/de/blog/public-wifi-safety');
  await waitForHydration(page);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item['@type'] === 'BlogPosting');
  expect(data).toBeDefined();
  expect(data?.['@context']).toBe('https://schema.org');
  expect(String(data?.inLanguage)).toMatch(/^de/);
  expect(data?.headline).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(typeof data?.datePublished).toBe('string');
});

test('sitemap index, per-language sitemaps with hreflang, and robots.txt', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index.match(/<sitemap>/g)).toHaveLength(11);
  const de = await request.get('/sitemaps/de.xml');
  expect(de.headers()['content-type']).toContain('xml');
  const xml = await de.text();
  expect(xml).toContain(`<loc>${SITE}/de/vpn-server/japan</loc>`);
  expect(xml).toContain(`<loc>${SITE}/de/blog/public-wifi-safety</loc>`);
  expect(xml).toContain('hreflang="x-default"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('the IP tool shows the address the API sees', async ({ page }) => {
  await page.goto('/what-is-my-ip');
  await waitForHydration(page);
  await expect(page.locator('main')).toContainText(/127\.0\.0\.1|::1/);
});

test('the WebRTC leak test runs in Chromium and gives a verdict', async ({ page }) => {
  await page.goto('/webrtc-leak-test');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Run the test' }).click();
  await expect(
    page
      .getByRole('status')
      .or(page.locator('[aria-live]'))
      .filter({ hasText: /leak|mDNS|hidden|address/i })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
});

test('the IP tool has the address in the server HTML and hydrates without a problem', async ({ page, request }) => {
  const html = await (await request.get('/what-is-my-ip')).text();
  expect(html).toMatch(/class="ip-text ip-facts__ip"[^>]*>(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)</);
  const problems = collectProblems(page);
  await page.goto('/ja/what-is-my-ip');
  await waitForHydration(page);
  await expect(page.locator('.ip-facts__ip')).toHaveText(/127\.0\.0\.1|::1/);
  expect(problems).toEqual([]);
});

test('with JavaScript the contact form sends without a page load and confirms', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { formMarker: 3 }));
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('textbox', { name: /^Email address/ }).fill(`js-${Date.now()}@example.com`);
  await form.getByRole('textbox', { name: /^Message/ }).fill('Sent with JavaScript on.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { formMarker?: number }).formMarker)).toBe(3);
});

test('with JavaScript a download button leaves for the app listing at once, through /redirect', async ({ page }) => {
  const listing = 'https://apps.microsoft.com/detail/9NMRDNVPN401';
  // No network here: the store answers from the test.
  await page.route('https://apps.microsoft.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Store listing</title><h1>Store listing</h1>' }),
  );
  await page.goto('/download/windows');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Download for Windows' }).click();
  await expect(page).toHaveURL(listing);
  await expect(page.getByRole('heading', { name: 'Store listing' })).toBeVisible();
});
