import Cookies from 'js-cookie';
import { createBrowserCookieJar, createMemoryCookieJar, type CookieLibrary } from './cookie-jar.ts';
import { DAY_MS } from './ports.ts';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

test('memory jar expires a cookie exactly days x 86 400 000 ms after it was set', () => {
  const clock = { now };
  const jar = createMemoryCookieJar(() => clock.now);
  jar.set('a', '1', { days: 30, path: '/' });
  clock.now = now + 30 * DAY_MS - 1;
  expect(jar.get('a')).toBe('1');
  clock.now = now + 30 * DAY_MS;
  expect(jar.get('a')).toBeUndefined();
});

test('memory jar keeps session cookies until removed', () => {
  const clock = { now };
  const jar = createMemoryCookieJar(() => clock.now);
  jar.set('s', 'x');
  clock.now = now + 365 * DAY_MS;
  expect(jar.inspect('s')).toMatchObject({ value: 'x', expiresAt: null, secure: false });
  jar.remove('s');
  expect(jar.get('s')).toBeUndefined();
});

test('browser jar hands js-cookie an expiry date from the injected clock, not its own', () => {
  const set = jest.fn();
  const library: CookieLibrary = { get: () => undefined, set, remove: jest.fn() };
  const jar = createBrowserCookieJar(() => now, library);
  jar.set('cf-click', 'c', { days: 30, path: '/', secure: true, domain: '.example.com' });
  jar.set('channel', 'p', { path: '/' });
  expect(set).toHaveBeenNthCalledWith(1, 'cf-click', 'c', {
    expires: new Date(now + 30 * DAY_MS),
    path: '/',
    secure: true,
    domain: '.example.com',
  });
  expect(set).toHaveBeenNthCalledWith(2, 'channel', 'p', { path: '/' });
});

test("browser jar writes every cookie with the deployment's Secure and Domain unless a write says otherwise", () => {
  const set = jest.fn();
  const remove = jest.fn();
  const jar = createBrowserCookieJar(() => now, { get: () => undefined, set, remove }, { secure: true, domain: '.example.com' });
  jar.set('LANGUAGE', 'de', { days: 365, path: '/', sameSite: 'lax' });
  expect(set).toHaveBeenCalledWith('LANGUAGE', 'de', {
    expires: new Date(now + 365 * DAY_MS),
    path: '/',
    secure: true,
    domain: '.example.com',
    sameSite: 'lax',
  });
  jar.remove('LANGUAGE', { path: '/' });
  expect(remove).toHaveBeenCalledWith('LANGUAGE', { path: '/', domain: '.example.com' });
});

test('browser jar removes with the path and domain it is given', () => {
  const remove = jest.fn();
  const jar = createBrowserCookieJar(() => now, { get: () => undefined, set: jest.fn(), remove });
  jar.remove('_aid', { path: '/', domain: '.example.com' });
  expect(remove).toHaveBeenCalledWith('_aid', { path: '/', domain: '.example.com' });
});

test('browser jar reads, writes and removes real document cookies through js-cookie', () => {
  const jar = createBrowserCookieJar(() => Date.now());
  jar.set('cje-client', 'e-1', { days: 45, path: '/' });
  expect(document.cookie).toContain('cje-client=e-1');
  expect(jar.get('cje-client')).toBe('e-1');
  jar.remove('cje-client', { path: '/' });
  expect(jar.get('cje-client')).toBeUndefined();
});
