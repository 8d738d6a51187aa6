import { expect, test } from './fixtures/test.ts';
import { collectProblems, waitForHydration } from './fixtures/page-errors.ts';
import { bundle, text } from './fixtures/messages.ts';
import { SITE } from './fixtures/system.ts';

test('a visitor moves through four areas without a full page load, and React is loaded once', async ({ page }) => {
  const problems = collectProblems(page);
  const reactDomCopies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('__reactContainer$')) reactDomCopies.push(response.url());
  });

  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { journeyMarker: number }).journeyMarker = 42;
  });
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Meridian VPN blog');
  await expect(page).toHaveTitle(/Blog/);

  await page.getByRole('link', { name: 'How to choose a VPN: 7 questions to ask before you pay', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/how-to-choose-a-vpn$/);

  await nav.getByRole('link', { name: 'My IP' }).click();
  await expect(page).toHaveURL(/\/what-is-my-ip$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('IP');

  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Log in');

  await page.getByRole('link', { name: 'Meridian VPN home' }).click();
  await expect(page).toHaveURL(/\/$/);

  expect(await page.evaluate(() => (window as unknown as { journeyMarker?: number }).journeyMarker)).toBe(42);
  expect(reactDomCopies).toHaveLength(1);
  const reactVersions = await page.evaluate(() => {
    const share = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>> } }
    ).__FEDERATION__?.__SHARE__;
    return Object.values(share ?? {}).flatMap((scopes) => Object.keys(scopes.default?.react ?? {}));
  });
  expect(new Set(reactVersions).size).toBe(1);
  expect(problems).toEqual([]);
});

test('client navigation updates the title and loads the next page messages from its remote', async ({ page }) => {
  await page.goto('/de');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  // The URL changes before the next page commits: each check waits for what the pricing page itself shows.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tarif');
  await expect(page).toHaveTitle(/VPN-Tarife und Preise/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/de/pricing`);
});

test('a page kept from the server carries none of its own messages; coming back to it by client navigations loads them', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const features = bundle('remote-marketing', 'features', 'ja');
  const home = bundle('remote-marketing', 'home', 'ja');
  await page.goto('/ja/features');
  await waitForHydration(page);
  // Nothing of the page runs in the browser on its first load (decision 074): its words stay in the HTML only.
  const namespaces = await page.evaluate(
    () => (JSON.parse(document.getElementById('__meridian')?.textContent ?? '{}') as { resources: Record<string, object> }).resources,
  );
  expect(Object.keys(namespaces.ja ?? {})).not.toContain('features');
  expect(Object.keys(namespaces.ja ?? {})).toContain('header');
  await expect(page).toHaveTitle(text(features, 'meta.title'));

  // Home, first shown by a client navigation, and the features page again by the browser's back button.
  await page.getByRole('link', { name: text(bundle('host', 'header', 'ja'), 'homeLabel') }).click();
  await expect(page).toHaveURL(/\/ja\/?$/);
  await expect(page).toHaveTitle(text(home, 'meta.title'));
  await page.goBack();
  await expect(page).toHaveURL(/\/ja\/features$/);
  await expect(page).toHaveTitle(text(features, 'meta.title'));
  await expect(page.getByRole('main')).toContainText(text(features, 'intro'));
  await expect(page.getByRole('main')).not.toContainText(/\b(meta|intro|cta|sections)\.[a-z]/);
  expect(problems).toEqual([]);
});

test("a post kept from the server carries its text once, in the HTML, not again in the router's data; the back button brings it back whole", async ({
  page,
}) => {
  const problems = collectProblems(page);
  await page.goto('/blog/what-is-a-kill-switch');
  await waitForHydration(page);
  const paragraph = (await page.locator('main article p').nth(3).textContent()) ?? '';
  expect(paragraph.length).toBeGreaterThan(40);
  // Decision 075: the page's loader data is withheld from the hydration data (the key stays, so nothing loads while hydrating).
  const routerStrings = await page.evaluate(() => {
    const strings: string[] = [];
    const walk = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(JSON.parse(document.getElementById('__router')?.textContent ?? '{}'));
    return strings;
  });
  expect(routerStrings.filter((value) => value.includes(paragraph.slice(0, 40)))).toEqual([]);
  expect((await page.locator('#__router').textContent()) ?? '').toContain('"keptFromServer":true');

  await page.locator('main a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/what-is-a-kill-switch$/);
  await expect(page.locator('main article')).toContainText(paragraph);
  expect(problems).toEqual([]);
});
