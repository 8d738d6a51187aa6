import { OLDER_SITE_FLAG_KEY } from '@meridian/shared/runtime';
import { startCompatibleMode } from './compatible-mode.client.ts';

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

test('the page a compatible-mode load opened does not redirect again, and forgets that 1000 ms after its navigation start', () => {
  // The previous page set the flag and loaded this one in full; the rule is made 400 ms into this page.
  window.sessionStorage.setItem(OLDER_SITE_FLAG_KEY, '1');
  const fullLoads: string[] = [];
  const compatible = startCompatibleMode({ isKnownPath: () => false, redirect: (href) => fullLoads.push(href), now: () => 400 });
  expect(compatible.intercept({ pathname: '/legacy', href: '/legacy?x=1' })).toBe(false);
  jest.advanceTimersByTime(599);
  expect(window.sessionStorage.getItem(OLDER_SITE_FLAG_KEY)).toBe('1');
  jest.advanceTimersByTime(1);
  expect(window.sessionStorage.getItem(OLDER_SITE_FLAG_KEY)).toBeNull();
  expect(compatible.intercept({ pathname: '/legacy', href: '/legacy?x=1' })).toBe(true);
  expect(fullLoads).toEqual(['/legacy?x=1']);
});

test('made after the first second (the browser was busy), the flag is cleared at once; a known path is never loaded in full', () => {
  window.sessionStorage.setItem(OLDER_SITE_FLAG_KEY, '1');
  const fullLoads: string[] = [];
  const compatible = startCompatibleMode({
    isKnownPath: (path) => path === '/pricing',
    redirect: (href) => fullLoads.push(href),
    now: () => 2500,
  });
  jest.advanceTimersByTime(0);
  expect(window.sessionStorage.getItem(OLDER_SITE_FLAG_KEY)).toBeNull();
  expect(compatible.intercept({ pathname: '/pricing', href: '/pricing' })).toBe(false);
  expect(fullLoads).toEqual([]);
});
