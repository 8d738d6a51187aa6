/**
 * Visitor info and session keys (rule analytics.visitor, decision 025): the analytics events of a
 * visit carry the OS, the iOS and mobile flags and the device type the host read from the
 * browser's User-Agent (`GET /__visitor`, decision 045: the page carries no parser), and the
 * campaign and invite of the landing address, kept in session storage.
 */
import { expect, test } from './fixtures/test.ts';
import { waitForHydration } from './fixtures/page-errors.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1';

type Batch = { events: { event_name: string; user_properties: Record<string, unknown> }[] };

test('an iPhone visitor from an invite link of a campaign: events carry the visitor info and the session keys', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/mms/analytics/v1/events') && request.method() === 'POST');
  await page.goto('/features?utm_source=news&utm_medium=mail&utm_id=42&from=invite&uid=u-77&sim_country=br');
  await waitForHydration(page);
  const request = await posted;
  expect((await request.response())?.status(), 'the events api takes the batch').toBe(200);
  const batch = request.postDataJSON() as Batch;
  expect(batch.events[0]?.user_properties).toEqual({
    os_name: 'iOS',
    os_version: '17.4.1',
    is_ios: true,
    is_mobile: true,
    type_device: 'mobile',
    utm_tags: JSON.stringify({ utm_source: 'news', utm_medium: 'mail', utm_id: '42' }),
    iv_user_id: 'u-77',
    iv_sim_country: 'BR',
  });
  const stored = await page.evaluate(() =>
    ['utm_tags', 'iv_user_id', 'iv_sim_country', 'typeDevice'].map((key) => window.sessionStorage.getItem(key)),
  );
  expect(stored).toEqual([JSON.stringify({ utm_source: 'news', utm_medium: 'mail', utm_id: '42' }), 'u-77', 'BR', 'mobile']);
  await context.close();
});

test('a desktop visitor without campaign: events name the desktop system only, which the host told the page', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/__visitor');
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/mms/analytics/v1/events') && request.method() === 'POST');
  await page.goto('/pricing');
  expect(await (await asked).json()).toMatchObject({ osName: 'Linux', ios: false, mobile: false, deviceType: 'desktop' });
  const batch = (await posted).postDataJSON() as Batch;
  expect(batch.events[0]?.user_properties).toMatchObject({ os_name: 'Linux', is_ios: false, is_mobile: false, type_device: 'desktop' });
  expect(batch.events[0]?.user_properties).not.toHaveProperty('utm_tags');
  // ua-parser-js names BlackBerry among its systems; no script of the page carries it.
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((text) => text.includes('BlackBerry'))).toEqual([]);
});
