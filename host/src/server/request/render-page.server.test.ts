/** @jest-environment node */
import { pinRelease } from '@meridian/shared/release';
import { decideRequest } from './decide-request.server.ts';
import { loadPage, type LoadedPage } from './load-page.server.ts';
import { siteDeps, siteState } from './page-steps.fixture.server.ts';
import { isWithheldLoaderData } from '@meridian/shared/ui';
import { serializeHydrationData } from '../document/hydration.server.ts';
import { keptFromServer, pageNamespaces, renderInputs } from './render-page.server.ts';

async function loaded(path: string, deps = siteDeps()) {
  const decision = decideRequest(
    { method: 'GET', originalUrl: path, cookieHeader: undefined, acceptLanguage: 'en', ip: '' },
    { rootRedirect: undefined, previewSecret: undefined, cookies: deps.cookies },
  );
  if (decision.kind !== 'page') throw new Error(`${path} redirected`);
  const pinned = pinRelease(siteState, decision.request.visitor, () => false);
  const page = await loadPage(deps, {
    request: decision.request,
    pinned,
    country: async () => '',
    routed: () => new Request(decision.request.url.href),
  });
  if (page.kind !== 'page') throw new Error(`${path} redirected`);
  return { request: decision.request, page: page as LoadedPage, deps };
}

describe("render: the page's messages come from the namespaces its routes declare (rule lang.messages)", () => {
  test('a page whose namespace is not its path (/vpn-trial declares `features`) gets it, in its language and in English', async () => {
    const { request, page, deps } = await loaded('/de/vpn-trial');
    expect(pageNamespaces(page)).toEqual(['features']);
    const inputs = await renderInputs(deps, request, page);
    expect(inputs.boot.resources.de?.features).toEqual({ title: 'Kostenlos testen' });
    expect(inputs.boot.resources.en?.features).toEqual({ title: 'Free trial' });
    expect(inputs.i18n.t('features:title')).toBe('Kostenlos testen');
    // Nothing is guessed from the path: no `vpn-trial` bundle is asked for.
    expect(deps.counted.asked.sort()).toEqual(['de/features', 'en/features']);
  });

  test("the host's namespaces are on every page; the area's stylesheets and the other areas' route shapes go with it", async () => {
    const { request, page, deps } = await loaded('/');
    const inputs = await renderInputs(deps, request, page);
    expect(Object.keys(inputs.boot.resources.en ?? {}).sort()).toEqual(['common', 'footer', 'header', 'home', 'location']);
    expect(inputs.status).toBe(200);
    expect(inputs.boot).toMatchObject({ locale: 'en', basename: '/', area: 'marketing', routeMap: {} });
    expect(inputs.remoteAssets?.stylesheets).toEqual(['http://127.0.0.1:9/1.0.0/marketing.css']);
    expect(inputs.site).toMatchObject({ locale: 'en', languageCookie: null, preview: null });
  });

  test("an area's 503 page answers 503 with the host's messages only, and names no area for the browser to load", async () => {
    const { request, page, deps } = await loaded('/blog');
    const inputs = await renderInputs(deps, request, page);
    expect(inputs.status).toBe(503);
    expect(inputs.boot.area).toBeNull();
    expect(pageNamespaces(page)).toEqual([]);
    expect(deps.counted.asked).toEqual([]);
  });

  test('a page kept from the server is rendered with its namespaces but leaves them out of the boot data (decision 074)', async () => {
    const { request, page, deps } = await loaded('/de/about');
    expect(keptFromServer(page)).toBe(true);
    expect(pageNamespaces(page)).toEqual(['home', 'features']);
    const inputs = await renderInputs(deps, request, page);
    expect(inputs.i18n.t('features:title')).toBe('Kostenlos testen');
    expect(inputs.i18n.t('home:title')).toBe('Startseite');
    for (const lang of ['de', 'en'])
      expect(Object.keys(inputs.boot.resources[lang] ?? {}).sort()).toEqual(['common', 'footer', 'header', 'location']);
  });

  test("a page kept from the server leaves its loader data out of the hydration data, keeping the route's key (decision 075)", async () => {
    const { request, page, deps } = await loaded('/about');
    const inputs = await renderInputs(deps, request, page);
    const [about] = inputs.withheldRoutes;
    expect(inputs.withheldRoutes).toHaveLength(1);
    // The server rendered with the data; the browser gets the marker in its place.
    expect(page.context.loaderData[about ?? '']).toEqual({ story: 'told on the server' });
    const { loaderData } = JSON.parse(JSON.stringify(serializeHydrationData(page.context, inputs.withheldRoutes))) as {
      loaderData: Record<string, unknown>;
    };
    expect(Object.keys(loaderData)).toContain(about);
    expect(isWithheldLoaderData(loaderData[about ?? ''])).toBe(true);
    expect(JSON.stringify(loaderData)).not.toContain('told on the server');
  });

  test('a page the browser hydrates, or whose loader failed, keeps its namespaces and its loader data', async () => {
    const hydrated = await loaded('/de/vpn-trial');
    expect(keptFromServer(hydrated.page)).toBe(false);
    const failed = await loaded('/gone');
    expect(failed.page.context.statusCode).toBe(404);
    expect(keptFromServer(failed.page)).toBe(false);
    const inputs = await renderInputs(failed.deps, failed.request, failed.page);
    expect(Object.keys(inputs.boot.resources.en ?? {})).toContain('home');
    expect(inputs.withheldRoutes).toEqual([]);
    expect((await renderInputs(hydrated.deps, hydrated.request, hydrated.page)).withheldRoutes).toEqual([]);
  });

  test("a page kept whole carries its routes as stand-ins and its own area's route shapes, and preloads none of its area's scripts (decision 079)", async () => {
    const kept = await loaded('/about');
    const inputs = await renderInputs(kept.deps, kept.request, kept.page);
    // The matched chain, outermost first: a pathless parent with its handle, then the page with its loader.
    expect(inputs.boot.keptRoutes).toEqual([
      { id: 'marketing/#2', handle: { ns: 'home' } },
      { id: inputs.withheldRoutes[0], path: 'about', handle: { ns: 'features', cacheable: true }, loader: true },
    ]);
    expect(Object.keys(inputs.boot.routeMap)).toContain('marketing');
    expect(inputs.remoteAssets?.preloads).toEqual([]);
    expect(inputs.remoteAssets?.stylesheets).toEqual(['http://127.0.0.1:9/1.0.0/marketing.css']);
    // A page the browser hydrates loads its area first: no stand-ins, its area's scripts preloaded, only the other areas' shapes.
    const hydrated = await loaded('/de/vpn-trial');
    const own = await renderInputs(hydrated.deps, hydrated.request, hydrated.page);
    expect(own.boot.keptRoutes).toBeUndefined();
    expect(Object.keys(own.boot.routeMap)).not.toContain('marketing');
    expect(own.remoteAssets?.preloads).toEqual(['http://127.0.0.1:9/1.0.0/remoteEntry.js']);
  });
});
