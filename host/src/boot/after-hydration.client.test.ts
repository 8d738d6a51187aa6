import { createMemoryRouter } from 'react-router';
import type { Area } from '@meridian/shared/areas';
import { containerName, type ReleaseSet } from '@meridian/shared/release';
import type { AreaModule } from '@meridian/shared/route-module';
import type { BootData } from '../boot-data.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { createPageRuntime } from '../shell/runtime/page-runtime.client.ts';
import { afterHydration } from './after-hydration.client.ts';
import { createClientNavigation } from './navigation.client.ts';
import { registerRemotes } from './register-remotes.client.ts';

const release = {
  revision: 'r1',
  remotes: { marketing: { version: '1.0.0', origin: 'http://127.0.0.1:9' }, blog: { version: '2.0.0', origin: 'http://127.0.0.1:9' } },
} as ReleaseSet;
const marketing: AreaModule = { area: 'marketing', namespaces: [], routes: [{ path: 'features' }] };
const blog: AreaModule = { area: 'blog', namespaces: [], routes: [{ path: 'blog' }] };

/** What each area's remoteEntry.js leaves on the page; `asked` resolves when the runtime first asks it for its routes. */
function deploy(area: Area, version: string, module: AreaModule): Promise<void> {
  return new Promise<void>((asked) => {
    Object.assign(window, {
      [containerName(area, version)]: {
        init: () => undefined,
        get: async () => {
          asked();
          return () => ({ areaModule: module });
        },
      },
    });
  });
}

test('after hydration the page services start, and a hovered link to another area fetches that area before the click', async () => {
  // Browser APIs jsdom lacks: media queries and the navigation timing the services read.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined })) as never;
  performance.getEntriesByType ??= () => [];
  void deploy('marketing', '1.0.0', marketing);
  const blogAsked = deploy('blog', '2.0.0', blog);
  const boot = {
    locale: 'en',
    basename: '/',
    release,
    area: 'marketing',
    routeMap: { blog: [{ path: 'blog' }] },
    apiBase: 'http://127.0.0.1:9',
    cookies: { secure: false },
  } as unknown as BootData;
  const runtime = createPageRuntime(boot);
  const remotes = await registerRemotes(boot, () => false);
  const router = createMemoryRouter([{ id: 'root', path: '/', children: [] }], { initialEntries: ['/features'] });
  const navigation = createClientNavigation(
    {
      boot,
      i18n: createI18n({ locale: 'en', resources: {}, brand: 'Meridian VPN' }),
      remotes,
      cookie: () => undefined,
      onStaleBuild: () => false,
      assign: () => undefined,
    },
    () => router,
  );
  document.body.innerHTML = '<nav><a href="/blog">Blog</a></nav>';

  await afterHydration({ boot, runtime, router, navigation });
  // The services nothing on the first paint needs (analytics, page_show, promotions) start when the browser is idle.
  await expect(runtime.shell.services).resolves.toHaveProperty('pageShow');
  // Nothing of another area is fetched until the visitor shows intent.
  expect(remotes.loaded('blog')).toBeUndefined();
  document.querySelector('a')?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
  await blogAsked;
  expect(remotes.isPatched('blog')).toBe(false);
  router.dispose();
});
