/**
 * An honest trial (decision 024): the first month costs money, so nothing a visitor reads calls it free,
 * in any of the 18 message languages; `/vpn-trial` shows its price in the visitor's currency in the
 * server's HTML, and its button opens the trial plan's checkout (not the price list).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';
import { VARIANTS } from './fixtures/routes.ts';
import { bundle, text } from './fixtures/messages.ts';

/** "Free" as the 18 message languages write it ("risk-free" is the guarantee, not a price). */
const FREE =
  /(?<!risk-)\bfree\b|kostenlos|gratis|gratuit|grátis|無料|مجان|رایگان|फ़्री|मुफ़्त|percuma|darmow|bezpłat|бесплат|безкоштов|ฟรี|ücretsiz/i;

/** Every text about the trial: the whole trial page and every key named after it, in every bundle and language. */
function trialMessages(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (where: string, node: unknown, aboutTrial: boolean): void => {
    if (typeof node === 'string' && aboutTrial) found.push({ where, text: node });
    else if (typeof node === 'object' && node !== null)
      for (const [key, value] of Object.entries(node)) walk(`${where}.${key}`, value, aboutTrial || /trial/i.test(key));
  };
  for (const workspace of ['host', 'remote-marketing', 'remote-blog', 'remote-account', 'remote-checkout', 'remote-tools']) {
    const dir = new URL(`../${workspace}/locales/`, import.meta.url);
    for (const lang of readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(new URL(`${lang.name}/`, dir)).filter((name) => name.endsWith('.json'))) {
        const messages = JSON.parse(readFileSync(new URL(`${lang.name}/${file}`, dir), 'utf8')) as unknown;
        walk(`${workspace}/${lang.name}/${file}`, messages, file === 'vpn-trial.json');
      }
    }
  }
  return found;
}

test('no text about the trial calls it free, in any of the 18 languages', () => {
  const texts = trialMessages();
  expect(texts.length).toBeGreaterThan(18 + 11 * 30);
  expect(texts.filter(({ text: message }) => FREE.test(message))).toEqual([]);
});

for (const { prefix, dir } of VARIANTS) {
  const lang = prefix === '' ? 'en' : prefix.slice(1);
  test(`${prefix || '/'} vpn-trial (${lang}) shows the trial's price and its button opens the trial's checkout`, async ({
    page,
    request,
  }) => {
    const messages = bundle('remote-marketing', 'vpn-trial', lang);
    // In the server's HTML, before any script: the price is there for every visitor and crawler.
    const html = await (await request.get(`${prefix}/vpn-trial`)).text();
    expect(html).toMatch(/class="page-intro__meta trial-offer"[^>]*>[^<]*0[.,]99[^<]*12[.,]99/);

    await page.goto(`${prefix}/vpn-trial`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const offer = page.locator('.trial-offer');
    await expect(offer).toContainText(/0[.,]99/);
    await expect(offer).toContainText(/12[.,]99/);
    const start = page.locator('.page-intro').getByRole('link', { name: text(messages, 'cta') });
    await expect(start).toHaveAttribute('href', `${prefix}/pricing/checkout/1`);
    const footerTrial = page.locator('footer').getByRole('link', { name: text(bundle('host', 'footer', lang), 'links.trial') });
    await expect(footerTrial).toBeVisible();
    expect(await footerTrial.textContent()).not.toMatch(FREE);
  });
}

test('a visitor from the UK gets the trial page in pounds from the server', async ({ request }) => {
  const html = await (await request.get('/vpn-trial', { headers: { 'X-Forwarded-For': '81.2.69.142' } })).text();
  expect(html).toContain('First month £0.79, then £10.99 a month. 30-day money-back guarantee.');
});

test('the trial button opens the checkout of the trial month, which charges the trial price today', async ({ page }) => {
  await page.goto('/vpn-trial');
  await waitForHydration(page);
  await page.locator('.page-intro').getByRole('link', { name: 'Start your trial' }).click();
  await expect(page).toHaveURL(/\/pricing\/checkout\/1$/);
  await expect(page.locator('.order-summary')).toContainText('$0.99');
});
