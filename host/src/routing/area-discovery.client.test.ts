import { createMemoryRouter, type RouteObject } from 'react-router';
import { createCompatibleMode, createMemoryStorage, systemTimers } from '@meridian/shared/runtime';
import { createAreaDiscovery } from './area-discovery.client.ts';
import { ROOT_ROUTE_ID } from './mount.ts';

/** The host's tree before any area is loaded: the root and its catch-all. */
function tree(): RouteObject[] {
  return [{ id: ROOT_ROUTE_ID, path: '/', children: [{ id: 'host/not-found', path: '*', loader: () => null }] }];
}

/** A memory router with the real discovery; the blog's origin is down (its load rejects). */
function site(basename = '/') {
  const fullLoads: string[] = [];
  const compatible = createCompatibleMode({
    storage: createMemoryStorage(),
    timers: systemTimers(),
    isKnownPath: () => false,
    redirect: (href) => fullLoads.push(href),
  });
  const router = createMemoryRouter(tree(), {
    basename,
    initialEntries: [basename],
    patchRoutesOnNavigation: createAreaDiscovery({
      basename,
      routeMap: { blog: [{ path: 'blog', children: [{ index: true }, { path: 'search' }, { path: ':unikey' }] }] },
      router: () => router,
      loadArea: () => Promise.reject(new Error('GET http://localhost:3002/1.0.0/remoteEntry.js: connection refused')),
      isPatched: () => false,
      onStaleBuild: () => false,
      compatible,
      assign: (href) => fullLoads.push(href),
    }),
  });
  return { router, fullLoads };
}

describe('route discovery in the browser', () => {
  test('compatible mode loads an unknown address with its query and hash', async () => {
    const { router, fullLoads } = site();
    await router.navigate('/legacy/page?ref=abc#sec');
    expect(fullLoads).toEqual(['/legacy/page?ref=abc#sec']);
  });

  test('an area that fails to load is loaded by the server with the query and hash kept', async () => {
    const { router, fullLoads } = site();
    await router.navigate('/blog/search?q=vpn#results');
    expect(fullLoads).toEqual(['/blog/search?q=vpn#results']);
  });

  test('under a language prefix the full load keeps the prefix, the query and the hash', async () => {
    const { router, fullLoads } = site('/de');
    await router.navigate('/blog/search?q=vpn');
    await router.navigate('/legacy/page?ref=abc#sec');
    expect(fullLoads).toEqual(['/de/blog/search?q=vpn', '/de/legacy/page?ref=abc#sec']);
  });
});
