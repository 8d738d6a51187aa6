import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageContext, type AreaModule, type PageContext } from '@meridian/shared/route-module';
import { containerName, type ReleaseSet } from '@meridian/shared/release';
import type { Area } from '@meridian/shared/areas';
import { createI18n } from '../i18n/create-i18n.ts';
import { createPageRouter, type PageRouter } from './create-router.client.ts';
import { registerRemotes } from './register-remotes.client.ts';

/** The areas' origin on loopback: serves their message bundles as an origin does. */
let origin: Server;
let originUrl = '';
const bundles: Record<string, unknown> = {
  '/1.0.0/locales/de/features.json': { title: 'Funktionen' },
  '/1.0.0/locales/en/features.json': { title: 'Features' },
  '/2.0.0/locales/de/blog.json': { title: 'Blog auf Deutsch' },
  '/2.0.0/locales/en/blog.json': { title: 'Blog' },
};
beforeAll(async () => {
  origin = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    const body = bundles[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

/** A page loader that answers with what the page context gives it. */
const contextLoader = ({ context }: { context: { get(key: typeof pageContext): PageContext } }) => {
  const page = context.get(pageContext);
  return { locale: page.locale, basename: page.basename };
};

const marketing: AreaModule = {
  area: 'marketing',
  namespaces: ['features'],
  routes: [{ path: 'features', handle: { ns: 'features' }, lazy: async () => ({ loader: contextLoader, Component: () => null }) }],
};
const blog: AreaModule = {
  area: 'blog',
  namespaces: ['blog'],
  routes: [{ path: 'blog', handle: { ns: 'blog' }, loader: contextLoader, Component: () => null }],
};

/** What each area's remoteEntry.js leaves on the page once it has run (the runtime takes it as loaded). */
function deploy(area: Area, version: string, module: AreaModule): void {
  Object.assign(window, { [containerName(area, version)]: { init: () => undefined, get: async () => () => ({ areaModule: module }) } });
}

const routers: PageRouter[] = [];
afterEach(() => {
  for (const router of routers.splice(0)) router.dispose();
});

async function germanFeaturesPage() {
  window.history.replaceState(null, '', '/de/features');
  deploy('marketing', '1.0.0', marketing);
  deploy('blog', '2.0.0', blog);
  const release = {
    revision: 'r1',
    remotes: { marketing: { version: '1.0.0', origin: originUrl }, blog: { version: '2.0.0', origin: originUrl } },
  } as ReleaseSet;
  const boot = { locale: 'de', basename: '/de', release, area: 'marketing', routeMap: { blog: [{ path: 'blog' }] } } as const;
  const i18n = createI18n({ locale: 'de', resources: {}, brand: 'Meridian VPN' });
  const fullLoads: string[] = [];
  const remotes = await registerRemotes(boot, () => false);
  const page = { locale: 'de', basename: '/de' } as PageContext;
  const { router } = await createPageRouter({
    boot,
    i18n,
    page,
    remotes,
    hydrationData: undefined,
    cookie: () => undefined,
    onStaleBuild: () => false,
    assign: (href) => fullLoads.push(href),
  });
  routers.push(router);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });
  return { router, i18n, fullLoads };
}

test("the page's own route module is in the router before hydration, and its loader gets the page context", async () => {
  const { router, i18n } = await germanFeaturesPage();
  const features = router.routes[0]?.children?.find((route) => route.id === 'marketing/features');
  // Loaded before the router was made: the first browser render matches the server's HTML.
  expect(features?.lazy).toBeUndefined();
  expect(features?.element).toBeDefined();
  expect(router.state.loaderData['marketing/features']).toEqual({ locale: 'de', basename: '/de' });
  // The root loader loaded the namespace the route declares.
  expect(i18n.t('features:title')).toBe('Funktionen');
});

test("a navigation to another area's page loads that area, patches it in and loads its messages", async () => {
  const { router, i18n, fullLoads } = await germanFeaturesPage();
  await router.navigate('/blog');
  expect(router.state.location.pathname).toBe('/de/blog');
  expect(router.state.loaderData['blog/blog']).toEqual({ locale: 'de', basename: '/de' });
  expect(i18n.t('blog:title')).toBe('Blog auf Deutsch');
  expect(fullLoads).toEqual([]);
});

test('a path no area knows is loaded by the server in full, query and hash kept', async () => {
  const { router, fullLoads } = await germanFeaturesPage();
  await router.navigate('/legacy/page?ref=abc#sec');
  expect(fullLoads).toEqual(['/de/legacy/page?ref=abc#sec']);
});
