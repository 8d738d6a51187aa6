import { priceLocalisationCall } from '@meridian/shared/api-schemas';
import { screen, within } from '@testing-library/react';
import { contractReply } from '../../../tooling/testing/api-replies.ts';
import { errorReply } from '../../../tooling/testing/fake-http.ts';
import { GEO, PLANS, PRICES, browserPage, catalogueRoutes, serverPage } from './test-data.ts';

afterEach(() => {
  jest.restoreAllMocks();
});

/** The text of the HTML, tags dropped and entities of the test's interest decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.each([
  ['US', 'USD', '$4.99/month', 'Billed $59.88 every 12 months', 'First month for $0.99, then $12.99 every month'],
  ['AU', 'AUD', 'A$7.49/month', 'Billed A$89.88 every 12 months', 'First month for A$1.49, then A$19.99 every month'],
  ['GB', 'GBP', '£3.99/month', 'Billed £47.88 every 12 months', 'First month for £0.79, then £10.99 every month'],
])('the server HTML prices the plans for a visitor from %s in %s', async (country, currency, yearly, billed, trial) => {
  const page = await serverPage('/pricing', { routes: catalogueRoutes(country) });
  expect(page.status).toBe(200);
  const text = textOf(page.html);
  expect(text).toContain(yearly);
  expect(text).toContain(billed);
  expect(text).toContain(trial);
  expect(text).toContain(`Prices shown in ${currency}`);
  expect(page.html).toContain('href="/pricing/checkout/2"');
  expect(page.http.callsTo(PLANS)[0]).toMatchObject({ params: { currency }, headers: expect.objectContaining({ 'X-From': 'pricing' }) });
  expect(page.http.callsTo(PRICES)[0]?.params).toEqual({ product_ids: '1,2,3', customer_country: country });
});

test('shows the 59 % baseline, the best value and keeps the query on the checkout links', async () => {
  const page = await serverPage('/pricing?from=invite&uid=u42', { routes: catalogueRoutes() });
  const text = textOf(page.html);
  expect(text).toContain('Save 62%');
  expect(text).toContain('Save 69%');
  expect(text).toContain('Most popular');
  expect(page.html).toContain('href="/pricing/checkout/3?from=invite&amp;uid=u42"');
});

test('a failed price localisation is only logged: the page still shows the plans', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const page = await serverPage('/pricing', { routes: { ...catalogueRoutes(), [PRICES]: errorReply(500, 500) } });
  expect(page.status).toBe(200);
  expect(textOf(page.html)).toContain('$4.99/month');
  expect(warn).toHaveBeenCalledWith('price localisation failed', expect.objectContaining({ code: 500 }));
});

test('a localised price in the plan currency replaces the charged one', async () => {
  const routes = {
    ...catalogueRoutes('GB'),
    [PRICES]: contractReply(priceLocalisationCall, {
      customer_country: 'GB',
      products: [{ product_id: 2, currency: 'GBP', subscription: { price: { gross: '57.456' } } }],
    }),
  };
  const text = textOf((await serverPage('/pricing', { routes })).html);
  expect(text).toContain('Billed £57.46 every 12 months');
  expect(text).toContain('£4.79/month');
});

test('prices in USD when geo_info fails', async () => {
  const page = await serverPage('/pricing', { routes: { ...catalogueRoutes(), [GEO]: 'network-error' } });
  expect(textOf(page.html)).toContain('$4.99/month');
  expect(page.http.callsTo(PLANS)[0]?.params).toEqual({ currency: 'USD' });
});

test('plans that cannot be loaded give a notice with a link that loads the page again, never a blank page', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  const page = await serverPage('/pricing', { routes: { ...catalogueRoutes(), [PLANS]: errorReply(503, 503) } });
  expect(page.status).toBe(200);
  expect(textOf(page.html)).toContain("We couldn't load the plans just now");
  expect(page.html).toMatch(/<a[^>]*href="\/pricing"[^>]*>Try again<\/a>/);
});

test('the German and Arabic pages price in the page language with Western digits', async () => {
  const de = textOf((await serverPage('/de/pricing', { routes: catalogueRoutes() })).html);
  expect(de).toContain('4,99');
  const ar = await serverPage('/ar/pricing', { routes: catalogueRoutes('AU') });
  expect(ar.status).toBe(200);
  expect(textOf(ar.html)).toMatch(/7\.49/);
  expect(ar.html).not.toMatch(/[\u0660-\u0669]/);
});

test('in the browser the same loader prices the list, and a plan leads to its checkout', async () => {
  const page = await browserPage('/pricing', { routes: catalogueRoutes('AU') });
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(within(cards[1] as HTMLElement).getByText('A$7.49/month')).toBeInTheDocument();
  within(cards[0] as HTMLElement)
    .getByRole('link', { name: 'Choose plan' })
    .click();
  expect(await screen.findByRole('heading', { level: 1, name: 'Complete your order' })).toBeInTheDocument();
  expect(page.path()).toBe('/pricing/checkout/1');
});
