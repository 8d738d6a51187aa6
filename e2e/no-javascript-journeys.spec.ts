/**
 * Without JavaScript (decision 013), what a visitor does rather than reads: the navigation's calls to
 * action, the contact form (sent, and corrected), `/redirect` as an HTTP redirect, the mobile
 * menu at 390 px, every route sample rendered, and the language switcher.
 */
import { expect, test } from '@playwright/test';
import { BRAND, bundle, text } from './fixtures/messages.ts';
import { ROUTE_SAMPLES } from './fixtures/routes.ts';

test.use({ javaScriptEnabled: false });

const contact = bundle('remote-marketing', 'contact-us');
const download = bundle('remote-marketing', 'download');
const redirect = bundle('remote-marketing', 'redirect');

test('the navigation bar calls to action lead to pricing and log in', async ({ page: p }) => {
  await p.goto('/features');
  const nav = p.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: `Get ${BRAND}` })).toHaveAttribute('href', '/pricing');
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('the contact form sends without JavaScript and shows the confirmation', async ({ page: p }) => {
  await p.goto('/contact-us');
  await p.getByLabel('Your name').fill('No Script');
  // A fresh address each run: the API takes a few messages per address and window.
  await p.getByLabel('Email address').fill(`nojs-${Date.now()}@example.com`);
  await p.getByLabel('Subject').fill('Without JavaScript');
  await p.getByLabel('Message', { exact: false }).last().fill('Sent from a browser with JavaScript turned off.');
  await p.getByRole('button', { name: text(contact, 'form.submit') }).click();
  await expect(p).toHaveURL(/\/contact-us\?sent=1$/);
  await expect(p.locator('.contact-form [role="status"]')).toHaveText(text(contact, 'form.sent'));
  await expect(p.getByLabel('Email address')).toHaveValue('');
});

test('the contact form shows what to correct without JavaScript and keeps what was typed', async ({ page: p }) => {
  await p.goto('/de/contact-us');
  const de = bundle('remote-marketing', 'contact-us', 'de');
  await p.getByLabel(text(de, 'form.email')).fill('ana@example');
  await p.getByLabel(text(de, 'form.subject'), { exact: false }).fill('Rechnung');
  const [response] = await Promise.all([
    p.waitForResponse((answer) => answer.request().method() === 'POST'),
    p.getByRole('button', { name: text(de, 'form.submit') }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(p.getByText(text(de, 'form.errors.emailInvalid'))).toBeVisible();
  await expect(p.getByText(text(de, 'form.errors.messageRequired'))).toBeVisible();
  await expect(p.getByLabel(text(de, 'form.email'))).toHaveAttribute('aria-invalid', 'true');
  await expect(p.getByLabel(text(de, 'form.subject'), { exact: false })).toHaveValue('Rechnung');
});

test('/redirect answers an HTTP redirect to an allowed store listing, and the download buttons use it', async ({ page: p, request }) => {
  const listing = 'https://apps.microsoft.com/detail/9NMRDNVPN401';
  for (const query of [`url=${encodeURIComponent(listing)}`, `to=${encodeURIComponent(listing)}`]) {
    const answer = await request.get(`/redirect?${query}`, { maxRedirects: 0 });
    expect(answer.status(), query).toBe(302);
    expect(answer.headers().location, query).toBe(listing);
  }
  await p.goto('/download/windows');
  const button = p.getByRole('link', { name: text(download, 'productCta', { product: 'Windows' }) });
  const href = await button.getAttribute('href');
  const answer = await request.get(href ?? '', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(listing);
});

test('/redirect refuses a target off the allow-list and shows where it led instead', async ({ page: p, request }) => {
  const answer = await request.get(`/redirect?url=${encodeURIComponent('https://evil.example/prize')}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(answer.headers().location).toBeUndefined();
  await p.goto(`/redirect?url=${encodeURIComponent('https://evil.example/prize')}`);
  await expect(p.locator('h1')).toHaveText(text(redirect, 'h1'));
  await expect(p.locator('main')).toContainText('evil.example');
  await expect(p.locator('main a[href*="evil.example"]')).toHaveCount(0);
});

test('the mobile menu opens at 390 px without JavaScript', async ({ page: p }) => {
  await p.setViewportSize({ width: 390, height: 844 });
  await p.goto('/features');
  const toggle = p.locator('summary.nav__toggle');
  const menu = p.getByRole('navigation', { name: 'Main' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Open menu');
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Close menu');
  await menu.getByRole('link', { name: 'Blog' }).click();
  await expect(p).toHaveURL(/\/blog$/);
  await expect(p.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

for (const prefix of ['', '/ar']) {
  test(`every page shows its server-rendered content without JavaScript at ${prefix || '/'}`, async ({ page: p }) => {
    for (const { path } of ROUTE_SAMPLES) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`;
      await p.goto(url);
      await expect(p.locator('h1'), url).toHaveCount(1);
      await expect(p.locator('h1'), url).not.toBeEmpty();
      await expect(p.locator('main p').first(), url).not.toBeEmpty();
      const standalone = ['/paystatus', '/redirect'].includes(path);
      await expect(p.locator('footer a[href$="privacy-policy"]'), url).toHaveCount(standalone ? 0 : 1);
      expect(await p.locator('html').getAttribute('data-hydrated'), url).toBeNull();
    }
  });
}

test('the language switcher works without JavaScript', async ({ page: p }) => {
  await p.goto('/features');
  await p.locator('summary.lang-switcher__summary').click();
  await p.getByRole('link', { name: 'Deutsch' }).click();
  await expect(p).toHaveURL(/\/de\/features$/);
  await expect(p.locator('html')).toHaveAttribute('lang', 'de-DE');
});
