import { createMemoryCookieJar, type MemoryCookieJar } from '../runtime/cookie-jar.ts';
import { createMemoryStorage, DAY_MS } from '../runtime/ports.ts';
import { applyLandingQuery, readCampaign, readChannel } from './landing-query.ts';

const start = Date.UTC(2026, 10, 23, 12, 0, 0);

/** A jar on a hand-moved clock (`clock.now`, epoch ms) and an empty session storage. */
function setup() {
  const clock = { now: start };
  const cookies = createMemoryCookieJar(() => clock.now);
  const session = createMemoryStorage();
  return { cookies, session, clock };
}

function seedAttribution(cookies: MemoryCookieJar): void {
  for (const name of ['cf-click', 'cje', 'cje-client', '_aid']) cookies.set(name, 'old', { days: 45, path: '/' });
}

test('keeps cf-click exactly 30 days', () => {
  const { cookies, session, clock } = setup();
  applyLandingQuery({ query: '?cfclick=click-1', cookies, session });
  expect(cookies.inspect('cf-click')).toMatchObject({ value: 'click-1', expiresAt: start + 30 * DAY_MS, path: '/' });
  clock.now = start + 30 * DAY_MS - 1;
  expect(cookies.get('cf-click')).toBe('click-1');
  clock.now = start + 30 * DAY_MS;
  expect(cookies.get('cf-click')).toBeUndefined();
});

test('sets both affiliate event cookies from cjevent for exactly 45 days', () => {
  const { cookies, session, clock } = setup();
  applyLandingQuery({ query: 'cjevent=cj-9', cookies, session });
  for (const name of ['cje', 'cje-client']) {
    expect(cookies.inspect(name)).toMatchObject({ value: 'cj-9', expiresAt: start + 45 * DAY_MS, path: '/' });
  }
  clock.now = start + 45 * DAY_MS - 1;
  expect(cookies.get('cje-client')).toBe('cj-9');
  clock.now = start + 45 * DAY_MS;
  expect(cookies.get('cje')).toBeUndefined();
  expect(cookies.get('cje-client')).toBeUndefined();
});

test('sets _aid from admitad_uid for exactly 45 days', () => {
  const { cookies, session } = setup();
  applyLandingQuery({ query: new URLSearchParams({ admitad_uid: 'ad-3' }), cookies, session });
  expect(cookies.inspect('_aid')).toMatchObject({ value: 'ad-3', expiresAt: start + 45 * DAY_MS });
});

test('clears the four attribution cookies when utm_source arrives and keeps the campaign 45 days', () => {
  const { cookies, session, clock } = setup();
  seedAttribution(cookies);
  const result = applyLandingQuery({ query: '?utm_source=news&utm_medium=email&utm_campaign=bf', cookies, session });
  expect(result.cleared).toBe(true);
  for (const name of ['cf-click', 'cje', 'cje-client', '_aid']) expect(cookies.get(name)).toBeUndefined();
  expect(readCampaign(cookies)).toEqual({ utm_source: 'news', utm_medium: 'email', utm_campaign: 'bf' });
  expect(cookies.inspect('utm_source')?.expiresAt).toBe(start + 45 * DAY_MS);
  clock.now = start + 45 * DAY_MS;
  expect(readCampaign(cookies)).toEqual({});
});

test('replaces the whole stored campaign on a new utm_source, so terms never mix', () => {
  const { cookies, session } = setup();
  applyLandingQuery({ query: '?utm_source=a&utm_term=vpn&utm_content=banner', cookies, session });
  applyLandingQuery({ query: '?utm_source=b', cookies, session });
  expect(readCampaign(cookies)).toEqual({ utm_source: 'b' });
});

test('leaves attribution alone without utm_source, and treats an empty one as absent', () => {
  const { cookies, session } = setup();
  seedAttribution(cookies);
  expect(applyLandingQuery({ query: '?utm_medium=email', cookies, session }).cleared).toBe(false);
  expect(applyLandingQuery({ query: '?utm_source=', cookies, session }).cleared).toBe(false);
  expect(cookies.get('cf-click')).toBe('old');
  expect(readCampaign(cookies)).toEqual({});
});

test('keeps an affiliate parameter that arrives together with utm_source', () => {
  const { cookies, session } = setup();
  seedAttribution(cookies);
  applyLandingQuery({ query: '?utm_source=cj&cjevent=new', cookies, session });
  expect(cookies.get('cje')).toBe('new');
  expect(cookies.get('cje-client')).toBe('new');
  expect(cookies.get('cf-click')).toBeUndefined();
  expect(cookies.get('_aid')).toBeUndefined();
});

test('saves the channel in a session cookie and in session storage', () => {
  const { cookies, session } = setup();
  applyLandingQuery({ query: '?channel=partner-7', cookies, session });
  expect(cookies.inspect('channel')).toMatchObject({ value: 'partner-7', expiresAt: null, path: '/' });
  expect(session.getItem('channel')).toBe('partner-7');
  expect(readChannel(cookies, createMemoryStorage())).toBe('partner-7');
  expect(
    readChannel(
      createMemoryCookieJar(() => start),
      createMemoryStorage(),
    ),
  ).toBeNull();
});

test('writes secure cookies with the domain only when a cookie domain is configured', () => {
  const plain = setup();
  applyLandingQuery({ query: '?cfclick=c', cookies: plain.cookies, session: plain.session });
  expect(plain.cookies.inspect('cf-click')).toMatchObject({ secure: false, domain: undefined, path: '/' });

  const withDomain = setup();
  applyLandingQuery({
    query: '?cfclick=c&channel=x',
    cookies: withDomain.cookies,
    session: withDomain.session,
    cookieDomain: '.example.com',
  });
  expect(withDomain.cookies.inspect('cf-click')).toMatchObject({ secure: true, domain: '.example.com', path: '/' });
  expect(withDomain.cookies.inspect('channel')).toMatchObject({ secure: true, domain: '.example.com' });
});

test('removes cookies with the same path and domain they were written with', () => {
  const remove = jest.fn();
  const cookies = { get: () => undefined, set: jest.fn(), remove };
  applyLandingQuery({ query: '?utm_source=x', cookies, session: createMemoryStorage(), cookieDomain: '.example.com' });
  expect(remove).toHaveBeenCalledWith('cf-click', { path: '/', domain: '.example.com' });
  expect(remove).toHaveBeenCalledWith('cje-client', { path: '/', domain: '.example.com' });
});
