/** @jest-environment node */
import type { RouteObject } from 'react-router';
import { keepScrollOnOptOut, keepsScroll } from './scroll.ts';

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'search', path: 'blog/search', handle: { ns: 'blog', keepScroll: true } },
      { id: 'blog', path: 'blog', handle: { ns: 'blog' } },
    ],
  },
];

describe('scrolling', () => {
  test('a route that opts out keeps the scroll position, with or without query and locale prefix', () => {
    expect(keepsScroll(routes, '/blog/search?q=vpn', '/')).toBe(true);
    expect(keepsScroll(routes, '/de/blog/search#results', '/de')).toBe(true);
  });

  test('other routes and relative targets scroll to the top', () => {
    expect(keepsScroll(routes, '/blog', '/')).toBe(false);
    expect(keepsScroll(routes, 'search', '/')).toBe(false);
  });

  test('navigations to an opted-out route carry preventScrollReset', async () => {
    const calls: unknown[] = [];
    const router = { routes, basename: '/', navigate: async (to: unknown, options?: unknown) => void calls.push([to, options]) };
    keepScrollOnOptOut(router);
    await router.navigate('/blog/search?q=x', { replace: true });
    await router.navigate('/blog');
    expect(calls).toEqual([
      ['/blog/search?q=x', { replace: true, preventScrollReset: true }],
      ['/blog', undefined],
    ]);
  });
});
