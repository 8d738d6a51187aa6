import { waitFor } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { containerName, type ReleaseSet } from '@meridian/shared/release';
import type { AreaModule } from '@meridian/shared/route-module';
import { createChunkReloader, createMemoryStorage } from '@meridian/shared/runtime';
import { registerRemotes } from './register-remotes.client.ts';

const release: ReleaseSet = {
  revision: 'r1',
  remotes: {
    marketing: { version: '1.0.0', origin: 'http://127.0.0.1:9' },
    blog: { version: '2.1.0', origin: 'http://127.0.0.1:9' },
  },
} as ReleaseSet;

const marketing: AreaModule = { area: 'marketing', routes: [{ index: true }, { path: 'features' }], namespaces: ['home'] };
const blog: AreaModule = { area: 'blog', routes: [{ path: 'blog' }], namespaces: ['blog'] };

/**
 * What an area's `remoteEntry.js` leaves on the page when it has run: a Module Federation container
 * under its versioned name that exposes `./routes`. The runtime takes an entry already on the page
 * instead of fetching it again, so the real federation instance loads these.
 */
function deployed(area: string, version: string, module: AreaModule): string[] {
  const exposed: string[] = [];
  Object.assign(window, {
    [containerName(area as AreaModule['area'], version)]: {
      init: () => undefined,
      get: (expose: string) => {
        exposed.push(expose);
        return Promise.resolve(() => ({ areaModule: module }));
      },
    },
  });
  return exposed;
}

function reloads() {
  const done: string[] = [];
  const reloader = createChunkReloader({
    storage: createMemoryStorage(),
    now: Date.now,
    reload: () => done.push('reload'),
    isNewBuild: () => false,
  });
  return { done, reloadOnce: (path: string) => reloader.reloadOnce(path) };
}

test("the page's own area is loaded before hydration from the pinned version, and only that area", async () => {
  const marketingExposed = deployed('marketing', '1.0.0', marketing);
  const blogExposed = deployed('blog', '2.1.0', blog);
  const page = await registerRemotes({ release, area: 'marketing' }, reloads().reloadOnce);
  expect(page.initial).toEqual([marketing]);
  expect(marketingExposed).toEqual(['./routes']);
  expect(blogExposed).toEqual([]);
  expect(page.isPatched('marketing')).toBe(true);
  expect(page.isPatched('blog')).toBe(false);
  expect(page.loaded('marketing')).toBe(marketing);
});

test('a navigation patches another area under the root route once, however often it asks', async () => {
  deployed('marketing', '1.0.0', marketing);
  deployed('blog', '2.1.0', blog);
  const page = await registerRemotes({ release, area: 'marketing' }, reloads().reloadOnce);
  const router = createMemoryRouter([{ id: 'root', path: '/', children: [] }]);
  const patch = (routeId: string, children: RouteObject[]) => router.patchRoutes(routeId, children);
  await Promise.all([page.loadArea('blog', patch), page.loadArea('blog', patch)]);
  await page.loadArea('marketing', patch);
  expect(router.routes[0]?.children?.map((route) => route.id)).toEqual(['blog/blog']);
  expect(page.isPatched('blog')).toBe(true);
  router.dispose();
});

test('the "temporarily unavailable" page (no area) loads no remote', async () => {
  const exposed = deployed('marketing', '1.0.0', marketing);
  const page = await registerRemotes({ release, area: null }, reloads().reloadOnce);
  expect(page.initial).toEqual([]);
  expect(exposed).toEqual([]);
});

test("an area the server rendered but the browser cannot load reloads the page once, then fails with the runtime's error", async () => {
  // The release set has no account remote: the runtime refuses it as it would a dead origin.
  const { done, reloadOnce } = reloads();
  const reloading = new Promise<void>((resolve) => {
    void registerRemotes({ release, area: 'account' }, (path) => {
      const reloaded = reloadOnce(path);
      resolve();
      return reloaded;
    });
  });
  await reloading;
  expect(done).toEqual(['reload']);
  await expect(registerRemotes({ release, area: 'account' }, reloadOnce)).rejects.toThrow(/account/);
  expect(done).toEqual(['reload']);
});

test('an area entry loads with the integrity its publish recorded, and a refused entry fails the area (decision 054)', async () => {
  const withAccount = { ...release, remotes: { ...release.remotes, account: { version: '3.0.0', origin: 'http://127.0.0.1:9' } } };
  const page = await registerRemotes({ release: withAccount, area: null, integrity: { account: 'sha256-recorded' } }, reloads().reloadOnce);
  const loading = page.load('account');
  loading.catch(() => undefined);
  const src = 'http://127.0.0.1:9/3.0.0/remoteEntry.js';
  await waitFor(() => expect(document.querySelector(`script[src="${src}"]`)).not.toBeNull());
  const script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  expect(script?.integrity).toBe('sha256-recorded');
  expect(script?.crossOrigin).toBe('anonymous');
  // What a browser does when the bytes do not match: an error event, the script never runs.
  script?.dispatchEvent(new Event('error'));
  await expect(loading).rejects.toThrow();
  expect(page.loaded('account')).toBeUndefined();
});
